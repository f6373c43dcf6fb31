/** The reads the scale bench measures: each target's request, and its p95 goal (TARGET_MS, options.ts). */
import { TARGET_MS } from "./options";
import { paymentTargets } from "./payment-targets";
import { rotation, targetOn, within, type ScaleTarget } from "./read-target";
import type { Samples } from "./samples";

export type { ScaleTarget } from "./read-target";

export interface ReadInputs {
  base: string;
  adminToken: string;
  painterToken: string;
  samples: Samples;
  /** Paths of second and later pages: first pages' nextCursor, followed. */
  nextPages: string[];
  /** Paths of pages 11–20 of the Payments list, by filter: nextCursor followed. */
  paymentPages: string[];
  /** A saved quote in the hot zip, as the booking wizard has it. */
  quoteId: string;
}

const search = (q: string) => `/api/admin/bookings?q=${encodeURIComponent(q)}`;

export function readTargets(inputs: ReadInputs): ScaleTarget[] {
  const { base, adminToken, painterToken, samples, nextPages, quoteId } = inputs;
  const admin = { authorization: `Bearer ${adminToken}` };
  const painter = { authorization: `Bearer ${painterToken}` };
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
  const t = targetOn(base);
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
    ...paymentTargets(inputs),
    t("cleanup-stats", "Admin cleanup stats", admin, () => "/api/admin/cleanup/stats", {
      goal: "no target set (was 0.35–0.75 s at 200,000 bookings)",
    }),
  ];
}
