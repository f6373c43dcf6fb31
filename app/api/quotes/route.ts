import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { serveDirectly } from "@/lib/http/direct-route";
import { route } from "@/lib/http/route";
import { createQuote } from "@/lib/quotes/create";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, enforceRateLimit } from "@/lib/security/rate-limit";

export const POST = route(async (request) => {
  await enforceRateLimit(db, `quote:ip:${clientNetwork(request)}`, LIMITS.quotesPerAddress);
  const quote = await createQuote(db, await readJson(request));
  return NextResponse.json(quote, { status: 201 });
});

// Nothing of Next.js's request context is used: server.mjs may serve it directly (lib/http/direct-route.ts).
serveDirectly("POST", "/api/quotes", POST);
