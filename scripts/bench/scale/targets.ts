/** The reads the scale bench measures: each target's request, and its p95 goal (TARGET_MS, options.ts). */
import type { Request } from "autocannon";
import type { Target } from "../load";
import { TARGET_MS } from "./options";
import type { Samples } from "./samples";

export interface ScaleTarget extends Target {
  name: string;
  /** The p95 goal with one client (TARGET_MS), when the read has one. */
  limitMs?: number;
  /** What the figure is measured against, in words (the report's "target" column). */
  goal: string;
}

export interface ReadInputs {
  base: string;
  adminToken: string;
  painterToken: string;
  samples: Samples;
  /** Paths of second and later pages: first pages' nextCursor, followed. */
  nextPages: string[];
  /** A saved quote in the hot zip, as the booking wizard has it. */
  quoteId: string;
}

/** Cycles through `values`, one per call. */
function rotation<T>(values: readonly T[]): () => T {
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

const search = (q: string) => `/api/admin/bookings?q=${encodeURIComponent(q)}`;

export function readTargets({ base, adminToken, painterToken, samples, nextPages, quoteId }: ReadInputs) {
  const admin = { authorization: `Bearer ${adminToken}` };
  const painter = { authorization: `Bearer ${painterToken}` };
  const within = (ms: number) => ({ limitMs: ms, goal: `p95 ≤ ${ms} ms` });
  const status = rotation(samples.statuses);
  const county = rotation(samples.counties);
  const range = rotation(samples.ranges);
  const filtered = () => {
    const [from, to] = range();
    return `/api/admin/bookings?status=${status()}&county=${county()}&from=${from}&to=${to}`;
  };
  const email = rotation(samples.emails);
  const phone = rotation(samples.phones);
  const name = rotation(samples.names);
  const id = rotation(samples.bookingIds);
  const painterId = rotation(samples.painterIds);
  const next = rotation(nextPages);
  const t = (
    key: string,
    label: string,
    headers: Record<string, string>,
    path: () => string,
    goal: { limitMs?: number; goal: string },
  ) => getTarget(key, label, base, headers, path, goal);
  return [
    t("list-first", "Admin bookings: first page", admin, () => "/api/admin/bookings", within(TARGET_MS.list)),
    t("list-next", "Admin bookings: next page (cursor)", admin, next, within(TARGET_MS.list)),
    t("search-email", "Admin search: e-mail", admin, () => search(email()), within(TARGET_MS.search)),
    t("search-phone", "Admin search: phone", admin, () => search(phone()), within(TARGET_MS.search)),
    t("search-name", "Admin search: customer name", admin, () => search(name()), within(TARGET_MS.search)),
    t("search-id", "Admin search: booking id", admin, () => search(id()), within(TARGET_MS.search)),
    t(
      "filter-status-county-dates",
      "Admin list: status + county + 30-day range",
      admin,
      filtered,
      within(TARGET_MS.filtered),
    ),
    t(
      "filter-painter",
      "Admin list: painter filter",
      admin,
      () => `/api/admin/bookings?painter=${painterId()}`,
      within(TARGET_MS.filtered),
    ),
    t("analytics", "Admin analytics", admin, () => "/api/admin/analytics", within(TARGET_MS.analytics)),
    t(
      "dashboard-jobs",
      "Painter 1 dashboard: open jobs",
      painter,
      () => "/api/contractor/jobs",
      within(TARGET_MS.dashboard),
    ),
    t(
      "dashboard-summary",
      "Painter 1 dashboard: summary",
      painter,
      () => "/api/contractor/jobs/summary",
      within(TARGET_MS.dashboard),
    ),
    t(
      "dashboard-history",
      "Painter 1 dashboard: history, first page",
      painter,
      () => "/api/contractor/jobs/history",
      within(TARGET_MS.dashboard),
    ),
    t(
      "available-dates",
      "Available dates, quote in 19103",
      {},
      () => `/api/contractor-available-dates?quoteId=${quoteId}`,
      within(TARGET_MS.availableDates),
    ),
    t("cleanup-stats", "Admin cleanup stats", admin, () => "/api/admin/cleanup/stats", {
      goal: "no target set (was 0.35–0.75 s at 200,000 bookings)",
    }),
  ];
}
