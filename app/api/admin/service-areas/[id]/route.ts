import { NextResponse } from "next/server";
import { deleteServiceArea, updateServiceArea } from "@/lib/admin/service-areas";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

export const PUT = withAdmin<{ id: string }>(async (request, { params }) =>
  NextResponse.json(await updateServiceArea(db, (await params).id, await readJson(request))),
);

export const DELETE = withAdmin<{ id: string }>(async (_request, { params }) =>
  NextResponse.json(await deleteServiceArea(db, (await params).id)),
);
