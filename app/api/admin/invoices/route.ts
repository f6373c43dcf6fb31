import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { listAdminInvoices } from "@/lib/invoices/admin-list";

export const GET = withAdmin(async (request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return NextResponse.json(await listAdminInvoices(db, query), { headers: NO_CACHE_HEADERS });
});
