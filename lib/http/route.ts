import type { NextResponse } from "next/server";
import { toErrorResponse } from "./respond";

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response | NextResponse>;

/**
 * Wraps a route handler so that any thrown error becomes the JSON error answer
 * of lib/http/respond.ts. Auth wrappers (lib/auth) build on this.
 */
export function route<P = Record<string, string>>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
