import type { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { forbidden, unauthorized } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { authenticate, type AuthContext } from "./sessions";

type Context<P> = { params: Promise<P> };
type AuthedHandler<P, A> = (request: Request, context: Context<P> & { auth: A }) => Promise<Response | NextResponse>;

export type ContractorAuth = AuthContext & { role: "contractor"; contractorId: string };
export type AdminAuth = AuthContext & { role: "admin" };

/**
 * The one auth helper of protected handlers: 401 without a live session,
 * 403 for the wrong role. The proxy authorises nothing; this does.
 */
function withRole<A extends AuthContext, P>(role: A["role"], handler: AuthedHandler<P, A>) {
  return route<P>(async (request, context) => {
    const auth = await authenticate(db, request);
    if (!auth) throw unauthorized(role === "admin" ? "Admin login required" : "Please log in to continue");
    if (auth.role !== role) throw forbidden();
    return handler(request, { ...context, auth: auth as A });
  });
}

export const withContractor = <P = Record<string, string>>(handler: AuthedHandler<P, ContractorAuth>) =>
  withRole<ContractorAuth, P>("contractor", handler);

export const withAdmin = <P = Record<string, string>>(handler: AuthedHandler<P, AdminAuth>) => withRole<AdminAuth, P>("admin", handler);
