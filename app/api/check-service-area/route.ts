import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { serveDirectly } from "@/lib/http/direct-route";
import { route } from "@/lib/http/route";
import { checkServiceArea } from "@/lib/service-areas/coverage";
import { checkServiceAreaSchema } from "@/lib/validations/quote.shared";

export const POST = route(async (request) => {
  const { address } = checkServiceAreaSchema.parse(await readJson(request));
  const { isServiceable, message } = await checkServiceArea(db, address, { kept: true });
  return NextResponse.json({ isServiceable, message });
});

// Nothing of Next.js's request context is used: server.mjs may serve it directly (lib/http/direct-route.ts).
serveDirectly("POST", "/api/check-service-area", POST);
