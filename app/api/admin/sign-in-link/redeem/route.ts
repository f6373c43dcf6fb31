import { redeemAdminSignInLink } from "@/lib/admin/sign-in-link";
import { signedInResponse } from "@/lib/auth/signed-in-response";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** Signs the admin in with a one-time link: the session cookie and the device cookie, as a login gives. */
export const POST = route(async (request) =>
  signedInResponse(
    request,
    { success: true },
    await redeemAdminSignInLink(db, await readJson(request), request),
  ),
);
