import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { checkServiceArea } from "@/lib/service-areas/coverage";
import { checkServiceAreaSchema } from "@/lib/validations/quote.shared";

export const POST = route(async (request) => {
  const { address } = checkServiceAreaSchema.parse(await readJson(request));
  const { isServiceable, message } = await checkServiceArea(db, address);
  return NextResponse.json({ isServiceable, message });
});
