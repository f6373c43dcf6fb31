import "server-only";
import { ApiError, badRequest } from "./errors";

/**
 * A request body's bytes, refused with `tooLarge` as soon as more than `limit` have
 * arrived, whether or not it declared a Content-Length: the rest is never read, and
 * nothing past the cap is kept in memory.
 */
export async function readBodyAtMost(
  request: Request,
  limit: number,
  tooLarge: () => ApiError,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      throw badRequest("The request was interrupted: please send it again");
    }
    if (next.done) break;
    total += next.value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
