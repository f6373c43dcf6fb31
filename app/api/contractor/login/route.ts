import { signedInResponse } from "@/lib/auth/signed-in-response";
import { loginContractor } from "@/lib/contractors/login";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/**
 * Browsers get the session cookie and the device cookie (their later logins keep working while
 * others guess at this e-mail); API clients also get the token, to send as a bearer token.
 */
export const POST = route(async (request) => {
  const { contractor, ...session } = await loginContractor(db, await readJson(request), request);
  return signedInResponse(request, { contractor }, session);
});
