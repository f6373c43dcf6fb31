import type { NextResponse } from "next/server";
import { assertSameOrigin } from "./origin";
import { toErrorResponse } from "./respond";

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response | NextResponse>;

/**
 * Wraps a route handler: refuses cross-site writes (CSRF), and turns any thrown
 * error into the JSON error answer of lib/http/respond.ts. Auth wrappers
 * (lib/auth/guard.ts) build on this.
 */
export function route<P = Record<string, string>>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    try {
      assertSameOrigin(request);
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
