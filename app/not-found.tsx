import type { Metadata } from "next";
import { AlertCircle } from "@/components/ui/static-icons/circle-exclamation-point";
import { NotFoundCard } from "@/components/site/not-found-card";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <NotFoundCard icon={AlertCircle} title="404 Page Not Found">
      <p className="text-sm text-muted-foreground">
        Did you forget to add the page to the router? The address may be mistyped, or the page may have moved.
      </p>
    </NotFoundCard>
  );
}
