import "server-only";
/**
 * Serving an API route past Next.js's request pipeline (lib/http/direct-routes.mjs holds the table
 * server.mjs reads). Measured (bench/results.md): Next.js's routing and its request and response
 * wrappers cost about 1 ms of CPU per API answer, more than the whole work of a route that answers
 * from memory.
 *
 * The handler is the route's own route()-wrapped export (lib/http/route.ts), so the request id, the
 * CSRF check, the body cap, the JSON errors, the log line and the metrics are the very same; only
 * next.config.ts's headers are added here (the security headers: lib/security/response-headers).
 *
 * Only for a route that uses nothing of Next.js's per-request context: no cookies()/headers() from
 * next/headers, no auth() (it reads them), no revalidatePath, no after(), no redirect()/notFound()
 * from next/navigation. A route registers as its module loads: until Next.js first loads it, and in
 * `next dev` or the tests (no server.mjs), it is served by Next.js as before.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { SECURITY_HEADERS } from "@/lib/security/response-headers.shared";
import { directRouteKey, directRoutes } from "./direct-routes.mjs";

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const NO_PARAMS = { params: Promise.resolve({}) };
const BODYLESS = new Set(["GET", "HEAD"]);

/** The web Request a route handler takes, from Node's (with the headers server.mjs stamped on it). */
export function webRequestOf(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const url = `http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`;
  if (BODYLESS.has(method)) return new Request(url, { method, headers });
  // The body as a stream: route() counts it against the route's cap as it comes.
  return new Request(url, { method, headers, body: bodyOf(req), duplex: "half" } as RequestInit);
}

/**
 * The request's body, read from the socket only as the handler asks for it. A body the handler
 * never reads (a declared length past the cap: 413 unread) is left to Node, which discards it after
 * the answer so the kept-alive connection goes on; one read in part is discarded by serveDirectly.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull: (controller) =>
        new Promise<void>((resolve, reject) => {
          const detach = () => {
            req.off("readable", step);
            req.off("end", ended);
            req.off("error", failed);
          };
          function step() {
            const chunk = req.read() as Buffer | null;
            if (chunk === null) return;
            detach();
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            resolve();
          }
          function ended() {
            detach();
            controller.close();
            resolve();
          }
          function failed(error: Error) {
            detach();
            reject(error);
          }
          if (req.readableEnded) return ended();
          req.on("readable", step);
          req.on("end", ended);
          req.on("error", failed);
          step();
        }),
    },
    { highWaterMark: 0 },
  );
}

/** Writes a handler's Response to Node's, with the headers every answer carries. */
export async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  res.statusCode = response.status;
  res.end(body);
}

/** Lets server.mjs serve `method path` with `handler` directly (see the file comment for which routes may). */
export function serveDirectly(method: "GET" | "POST", path: string, handler: RouteHandler): void {
  directRoutes().set(directRouteKey(method, path), async (req, res) => {
    try {
      await writeResponse(await handler(webRequestOf(req), NO_PARAMS), res);
      // What is left of a body read in part (refused past its cap) is discarded, as Node does with
      // a body nobody read, so the connection can carry the client's next request.
      if (!req.readableEnded) req.resume();
    } catch {
      // route() answers every error itself; this is the client gone while its answer was written.
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  });
}
