import "server-only";
import { NextRequest } from "next/server";
import { BODY_CAPS, type BodyCap } from "./body-caps";
import { ApiError, badRequest } from "./errors";

const tooLarge = (cap: BodyCap) => new ApiError(413, cap.message);

const declaredLength = (request: Request) => Number(request.headers.get("content-length") ?? 0);

/**
 * The one counter of body bytes: hands on `body` chunk by chunk as its reader asks for them
 * (nothing is read ahead), and errors with the cap's 413 as soon as more than `cap.bytes` have
 * come, cancelling the rest. A reader sees that ApiError as the rejection of its read, as
 * request.formData() and request.json() do (they reject with the stream's error).
 */
function boundedStream(body: ReadableStream<Uint8Array>, cap: BodyCap): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await reader.read();
        if (next.done) return controller.close();
        total += next.value.byteLength;
        if (total > cap.bytes) {
          await reader.cancel().catch(() => undefined);
          return controller.error(tooLarge(cap));
        }
        controller.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Pull only when asked: a handler that never reads (or answers 429 first) never reads the body.
    { highWaterMark: 0 },
  );
}

/**
 * A request body's bytes, refused with the cap's 413 as soon as more than `cap.bytes` have
 * arrived, whether or not it declared a Content-Length: the rest is never read, and nothing
 * past the cap is kept in memory.
 */
export async function readBodyAtMost(request: Request, cap: BodyCap): Promise<Uint8Array<ArrayBuffer>> {
  if (declaredLength(request) > cap.bytes) throw tooLarge(cap);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = boundedStream(request.body, cap).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (error) {
      // Our own 413 (this cap, or route()'s in front of it); anything else is the client going away.
      if (error instanceof ApiError) throw error;
      throw badRequest("The request was interrupted: please send it again");
    }
    if (next.done) break;
    total += next.value.byteLength;
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

/**
 * Caps up to this are read whole before the handler runs, so that every route answers a body
 * past its cap with 413, those that never read a body included, and the handler gets the bytes
 * already in memory. Larger caps (the uploads) are counted as the handler reads instead: reading
 * 10 MB first would let a request that the handler refuses before it reads (a spent rate limit's
 * 429) still cost its 10 MB.
 */
const READ_FIRST_UP_TO = BODY_CAPS.json.bytes;

/**
 * The request as a handler may see it: one whose body cannot cost more than `cap`. A declared
 * Content-Length past the cap is refused at once, without reading; otherwise a small cap's body
 * is read now (at most `cap.bytes` of it) and handed on as bytes, a large cap's is handed on
 * behind the counter, which refuses it as soon as it passes the cap.
 */
export async function boundedRequest(request: Request, cap: BodyCap): Promise<Request> {
  if (!request.body) return request;
  if (declaredLength(request) > cap.bytes) throw tooLarge(cap);
  const init = { method: request.method, headers: request.headers };
  if (cap.bytes <= READ_FIRST_UP_TO) {
    const bytes = await readBodyAtMost(request, cap);
    // A NextRequest, as Next.js itself passes: handlers keep nextUrl and cookies.
    return new NextRequest(request.url, { ...init, body: bytes.byteLength > 0 ? bytes : undefined });
  }
  return new NextRequest(request.url, { ...init, body: boundedStream(request.body, cap), duplex: "half" });
}
