import { AlertCircle } from "@/components/ui/static-icons/circle-exclamation-point";
import { NotFoundCard } from "@/components/site/not-found-card";

/** The 404 page's card: for an unknown address (app/global-not-found.tsx) and for notFound() in a page. */
export function PageNotFound() {
  return (
    <NotFoundCard icon={AlertCircle} title="404 Page Not Found">
      <p className="text-sm text-muted-foreground">
        Did you forget to add the page to the router? The address may be mistyped, or the page may have moved.
      </p>
    </NotFoundCard>
  );
}
