import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { contractorProfile } from "@/lib/contractors/profile";
import { db } from "@/lib/db";

export const GET = withContractor(async (_request, { auth }) =>
  NextResponse.json(await contractorProfile(db, auth.contractorId)),
);
