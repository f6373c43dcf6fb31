import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { BODY_CAPS } from "@/lib/http/body-caps";
import { route } from "@/lib/http/route";
import { handleStripeEvent, verifiedEvent } from "@/lib/payments/webhook";

/**
 * Stripe's events (lib/payments/webhook.ts). Not rate-limited per address (Stripe sends from many):
 * the body cap and the signature, checked before any database work, bound what a stranger's
 * request costs. Answered 200 once applied (or a repeat), so Stripe stops retrying.
 */
export const POST = route(
  async (request) => {
    const event = verifiedEvent(await request.text(), request.headers.get("stripe-signature"));
    const outcome = await handleStripeEvent(db, event);
    if (outcome === "recorded") deliverSoon(db);
    return NextResponse.json({ received: true, outcome });
  },
  { bodyCap: BODY_CAPS.webhook },
);
