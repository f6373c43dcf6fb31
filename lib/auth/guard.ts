import "server-only";
import type { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { readBodyAtMost } from "@/lib/http/body";
import type { BodyCap } from "@/lib/http/body-caps";
import { ApiError, forbidden, unauthorized } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { authenticate, type AuthContext } from "./sessions";

type Context<P> = { params: Promise<P> };
type AuthedHandler<P, A> = (
  request: Request,
  context: Context<P> & { auth: A },
) => Promise<Response | NextResponse>;

export type ContractorAuth = AuthContext & { role: "contractor"; contractorId: string };
export type AdminAuth = AuthContext & { role: "admin" };

/**
 * The one auth helper of protected handlers: 401 without a live session,
 * 403 for the wrong role. The proxy authorises nothing; this does.
 */
export const PASSWORD_CHANGE_REQUIRED = "Your password was reset. Choose a new password before you continue.";

interface GuardOptions {
  /** Open to a contractor who must still change a reset password: changing it, logging out. */
  whilePasswordChangeRequired?: boolean;
  /** Another body cap than the JSON one (an upload's: lib/http/body-caps.ts). */
  bodyCap?: BodyCap;
}

function withRole<A extends AuthContext, P>(
  role: A["role"],
  handler: AuthedHandler<P, A>,
  options: GuardOptions = {},
) {
  return route<P>(
    async (request, context) => {
      const auth = await authenticate(db, request);
      if (!auth) {
        // An upload's body streams past route()'s check: one past its cap is a 413 without a session too.
        if (options.bodyCap) await readBodyAtMost(request, options.bodyCap);
        throw unauthorized(role === "admin" ? "Admin login required" : "Please log in to continue");
      }
      if (auth.role !== role) throw forbidden();
      if (auth.mustChangePassword && !options.whilePasswordChangeRequired) {
        throw new ApiError(
          403,
          PASSWORD_CHANGE_REQUIRED,
          { mustChangePassword: true },
          "password_change_required",
        );
      }
      return handler(request, { ...context, auth: auth as A });
    },
    { bodyCap: options.bodyCap },
  );
}

export const withContractor = <P = Record<string, string>>(
  handler: AuthedHandler<P, ContractorAuth>,
  options?: GuardOptions,
) => withRole<ContractorAuth, P>("contractor", handler, options);

export const withAdmin = <P = Record<string, string>>(handler: AuthedHandler<P, AdminAuth>) =>
  withRole<AdminAuth, P>("admin", handler);
