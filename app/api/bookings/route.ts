import { NextResponse } from "next/server";
import { createBooking } from "@/lib/bookings/create";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";
import { serveDirectly } from "@/lib/http/direct-route";
import { route } from "@/lib/http/route";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, enforceRateLimit } from "@/lib/security/rate-limit";

export const POST = route(async (request) => {
  const client = clientNetwork(request);
  await enforceRateLimit(db, `booking:ip:${client}`, LIMITS.bookingsPerAddress);
  const { booking, created } = await createBooking(db, await readJson(request), { client });
  if (created) deliverSoon(db);
  return NextResponse.json(booking, { status: created ? 201 : 200 });
});

// Nothing of Next.js's request context is used: server.mjs may serve it directly (lib/http/direct-route.ts).
serveDirectly("POST", "/api/bookings", POST);
