import "server-only";
import type { NextResponse } from "next/server";
import { log, withRequestContext } from "@/lib/log";
import { loggedPath } from "@/lib/log/logged-path.mjs";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";
import { assertSameOrigin } from "./origin";
import { toErrorResponse } from "./respond";

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response | NextResponse>;

export interface RouteOptions {
  /** Log successful answers at debug level only (the readiness probe, polled every few seconds). */
  quiet?: boolean;
}

/** The response with `x-request-id` set (copied first when its headers are immutable, e.g. Response.redirect). */
function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

/**
 * Wraps a route handler: gives the request an id (a sane incoming
 * `x-request-id`, or a new one) that every log line of the request carries and
 * the response echoes; refuses cross-site writes (CSRF); turns any thrown error
 * into the JSON error answer of lib/http/respond.ts; logs one line per request
 * (method, path, status, duration). Auth wrappers (lib/auth/guard.ts) build on this.
 */
export function route<P = Record<string, string>>(
  handler: Handler<P>,
  options: RouteOptions = {},
): Handler<P> {
  return async (request, context) => {
    const requestId = requestIdFrom(request.headers);
    const started = performance.now();
    return withRequestContext(requestId, async () => {
      let response: Response;
      try {
        assertSameOrigin(request);
        response = await handler(request, context);
      } catch (error) {
        response = toErrorResponse(error);
      }
      response = withRequestId(response, requestId);
      const level = options.quiet && response.status < 400 ? "debug" : "info";
      log[level]("request", {
        method: request.method,
        // Never the query string (it may carry e-mails or ids), nor an e-mailed link's token.
        path: loggedPath(request.url),
        status: response.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
      return response;
    });
  };
}
