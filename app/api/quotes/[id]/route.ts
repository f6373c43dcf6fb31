import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { getQuote } from "@/lib/quotes/get";

export const GET = route<{ id: string }>(async (_request, { params }) => {
  const { id } = await params;
  return NextResponse.json(await getQuote(db, id));
});
