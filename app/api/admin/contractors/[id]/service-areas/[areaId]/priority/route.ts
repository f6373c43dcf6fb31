import { NextResponse } from "next/server";
import { setServiceAreaPriority } from "@/lib/admin/contractors";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

export const PUT = withAdmin<{ id: string; areaId: string }>(async (request, { params }) => {
  const { id, areaId } = await params;
  return NextResponse.json(await setServiceAreaPriority(db, id, areaId, await readJson(request)));
});
