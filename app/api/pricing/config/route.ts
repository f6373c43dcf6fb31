import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { route } from "@/lib/http/route";
import { loadPricingConfig } from "@/lib/pricing/repository";

export const dynamic = "force-dynamic";

export const GET = route(async () =>
  NextResponse.json(await loadPricingConfig(db), { headers: NO_CACHE_HEADERS }),
);
