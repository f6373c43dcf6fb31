import { NextResponse } from "next/server";
import { setPasswordWithToken } from "@/lib/contractors/set-password";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, enforceRateLimit } from "@/lib/security/rate-limit";

/** Public: the signed link from the invitation e-mail is the credential. */
export const POST = route(async (request) => {
  await enforceRateLimit(db, `set-password:${clientNetwork(request)}`, LIMITS.setPasswordPerAddress);
  const { email } = await setPasswordWithToken(db, await readJson(request));
  return NextResponse.json({ message: "Your password is set. You can log in now.", email });
});
