import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * The liveness probe (the container HEALTHCHECK): 200 while this process serves requests, without
 * touching the database. An orchestrator restarts a container that fails it; a database outage must
 * not restart every instance, so that is /api/health's business (readiness, for load balancers).
 */
export const GET = route(
  async () => NextResponse.json({ status: "alive" }, { headers: { "Cache-Control": "no-store" } }),
  { quiet: true },
);
