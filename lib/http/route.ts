import "server-only";
import type { NextResponse } from "next/server";
import { log, withRequestContext } from "@/lib/log";
import { loggedPath } from "@/lib/log/logged-path.mjs";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";
import { countApiRequest } from "@/lib/metrics";
import { boundedRequest } from "./body";
import { BODY_CAPS, type BodyCap } from "./body-caps";
import { assertSameOrigin } from "./origin";
import { toErrorResponse } from "./respond";

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response | NextResponse>;

export interface RouteOptions {
  /** Log successful answers at debug level only (the readiness probe, polled every few seconds). */
  quiet?: boolean;
  /** The most the request body may be (lib/http/body-caps.ts): BODY_CAPS.json unless said. */
  bodyCap?: BodyCap;
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
 * the response echoes; refuses cross-site writes (CSRF); caps the request body
 * (`bodyCap`, lib/http/body.ts); turns any thrown error into the JSON error
 * answer of lib/http/respond.ts; logs one line per request (method, path,
 * status, duration) and counts it in the metrics (lib/metrics: by route pattern and status).
 * Auth wrappers (lib/auth/guard.ts) build on this.
 *
 * The body cap comes before the handler, and so before any authorisation: a
 * 413 depends only on the body's size and the route's published cap, so it
 * tells a caller without a session nothing that the 401 would have kept from
 * it, and nobody, signed in or not, makes a route hold more than its cap (nor
 * spends a session look-up on a body that is refused anyway).
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
        response = await handler(await boundedRequest(request, options.bodyCap ?? BODY_CAPS.json), context);
      } catch (error) {
        response = toErrorResponse(error);
      }
      response = withRequestId(response, requestId);
      const seconds = (performance.now() - started) / 1000;
      countApiRequest(request.url, request.method, response.status, seconds);
      const level = options.quiet && response.status < 400 ? "debug" : "info";
      log[level]("request", {
        method: request.method,
        // Never the query string (it may carry e-mails or ids), nor an e-mailed link's token.
        path: loggedPath(request.url),
        status: response.status,
        durationMs: Math.round(seconds * 10_000) / 10,
      });
      return response;
    });
  };
}

/**
 * For handlers that are not route()'s (Auth.js's: it reads any body whole into memory, and three
 * 400 MB posts took a server from 430 MB to 1.65 GB): the same cap as route() gives, answered
 * with the same 413, and nothing else of route() (Auth.js has its own CSRF token and redirects).
 */
export function withBodyAtMost<R extends Request>(
  cap: BodyCap,
  handler: (request: R) => Promise<Response>,
): (request: R) => Promise<Response> {
  return async (request) => {
    const started = performance.now();
    const count = (status: number) =>
      countApiRequest(request.url, request.method, status, (performance.now() - started) / 1000);
    let bounded: Request;
    try {
      bounded = await boundedRequest(request, cap);
    } catch (error) {
      const refused = toErrorResponse(error);
      count(refused.status);
      return refused;
    }
    try {
      // boundedRequest hands on a NextRequest (or the request itself when it has no body).
      const response = await handler(bounded as R);
      count(response.status);
      return response;
    } catch (error) {
      count(500); // Next.js answers what escapes a handler with 500
      throw error;
    }
  };
}
