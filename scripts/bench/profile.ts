/**
 * `npm run bench -- --cpu-prof`: where the server's CPU goes, per measured run.
 *
 * The server runs under `node --cpu-prof` for the whole bench and writes one profile when it stops.
 * V8 stamps samples with the monotonic clock that `process.hrtime` reads in the bench too, so the
 * one profile is cut into a profile per run (the samples between the run's start and end), each
 * written as its own .cpuprofile (open it in Chrome DevTools → Performance, or VS Code), and the
 * run's top frames by self time are printed: what to cut first.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The monotonic clock in µs, as V8's profiler stamps its samples. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The samples taken between `from` and `to` (µs, monotonic) as a profile of their own, each sample
 * charged with the time until the next one (as DevTools does).
 */
export function sliceProfile(profile: CpuProfile, from: number, to: number): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime;
  let last: number | undefined;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) continue;
    if (at > to) break;
    samples.push(profile.samples[i]!);
    timeDeltas.push(last === undefined ? 0 : at - last);
    last = at;
  }
  const hits = new Map<number, number>();
  for (const id of samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  return {
    nodes: profile.nodes.map((node) => ({ ...node, hitCount: hits.get(node.id) ?? 0 })),
    startTime: samples.length ? from : profile.startTime,
    endTime: last ?? from,
    samples,
    timeDeltas,
  };
}

/** Where a frame's code comes from, in a word: a package, Node's internals, the app's bundles, V8. */
export function origin(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node internals";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (/\/\.next[^/]*\/server\//.test(url)) return "app bundles (.next*/server)";
  return path.basename(url);
}

export interface FrameCost {
  frame: string;
  origin: string;
  micros: number;
}
export interface ProfileSummary {
  /** CPU time sampled (µs), without (idle). */
  busyMicros: number;
  frames: FrameCost[];
  origins: FrameCost[];
}

/** Self time by frame (function and place) and by origin, largest first; (idle) left out. */
export function summarize(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  // Sample i is charged the time until sample i + 1.
  for (let i = 0; i + 1 < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const frames = new Map<string, FrameCost>();
  const origins = new Map<string, FrameCost>();
  let busyMicros = 0;
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") continue;
    busyMicros += micros;
    const where = origin(url, functionName);
    const place = url ? ` ${shortUrl(url)}:${lineNumber + 1}` : "";
    const frame = `${functionName || "(anonymous)"}${place}`;
    const f = frames.get(frame) ?? { frame, origin: where, micros: 0 };
    f.micros += micros;
    frames.set(frame, f);
    const o = origins.get(where) ?? { frame: where, origin: where, micros: 0 };
    o.micros += micros;
    origins.set(where, o);
  }
  const largest = (a: FrameCost, b: FrameCost) => b.micros - a.micros;
  return {
    busyMicros,
    frames: [...frames.values()].sort(largest),
    origins: [...origins.values()].sort(largest),
  };
}

/** A frame's file without the checkout's path: node_modules/… or .next-bench/…, or the file name. */
function shortUrl(url: string): string {
  const clean = url.replace(/^file:\/\//, "");
  const modules = clean.lastIndexOf("node_modules/");
  if (modules >= 0) return clean.slice(modules + "node_modules/".length);
  const next = clean.search(/\/\.next[^/]*\//);
  return next >= 0 ? clean.slice(next + 1) : path.basename(clean);
}

/** The top `count` frames and origins as text lines, in ms per request and share of the busy time. */
export function topFrames(summary: ProfileSummary, requests: number, count = 12): string[] {
  const share = (micros: number) => `${((micros / Math.max(1, summary.busyMicros)) * 100).toFixed(1)} %`;
  const perRequest = (micros: number) => `${(micros / 1000 / Math.max(1, requests)).toFixed(3)} ms`;
  return [
    `sampled ${perRequest(summary.busyMicros)} CPU per request (${requests} requests)`,
    "by origin: " +
      summary.origins
        .slice(0, 6)
        .map((o) => `${o.frame} ${share(o.micros)}`)
        .join(", "),
    ...summary.frames
      .slice(0, count)
      .map((f) => `${share(f.micros).padStart(7)}  ${perRequest(f.micros).padStart(9)}/req  ${f.frame}`),
  ];
}

/** The profile a process wrote into `dir` (--cpu-prof names it after the pid). */
export function readProcessProfile(dir: string, pid: number): CpuProfile {
  const file =
    readdirSync(dir).find((name) => name.endsWith(`.${pid}.0.001.cpuprofile`)) ??
    readdirSync(dir).find((name) => name.includes(`.${pid}.`) && name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no CPU profile of process ${pid} in ${dir}`);
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
}

export const writeProfile = (file: string, profile: CpuProfile) =>
  writeFileSync(file, JSON.stringify(profile));
