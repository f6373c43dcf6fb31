import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { setAvailability } from "@/lib/contractors/availability";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

export const POST = withContractor(async (request, { auth }) =>
  NextResponse.json(await setAvailability(db, auth.contractorId, await readJson(request))),
);
