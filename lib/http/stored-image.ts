/**
 * The answer for a stored photo (a customer's room photo, a job photo): shown as an image, never run
 * as a page of the site, whatever bytes it holds. `cacheControl` says how long a browser may keep it.
 */
export function storedImageResponse(
  photo: { bytes: Uint8Array; mimeType: string },
  cacheControl: string,
  headers: Record<string, string> = {},
) {
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.mimeType,
      "Content-Disposition": "inline",
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cacheControl,
      ...headers,
    },
  });
}
