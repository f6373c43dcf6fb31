/**
 * The key queries, as the app runs them: each probe calls the function a route handler calls,
 * with the query string the bench's HTTP requests send (parsed by the route's own schema).
 */
import { bookingAnalytics } from "@/lib/admin/analytics";
import { bookingsCsvStream } from "@/lib/admin/booking-export";
import { listAdminBookings } from "@/lib/admin/booking-list";
import { cleanupStats } from "@/lib/admin/cleanup";
import { listJobHistory } from "@/lib/contractors/job-history";
import { jobSummary } from "@/lib/contractors/job-summary";
import { listOpenJobs } from "@/lib/contractors/jobs";
import { listAdminInvoices } from "@/lib/invoices/admin-list";
import { invoicesCsvStream } from "@/lib/invoices/csv";
import { monthlyTotals } from "@/lib/invoices/monthly-totals";
import { paintersOwed, unpaidJobs } from "@/lib/payouts/payouts";
import { weeklyStatements } from "@/lib/payouts/statements";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { availableDates, loadSchedulingQuote } from "@/lib/scheduling/availability";
import { parseAdminBookingsFilter, parseAdminBookingsQuery } from "@/lib/validations/admin-bookings-query";
import type { Probe } from "./explain";
import type { Samples } from "./samples";

export interface ProbeInputs {
  samples: Samples;
  painterId: string;
  quoteId: string;
}

const list = (db: PrismaClient, query: string) =>
  listAdminBookings(db, parseAdminBookingsQuery(new URLSearchParams(query)));

export function keyQueries({ samples, painterId, quoteId }: ProbeInputs): Probe[] {
  const [from, to] = samples.ranges[Math.floor(samples.ranges.length / 2)]!;
  const q = (value: string) => `q=${encodeURIComponent(value)}`;
  return [
    { name: "Admin bookings: first page", run: (db) => list(db, "") },
    {
      name: "Admin bookings: next page",
      run: async (db) => {
        const first = await list(db, "");
        if (!first.nextCursor) throw new Error("the first page has no nextCursor");
        return list(db, `cursor=${encodeURIComponent(first.nextCursor)}`);
      },
    },
    {
      name: "Admin bookings: next page by scheduled date",
      run: async (db) => {
        const first = await list(db, "sort=scheduled");
        if (!first.nextCursor) throw new Error("the first page has no nextCursor");
        return list(db, `sort=scheduled&cursor=${encodeURIComponent(first.nextCursor)}`);
      },
    },
    { name: "Admin search: e-mail", run: (db) => list(db, q(samples.emails[0]!)) },
    { name: "Admin search: phone", run: (db) => list(db, q(samples.phones[0]!)) },
    { name: "Admin search: customer name", run: (db) => list(db, q(samples.names[0]!)) },
    { name: "Admin search: booking id", run: (db) => list(db, q(samples.bookingIds[0]!)) },
    {
      name: "Admin list: status + county + 30-day range",
      run: (db) => list(db, `status=scheduled&county=Philadelphia&from=${from}&to=${to}`),
    },
    { name: "Admin list: painter filter", run: (db) => list(db, `painter=${samples.painterIds[0]!}`) },
    { name: "Admin analytics", run: (db) => bookingAnalytics(db) },
    {
      name: "CSV export: first two batches",
      run: async (db) => {
        const reader = bookingsCsvStream(db, parseAdminBookingsFilter(new URLSearchParams())).getReader();
        for (let i = 0; i < 3; i++) await reader.read();
        await reader.cancel();
      },
    },
    { name: "Painter 1: open jobs", run: (db) => listOpenJobs(db, painterId) },
    { name: "Painter 1: summary", run: (db) => jobSummary(db, painterId) },
    { name: "Painter 1: history, first page", run: (db) => listJobHistory(db, painterId, { limit: 20 }) },
    {
      name: "Available dates, quote in 19103",
      run: async (db) => availableDates(db, await loadSchedulingQuote(db, quoteId)),
    },
    { name: "Admin cleanup stats", run: (db) => cleanupStats(db) },
    ...paymentQueries({ samples, painterId }),
  ];
}

/** The Payments section's and the statements' queries (payment-targets.ts). */
function paymentQueries({ samples, painterId }: Omit<ProbeInputs, "quoteId">): Probe[] {
  const invoices = (db: PrismaClient, query: Record<string, string>) => listAdminInvoices(db, query);
  // Page 11's cursor, found by the probe's first (warm-up) run: the recorded run reads page 11 alone.
  let page11: string | undefined;
  const cursorOfPage11 = async (db: PrismaClient) => {
    let page = await invoices(db, {});
    for (let i = 1; i < 10 && page.nextCursor; i++) page = await invoices(db, { cursor: page.nextCursor });
    if (!page.nextCursor) throw new Error("the list has no page 11");
    return page.nextCursor;
  };
  return [
    ...(["open", "overdue", "paid"] as const).map((status) => ({
      name: `Payments: ${status}, first page`,
      run: (db: PrismaClient) => invoices(db, { status }),
    })),
    {
      name: "Payments: page 11 of all invoices",
      run: async (db) => invoices(db, { cursor: (page11 ??= await cursorOfPage11(db)) }),
    },
    { name: "Payments search: invoice number", run: (db) => invoices(db, { q: samples.invoiceNumbers[0]! }) },
    { name: "Payments search: e-mail", run: (db) => invoices(db, { q: samples.invoiceEmails[0]! }) },
    { name: "Payments search: customer name", run: (db) => invoices(db, { q: samples.invoiceNames[0]! }) },
    { name: "Payments: totals per month", run: (db) => monthlyTotals(db) },
    {
      name: "Payments CSV export: first two batches",
      run: async (db) => {
        const reader = invoicesCsvStream(db, {}).getReader();
        for (let i = 0; i < 3; i++) await reader.read();
        await reader.cancel();
      },
    },
    { name: "Painters owed", run: (db) => paintersOwed(db) },
    { name: "Painter 1: unpaid jobs (payout form)", run: (db) => unpaidJobs(db, painterId) },
    { name: "Painter 1: weekly statements", run: (db) => weeklyStatements(db, painterId) },
  ];
}
