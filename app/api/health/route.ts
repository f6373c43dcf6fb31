import { NextResponse } from "next/server";
import { isDatabaseHealthy } from "@/lib/db/health";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

/**
 * The readiness probe (Docker HEALTHCHECK, docker-compose, load balancers):
 * 200 once the database answers a query, 503 otherwise. Quiet: successful
 * probes are logged at debug level only.
 */
export const GET = route(
  async () => {
    if (await isDatabaseHealthy()) {
      return NextResponse.json({ status: "ok", database: "ok" }, { headers: noStore });
    }
    return NextResponse.json({ status: "error", database: "unreachable" }, { status: 503, headers: noStore });
  },
  { quiet: true },
);
