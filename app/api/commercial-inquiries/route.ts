import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { createCommercialInquiry } from "@/lib/inquiries/create";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, enforceRateLimit } from "@/lib/security/rate-limit";

/** The home page's commercial contact form: stored, and e-mailed to the business. */
export const POST = route(async (request) => {
  await enforceRateLimit(
    db,
    `commercial-inquiry:${clientNetwork(request)}`,
    LIMITS.commercialInquiriesPerAddress,
  );
  const inquiry = await createCommercialInquiry(db, await readJson(request));
  deliverSoon(db);
  return NextResponse.json({ id: inquiry.id }, { status: 201 });
});
