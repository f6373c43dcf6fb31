import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { createQuote } from "@/lib/quotes/create";

export const POST = route(async (request) => {
  const quote = await createQuote(db, await readJson(request));
  return NextResponse.json(quote, { status: 201 });
});
