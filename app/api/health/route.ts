import { NextResponse } from "next/server";
import { isDatabaseHealthy } from "@/lib/db/health";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

export async function GET() {
  if (await isDatabaseHealthy()) {
    return NextResponse.json({ status: "ok", database: "ok" }, { headers: noStore });
  }
  return NextResponse.json({ status: "error", database: "unreachable" }, { status: 503, headers: noStore });
}
