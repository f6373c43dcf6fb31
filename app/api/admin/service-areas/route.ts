import { NextResponse } from "next/server";
import { createServiceArea, listServiceAreas } from "@/lib/admin/service-areas";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

export const GET = withAdmin(async (request) => {
  const showInactive = new URL(request.url).searchParams.get("showInactive") === "true";
  return NextResponse.json(await listServiceAreas(db, showInactive));
});

export const POST = withAdmin(async (request) =>
  NextResponse.json(await createServiceArea(db, await readJson(request)), { status: 201 }),
);
