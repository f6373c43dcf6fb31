/**
 * The back office's money reads (issue 41): the Payments list by filter, deep pages, searches,
 * monthly totals, painters owed and one painter's unpaid jobs, and the busiest painter's weekly
 * statements. Goals as the bookings list's (TARGET_MS): a page 50 ms, a search 100 ms, the monthly
 * totals (an aggregate of the last twelve months) the analytics' 200 ms, a painter's page 50 ms.
 */
import { TARGET_MS } from "./options";
import { rotation, targetOn, within, type ScaleTarget } from "./read-target";
import type { ReadInputs } from "./targets";

const INVOICES = "/api/admin/invoices";
const search = (q: string) => `${INVOICES}?q=${encodeURIComponent(q)}`;

export function paymentTargets({
  base,
  adminToken,
  painterToken,
  samples,
  paymentPages,
}: ReadInputs): ScaleTarget[] {
  const admin = { authorization: `Bearer ${adminToken}` };
  const painter = { authorization: `Bearer ${painterToken}` };
  const t = targetOn(base);
  const deep = rotation(paymentPages);
  const number = rotation(samples.invoiceNumbers);
  const email = rotation(samples.invoiceEmails);
  const name = rotation(samples.invoiceNames);
  const painterId = rotation(samples.painterIds);
  const list = within(TARGET_MS.list);
  return [
    t("payments-list-all", "Payments: all invoices, first page", admin, () => INVOICES, list),
    ...(["open", "overdue", "paid"] as const).map((status) =>
      t(
        `payments-list-${status}`,
        `Payments: ${status}, first page`,
        admin,
        () => `${INVOICES}?status=${status}`,
        list,
      ),
    ),
    t("payments-list-deep", "Payments: pages 11–20 (cursor), by filter", admin, deep, list),
    t(
      "payments-search-number",
      "Payments search: invoice number",
      admin,
      () => search(number()),
      within(TARGET_MS.search),
    ),
    t(
      "payments-search-email",
      "Payments search: e-mail",
      admin,
      () => search(email()),
      within(TARGET_MS.search),
    ),
    t(
      "payments-search-name",
      "Payments search: customer name",
      admin,
      () => search(name()),
      within(TARGET_MS.search),
    ),
    t(
      "payments-totals",
      "Payments: totals per month",
      admin,
      () => `${INVOICES}/totals`,
      within(TARGET_MS.analytics),
    ),
    t("payments-owed", "Painters owed", admin, () => "/api/admin/payouts", list),
    t(
      "payments-painter-unpaid",
      "One painter's unpaid jobs (payout form)",
      admin,
      () => `/api/admin/contractors/${painterId()}/payouts`,
      list,
    ),
    t(
      "payments-statements",
      "Painter 1 (the busiest): weekly statements",
      painter,
      () => "/api/contractor/statements",
      within(TARGET_MS.dashboard),
    ),
  ];
}
