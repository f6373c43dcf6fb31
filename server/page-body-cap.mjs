// @ts-check
/**
 * The pages' own bodies (everything outside /api, whose routes cap theirs: lib/http/body-caps.ts).
 * No page of ours takes a posted body: the forms post to the API from their scripts, and a native
 * submit before the scripts ran (method="post", so nothing typed lands in the URL) carries a few
 * form fields. Next.js would read whatever a POST to a page carries, whole, before answering: nine
 * parallel 200 MB posts held 1.8 GB. So a page request's body must declare its length, and at most
 * PAGE_BODY_BYTES; anything else is answered before a byte of it is read.
 */

/** A sign-in form typed in full fits many times over. */
export const PAGE_BODY_BYTES = 16 * 1024;

/**
 * Why this request may not reach a page, or null when it may.
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} req
 * @returns {{ status: 411 | 413; message: string } | null}
 */
export function pageBodyRefusal(req) {
  if (req.url?.startsWith("/api/")) return null;
  const length = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (length === undefined) {
    // A body of unknown length (chunked): what it would cost is not known before it is read.
    return chunked ? { status: 411, message: "A request body must declare its length" } : null;
  }
  const bytes = Number(length);
  if (!Number.isSafeInteger(bytes) || bytes < 0 || bytes > PAGE_BODY_BYTES) {
    return { status: 413, message: "The request body is too large" };
  }
  return null;
}
