/**
 * One client: requests sent one after the other on one keep-alive connection, each answer read to
 * its end before the next request goes out. Latency is then the request's own service time.
 */
import http from "node:http";
import type { OnMeasure, Stats, Target } from "../load";
import { SEQUENTIAL_REQUESTS, SEQUENTIAL_WARMUP } from "./options";

export const percentile = (sorted: Float64Array, q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]! : NaN;

interface Answer {
  status: number;
  ms: number;
  bytes: number;
}

/** One request of `target` on `agent`; status 0 when no answer came. */
export function sendOnce(target: Target, agent: http.Agent): Promise<Answer> {
  const { hostname, port } = new URL(target.url);
  const template = target.request();
  const req = template.setupRequest ? template.setupRequest({ ...template }) : template;
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method: req.method,
        path: req.path,
        headers: { ...req.headers, connection: "keep-alive" },
        agent,
        timeout: 120_000,
      },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, bytes }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started, bytes: 0 }));
    request.end(req.body);
  });
}

export async function sequential(
  target: Target,
  onMeasure: OnMeasure,
  counts = { warmup: SEQUENTIAL_WARMUP, requests: SEQUENTIAL_REQUESTS },
): Promise<Stats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < counts.warmup; i++) await sendOnce(target, agent);
    const answers: Answer[] = [];
    const started = performance.now();
    const measured = await onMeasure(async () => {
      for (let i = 0; i < counts.requests; i++) answers.push(await sendOnce(target, agent));
    });
    const seconds = (performance.now() - started) / 1000;
    const ok = answers.filter((a) => a.status >= 200 && a.status < 300);
    const sorted = Float64Array.from(answers.map((a) => a.ms)).sort();
    const okSorted = Float64Array.from(ok.map((a) => a.ms)).sort();
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    return {
      total: answers.length,
      rps: answers.length / seconds,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      okP95: percentile(okSorted, 0.95),
      statuses,
      non2xx: answers.length - ok.length,
      errors: statuses[0] ?? 0,
      timeouts: 0,
      cpu: measured.cpu,
    };
  } finally {
    agent.destroy();
  }
}
