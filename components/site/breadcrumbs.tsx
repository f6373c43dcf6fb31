import { PageLink } from "@/components/site/page-link";
import { ChevronRight } from "@/components/ui/static-icons/chevron-right";
import type { Crumb } from "@/lib/seo/structured-data";

/**
 * The breadcrumb trail of a public page, the last crumb being the page itself (not a link). Pages
 * render breadcrumbJsonLd(crumbs) beside it, so the markup names the same trail.
 */
export function Breadcrumbs({
  crumbs,
  label = "Breadcrumb",
}: {
  crumbs: readonly Crumb[];
  /** The trail's accessible name in the page's language. */
  label?: string;
}) {
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-4 pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {crumbs.map((crumb, i) =>
          i < crumbs.length - 1 ? (
            <li key={crumb.path} className="flex items-center gap-1">
              <PageLink
                href={crumb.path}
                className="rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {crumb.name}
              </PageLink>
              <ChevronRight className="size-4" aria-hidden="true" />
            </li>
          ) : (
            <li key={crumb.path} aria-current="page" className="font-medium text-foreground">
              {crumb.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
