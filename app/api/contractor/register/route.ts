import { NextResponse } from "next/server";
import { readRegistrationForm, registerContractor } from "@/lib/contractors/register";
import { db } from "@/lib/db";
import { BODY_CAPS } from "@/lib/http/body-caps";
import { route } from "@/lib/http/route";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, emailKey, enforceRateLimit } from "@/lib/security/rate-limit";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor";

export const POST = route(
  async (request) => {
    await enforceRateLimit(db, `register:${clientNetwork(request)}`, LIMITS.registrationsPerAddress);
    const { fields, w9 } = await readRegistrationForm(request);
    const email = emailKey(fields.email);
    if (email) await enforceRateLimit(db, `register:email:${email}`, LIMITS.registrationsPerEmail);
    const contractor = await registerContractor(db, fields, w9);
    return NextResponse.json({ message: CONTRACTOR_MESSAGES.registered, contractor }, { status: 201 });
  },
  { bodyCap: BODY_CAPS.upload },
);
