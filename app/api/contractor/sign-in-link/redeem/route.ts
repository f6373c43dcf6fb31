import { signedInResponse } from "@/lib/auth/signed-in-response";
import { redeemSignInLink } from "@/lib/contractors/sign-in-link";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** Signs in with a one-time link: the session cookie and the device cookie, as a password login gives. */
export const POST = route(async (request) => {
  const { contractor, ...session } = await redeemSignInLink(db, await readJson(request), request);
  return signedInResponse(request, { contractor }, session);
});
