import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { mayReadMetrics } from "@/lib/metrics/access";
import { scrapeMetrics } from "@/lib/metrics/scrape";

export const dynamic = "force-dynamic";

/**
 * Prometheus's scrape of this instance (README → Metrics and alerts): METRICS_TOKEN as a bearer
 * token, or a client on METRICS_ALLOW_CIDRS. Anyone else: 404, as if there were no such route.
 */
export const GET = route(
  async (request) => {
    if (!mayReadMetrics(request)) throw notFound();
    const scrape = await scrapeMetrics();
    return new Response(scrape.body, {
      headers: { "content-type": scrape.contentType, "cache-control": "no-store" },
    });
  },
  { quiet: true },
);
