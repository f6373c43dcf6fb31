import "server-only";
/**
 * The Payments section's CSV for the accountant: every invoice of the list's filter, newest first,
 * one keyset batch at a time as the client reads (constant memory at a million rows), money as
 * exact two-decimal text. Subtotal + Tax + Price Changes = Total.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { csvLine } from "@/lib/admin/booking-csv";
import { centsToDecimalString, decimalToCents } from "@/lib/pricing/money.shared";
import { fromDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import type { AdminInvoicesQuery } from "@/lib/validations/invoice-money";
import { beforeKeyset, invoiceWhere } from "./admin-list";
import { invoiceBalance } from "./balance";

export const INVOICES_CSV_HEADER = [
  "Invoice",
  "Kind",
  "Issued",
  "Service Date",
  "Status",
  "Customer",
  "Email",
  "Address",
  "Subtotal",
  "Tax",
  "Price Changes",
  "Total",
  "Paid",
  "Credited",
  "Due",
  "Paid On",
  "Booking ID",
] as const;

const BATCH = 1000;

export const invoicesCsvFilename = (now = new Date()) => `invoices-${todayInNewYork(now)}.csv`;

export function invoicesCsvStream(
  db: PrismaClient,
  filter: Pick<AdminInvoicesQuery, "q" | "status">,
  now: Date = new Date(),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = invoiceWhere(filter, now);
  let after: { issuedAt: Date; id: string } | undefined;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvLine(INVOICES_CSV_HEADER)));
      },
      async pull(controller) {
        const rows = await db.invoice.findMany({
          where: after ? { AND: [where, beforeKeyset(after)] } : where,
          orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
          take: BATCH,
        });
        if (cancelled) return;
        const text = rows.map((invoice) => {
          const balance = invoiceBalance(invoice);
          return csvLine([
            invoice.number,
            invoice.kind === "job" ? "Job" : "Cancellation fee",
            todayInNewYork(invoice.issuedAt),
            fromDbDate(invoice.serviceDate),
            invoice.status,
            invoice.billedName,
            invoice.billedEmail,
            invoice.billedAddress,
            invoice.subtotal.toFixed(2),
            invoice.tax.toFixed(2),
            // The back office's price changes (the invoice's "adjustment" lines): Total less Subtotal and Tax.
            centsToDecimalString(
              decimalToCents(invoice.total) - decimalToCents(invoice.subtotal) - decimalToCents(invoice.tax),
            ),
            invoice.total.toFixed(2),
            centsToDecimalString(balance.paidCents),
            centsToDecimalString(balance.creditedCents),
            centsToDecimalString(balance.dueCents),
            invoice.paidAt ? todayInNewYork(invoice.paidAt) : "",
            invoice.bookingId ?? "",
          ]);
        });
        if (text.length) controller.enqueue(encoder.encode(text.join("")));
        const last = rows.at(-1);
        if (!last || rows.length < BATCH) return controller.close();
        after = { issuedAt: last.issuedAt, id: last.id };
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
}
