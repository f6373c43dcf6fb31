import "server-only";
/**
 * The public pages that show what the back office changes: the home page and the location pages
 * show published reviews (their authors' names, erased on request) and prices (the door price, the
 * typical jobs' totals); the cost guide's pages show prices throughout, its county pages reviews too. They are
 * prerendered and regenerated every few minutes (their `revalidate`), and server.mjs's page cache
 * keeps their answers as long. A moderator's decision, a pricing change or an erasure must not wait
 * that long, on any instance:
 *   - this instance: Next.js renders the pages again on their next visit, and the page cache lets
 *     go of its copies, at once;
 *   - every other instance: told through Postgres (lib/pages/page-changes.ts, NOTIFY), it does the
 *     same within a second or so.
 */
import { revalidatePath } from "next/cache";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { announcePageChange, type PageChange } from "./page-changes";
import { forgetPublicData } from "./public-data";

/** Where server.mjs puts its page cache, so the app can empty it (absent under `next dev` and in tests). */
const PAGE_CACHE = Symbol.for("brushwise.pageCache");

/**
 * This instance's copies: Next.js's (rendered again on the next visit), the page cache's, and the
 * public data the API answers from memory (lib/pages/public-data.ts).
 */
export function refreshPublicPagesHere(): void {
  forgetPublicData();
  try {
    // Each regenerated page in both languages (the Spanish twins show the same facts): an address
    // for a page of its own, a route pattern for the pages of a dynamic route. A pattern names the
    // folders as they are, route group included: the English pages live in app/(en)/.
    for (const [prefix, folder] of [
      ["", "/(en)"],
      ["/es", "/es"],
    ] as const) {
      revalidatePath(prefix || "/");
      revalidatePath(`${folder}/location/[zipCode]`, "page");
      // The cost guide: every figure is the pricing in force, the county pages show reviews too.
      revalidatePath(`${prefix}/cost/interior-painting`);
      revalidatePath(`${folder}/cost/interior-painting/[county]`, "page");
    }
  } catch (error) {
    // Only a request of the Next.js server has pages to refresh (not a script or a test).
    log.debug("pages.not-refreshed", { error: String(error) });
  }
  clearPageCache();
}

export function clearPageCache(): void {
  (globalThis as { [PAGE_CACHE]?: { clear(): void } })[PAGE_CACHE]?.clear();
}

/**
 * After a change the public pages show has been committed: this instance at once, the others
 * through Postgres. Never fails the change itself (it is written; the pages would catch up within
 * their revalidate time anyway).
 */
export async function refreshPublicPages(db: PrismaClient, change: PageChange): Promise<void> {
  refreshPublicPagesHere();
  await announcePageChange(db, change);
}
