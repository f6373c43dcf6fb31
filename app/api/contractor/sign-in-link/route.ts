import { NextResponse } from "next/server";
import { requestSignInLink } from "@/lib/contractors/sign-in-link";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** Mails a one-time sign-in link to the painter with this e-mail (the same answer when there is none). */
export const POST = route(async (request) => {
  const result = await requestSignInLink(db, await readJson(request), request);
  deliverSoon(db);
  return NextResponse.json(result, { status: 202 });
});
