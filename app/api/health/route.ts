import { NextResponse } from "next/server";
import { isDatabaseHealthy } from "@/lib/db/health";
import { serveDirectly } from "@/lib/http/direct-route";
import { route } from "@/lib/http/route";
import { isDraining } from "@/lib/process/shutdown.mjs";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

/**
 * The readiness probe (Docker HEALTHCHECK, docker-compose, load balancers):
 * 200 once the database answers a query, 503 otherwise. Quiet: successful
 * probes are logged at debug level only. From the moment the process is told to stop (server.mjs,
 * SIGTERM) it answers 503 `draining`, so that load balancers send it nothing new.
 * Its 503s carry no error reference: a probe reads the status, and no person quotes it to support
 * (the other routes' 503 `unavailable` answers do carry one, lib/http/respond.ts).
 */
export const GET = route(
  async () => {
    if (isDraining()) {
      return NextResponse.json({ status: "draining" }, { status: 503, headers: noStore });
    }
    if (await isDatabaseHealthy()) {
      return NextResponse.json({ status: "ok", database: "ok" }, { headers: noStore });
    }
    return NextResponse.json({ status: "error", database: "unreachable" }, { status: 503, headers: noStore });
  },
  { quiet: true },
);

// Nothing of Next.js's request context is used: server.mjs may serve it directly (lib/http/direct-route.ts).
serveDirectly("GET", "/api/health", GET);
