/** One read target of the scale bench (a GET with its p95 goal), and the helpers that build them. */
import type { Request } from "autocannon";
import type { Target } from "../load";

export interface ScaleTarget extends Target {
  name: string;
  /** The p95 goal with one client (TARGET_MS), when the read has one. */
  limitMs?: number;
  /** What the figure is measured against, in words (the report's "target" column). */
  goal: string;
}

/** Cycles through `values`, one per call. */
export function rotation<T>(values: readonly T[]): () => T {
  if (!values.length) throw new Error("nothing to rotate through");
  let i = 0;
  return () => values[i++ % values.length]!;
}

function getTarget(
  name: string,
  label: string,
  base: string,
  headers: Record<string, string>,
  path: () => string,
  goal: { limitMs?: number; goal: string },
): ScaleTarget {
  return {
    name,
    label,
    url: base,
    ...goal,
    request: (): Request => ({
      method: "GET",
      path: "/",
      headers,
      setupRequest: (req) => ({ ...req, path: path() }),
    }),
  };
}

/** A GET target on `base` with `headers`, its path drawn per request. */
export const targetOn =
  (base: string) =>
  (
    key: string,
    label: string,
    headers: Record<string, string>,
    path: () => string,
    goal: { limitMs?: number; goal: string },
  ) =>
    getTarget(key, label, base, headers, path, goal);

export const within = (ms: number) => ({ limitMs: ms, goal: `p95 ≤ ${ms} ms` });
