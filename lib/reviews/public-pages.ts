import "server-only";
/**
 * Makes the pages that show published reviews (the home page and the location pages) show a
 * moderator's decision at once on this instance: Next.js renders them again on their next visit,
 * and the production server's page cache (server/page-cache.mjs) lets go of its copies. Other
 * instances follow when their copies expire (the pages' `revalidate`, then the page cache's
 * s-maxage of the same length): within about ten minutes.
 */
import { revalidatePath } from "next/cache";
import { log } from "@/lib/log";

/** Where server.mjs puts its page cache, so the app can empty it (absent under `next dev` and in tests). */
const PAGE_CACHE = Symbol.for("brushwise.pageCache");

export function refreshReviewPages(): void {
  try {
    revalidatePath("/");
    revalidatePath("/location/[zipCode]", "page");
  } catch (error) {
    // Only a request of the Next.js server has pages to refresh (not a script or a test).
    log.debug("reviews.pages-not-refreshed", { error: String(error) });
  }
  (globalThis as { [PAGE_CACHE]?: { clear(): void } })[PAGE_CACHE]?.clear();
}
