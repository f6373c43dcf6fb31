import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { parseId } from "@/lib/http/ids";
import { route } from "@/lib/http/route";
import { loadSchedulingQuote, projectEstimate } from "@/lib/scheduling/availability";

export const GET = route<{ quoteId: string }>(async (_request, { params }) => {
  const quote = await loadSchedulingQuote(db, parseId((await params).quoteId, "Invalid quote ID"));
  return NextResponse.json({ estimatedDays: await projectEstimate(db, quote) });
});
