import { NextResponse } from "next/server";
import { readRegistrationForm, registerContractor } from "@/lib/contractors/register";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { clientIp, enforceRateLimit } from "@/lib/security/rate-limit";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor";

const REGISTRATION_LIMIT = { limit: 10, windowMs: 60 * 60_000, message: "Too many registrations from your network. Please try again later." };

export const POST = route(async (request) => {
  await enforceRateLimit(db, `register:${clientIp(request)}`, REGISTRATION_LIMIT);
  const { fields, w9 } = await readRegistrationForm(request);
  const contractor = await registerContractor(db, fields, w9);
  return NextResponse.json({ message: CONTRACTOR_MESSAGES.registered, contractor }, { status: 201 });
});
