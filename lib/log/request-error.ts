/**
 * Page render errors (and anything else Next.js reports to instrumentation.ts's onRequestError)
 * as the app's JSON log lines. Next.js gives the error a `digest`, and in production that digest is
 * all the browser gets: app/(en)/error.tsx shows it as the page's reference. Logged here as `reference`
 * with the request's id (nginx's X-Request-ID, or server.mjs's), so support finds the line from
 * what the visitor read out (README → Operations → Logs).
 */
import "server-only";
import { log, serializeError } from "@/lib/log";
import { loggedPath } from "@/lib/log/logged-path.mjs";
import { isSaneRequestId, REQUEST_ID_HEADER } from "@/lib/log/request-id";

interface ErrorRequest {
  path: string;
  method: string;
  headers: NodeJS.Dict<string | string[]>;
}

interface ErrorContext {
  routerKind: string;
  routePath: string;
  routeType: string;
  renderSource?: string;
}

/** The digest Next.js gave the error (what the error page shows), if any. */
export function digestOf(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && digest ? digest : undefined;
}

export function logRequestError(error: unknown, request: ErrorRequest, context: ErrorContext) {
  const given = request.headers[REQUEST_ID_HEADER];
  const requestId = typeof given === "string" && isSaneRequestId(given) ? given : undefined;
  log.error(
    "request failed",
    {
      reference: digestOf(error),
      method: request.method,
      // Never the query string, nor an e-mailed link's token (lib/log/logged-path.mjs).
      path: loggedPath(request.path),
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      error: serializeError(error),
    },
    requestId,
  );
}
