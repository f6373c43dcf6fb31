import { NextResponse } from "next/server";
import { listContractors } from "@/lib/admin/contractors";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";

export const GET = withAdmin(async () => NextResponse.json(await listContractors(db)));
