/** The two ways the bench loads a target: closed loop at saturation, and open loop at a fixed rate. */
import http from "node:http";
import type autocannonFn from "autocannon";
import type { Request, Result } from "autocannon";
import type { CpuUsed } from "./cpu";
import { DURATION, SEQUENTIAL_DURATION, WARMUP } from "./config";

type Autocannon = typeof autocannonFn;

export interface Target {
  label: string;
  url: string;
  request: () => Request;
}

/** Every response of a measured run: autocannon itself has no p95. */
interface Sink {
  latencies: number[];
  ok: number[];
  statuses: Record<number, number>;
}
const newSink = (): Sink => ({ latencies: [], ok: [], statuses: {} });

export interface Stats {
  total: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  okP95: number;
  statuses: Record<number, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  cpu: CpuUsed;
}

/** Measures what `fn` runs, with the CPU it cost (scripts/bench/cpu.ts). */
export type OnMeasure = <T>(fn: () => Promise<T>) => Promise<{ value: T; cpu: CpuUsed }>;

const percentile = (sorted: Float64Array, q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]! : NaN;

/** One autocannon instance; every response's latency and status is recorded here (autocannon has no p95). */
function autocannonRun(
  autocannon: Autocannon,
  options: Parameters<Autocannon>[0],
  sink?: Sink,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    if (sink) {
      instance.on(
        "response",
        (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
          sink.latencies.push(responseTime);
          sink.statuses[statusCode] = (sink.statuses[statusCode] ?? 0) + 1;
          if (statusCode >= 200 && statusCode < 300) sink.ok.push(responseTime);
        },
      );
    }
  });
}

function summarize(sink: Sink, seconds: number, results: Pick<Result, "errors" | "timeouts">[]) {
  const sorted = Float64Array.from(sink.latencies).sort();
  const okSorted = Float64Array.from(sink.ok).sort();
  const total = sink.latencies.length;
  return {
    total,
    rps: total / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    okP95: percentile(okSorted, 0.95),
    statuses: sink.statuses,
    non2xx: total - sink.ok.length,
    errors: results.reduce((n, r) => n + r.errors, 0),
    timeouts: results.reduce((n, r) => n + r.timeouts, 0),
  };
}

/**
 * Saturation: one autocannon instance, `connections` connections in a closed loop (each sends its
 * next request as soon as the previous answer arrives), after a warm-up run that is discarded.
 */
export async function saturation(
  autocannon: Autocannon,
  target: Target,
  connections: number,
  onMeasure: OnMeasure,
): Promise<Stats> {
  const base = { url: target.url, connections, requests: [target.request()], timeout: 30 };
  if (WARMUP > 0) await autocannonRun(autocannon, { ...base, duration: WARMUP });
  const sink = newSink();
  const started = performance.now();
  const measured = await onMeasure(() => autocannonRun(autocannon, { ...base, duration: DURATION }, sink));
  return { ...summarize(sink, (performance.now() - started) / 1000, [measured.value]), cpu: measured.cpu };
}

type Counts = { errors: number; timeouts: number };

/**
 * One request on a kept-alive connection; resolves with its status (0: a socket error or timeout,
 * counted in `counts`). Its latency counts from `due`, the moment it was meant to go out.
 */
function sendOne(
  target: Target,
  agent: http.Agent | undefined,
  sink: Sink | undefined,
  counts: Counts,
  due = performance.now(),
) {
  const { hostname, port } = new URL(target.url);
  const template = target.request();
  const req = template.setupRequest ? template.setupRequest({ ...template }) : template;
  return new Promise<number>((resolve) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method: req.method,
        path: req.path,
        headers: { ...req.headers, connection: "keep-alive" },
        agent,
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          const latency = performance.now() - due;
          const status = response.statusCode ?? 0;
          if (sink) {
            sink.latencies.push(latency);
            sink.statuses[status] = (sink.statuses[status] ?? 0) + 1;
            if (status >= 200 && status < 300) sink.ok.push(latency);
          }
          resolve(status);
        });
      },
    );
    request.on("timeout", () => {
      counts.timeouts++;
      request.destroy(new Error("timeout"));
    });
    request.on("error", () => {
      counts.errors++;
      resolve(0);
    });
    request.end(req.body);
  });
}

/**
 * One client, one kept-alive connection, one request at a time (the next goes out when the answer
 * is in): what a request costs the server with nothing else in flight, the fixed per-request work
 * (routing, logging, metrics, Next's request pipeline) that a loaded server spreads thinner.
 */
export async function sequential(target: Target, onMeasure: OnMeasure): Promise<Stats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const counts: Counts = { errors: 0, timeouts: 0 };
  const runFor = async (seconds: number, sink?: Sink) => {
    const until = performance.now() + seconds * 1000;
    // The warm-up's errors are not counted.
    while (performance.now() < until)
      await sendOne(target, agent, sink, sink ? counts : { errors: 0, timeouts: 0 });
  };
  try {
    if (WARMUP > 0) await runFor(WARMUP);
    const sink = newSink();
    const started = performance.now();
    const measured = await onMeasure(() => runFor(SEQUENTIAL_DURATION, sink));
    return { ...summarize(sink, (performance.now() - started) / 1000, [counts]), cpu: measured.cpu };
  } finally {
    agent.destroy();
  }
}

/**
 * Fixed overall rate over exactly `connections` keep-alive connections, open loop: request k is
 * due at start + k / rate and goes out on connection k mod `connections`, whether or not earlier
 * answers have come back. Its latency counts from the moment it was due, so a server that falls
 * behind is charged for the wait (no coordinated omission). autocannon cannot do this: its rate is
 * a whole number of requests per second per connection (so 50 connections mean at least 50 req/s),
 * and one instance releases every connection's quota at the same instant each second, a burst
 * rather than a rate. The client is Node's own http with one socket per agent.
 */
export async function fixedRate(
  target: Target,
  connections: number,
  rate: number,
  onMeasure: OnMeasure,
): Promise<Stats> {
  const agents = Array.from(
    { length: connections },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  const send = (k: number, due: number, sink: Sink | undefined, counts: Counts) =>
    sendOne(target, agents[k % connections], sink, counts, due).then(() => undefined);
  const runPhase = async (seconds: number, sink?: Sink): Promise<Counts> => {
    const counts = { errors: 0, timeouts: 0 };
    const total = Math.round(rate * seconds);
    const start = performance.now();
    const pending: Promise<void>[] = [];
    for (let k = 0; k < total; k++) {
      const due = start + (k * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      pending.push(send(k, due, sink, counts));
    }
    await Promise.all(pending);
    return counts;
  };
  try {
    if (WARMUP > 0) await runPhase(WARMUP);
    const sink = newSink();
    const measured = await onMeasure(() => runPhase(DURATION, sink));
    return { ...summarize(sink, DURATION, [measured.value]), cpu: measured.cpu };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}
