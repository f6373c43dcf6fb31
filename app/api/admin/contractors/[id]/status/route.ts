import { NextResponse } from "next/server";
import { setContractorActive } from "@/lib/admin/contractors";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

export const PUT = withAdmin<{ id: string }>(async (request, { params }) =>
  NextResponse.json({
    message: "Contractor status updated successfully",
    contractor: await setContractorActive(db, (await params).id, await readJson(request)),
  }),
);
