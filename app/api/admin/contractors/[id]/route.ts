import { NextResponse } from "next/server";
import { getAdminContractor, updateContractor } from "@/lib/admin/contractors";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

export const GET = withAdmin<{ id: string }>(async (_request, { params }) =>
  NextResponse.json(await getAdminContractor(db, (await params).id)),
);

export const PATCH = withAdmin<{ id: string }>(async (request, { params }) =>
  NextResponse.json({
    message: "Contractor updated successfully",
    contractor: await updateContractor(db, (await params).id, await readJson(request)),
  }),
);
