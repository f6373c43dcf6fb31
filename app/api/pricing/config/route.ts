import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { serveDirectly } from "@/lib/http/direct-route";
import { route } from "@/lib/http/route";
import { keptPricingConfig } from "@/lib/pricing/repository";

export const dynamic = "force-dynamic";

export const GET = route(async () =>
  NextResponse.json(await keptPricingConfig(db), { headers: NO_CACHE_HEADERS }),
);

// Nothing of Next.js's request context is used: server.mjs may serve it directly (lib/http/direct-route.ts).
serveDirectly("GET", "/api/pricing/config", GET);
