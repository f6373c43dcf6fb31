import { NextResponse } from "next/server";
import { updatePricing } from "@/lib/admin/pricing";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

export const POST = withAdmin(async (request) =>
  NextResponse.json({
    message: "Pricing updated successfully",
    items: await updatePricing(db, await readJson(request)),
  }),
);
