import { NextResponse } from "next/server";
import { runCleanup } from "@/lib/admin/cleanup";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";

export const POST = withAdmin(async () =>
  NextResponse.json({ message: "Cleanup Complete", ...(await runCleanup(db)) }),
);
