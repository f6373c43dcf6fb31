import "server-only";
/**
 * Who may record money, and against what (docs/product.md §10): the back office against any invoice;
 * a painter against the invoice of their own completed job only, in cash or check (a phone that
 * finished the job offline sends it when back online: its clientRef makes the repeat one payment).
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { adminPaymentSchema, creditNoteSchema, painterPaymentSchema } from "@/lib/validations/invoice-money";
import { issueCreditNote, recordPayment } from "./payments";

/** A payment date the back office gives is that day in New York, at noon (no time-zone edge). */
const receivedOnDay = (isoDate: string) => new Date(toDbDate(isoDate).getTime() + 17 * 3_600_000);

export async function adminRecordPayment(
  db: PrismaClient,
  rawInvoiceId: string,
  input: unknown,
  now = new Date(),
) {
  const invoiceId = parseId(rawInvoiceId, "Invalid invoice ID");
  const payment = adminPaymentSchema.parse(input);
  const receivedAt =
    payment.receivedOn && payment.receivedOn !== todayInNewYork(now)
      ? receivedOnDay(payment.receivedOn)
      : now;
  return db.$transaction((tx) =>
    recordPayment(
      tx,
      {
        invoiceId,
        method: payment.method,
        amountCents: payment.amount,
        checkNumber: payment.checkNumber,
        note: payment.note,
        clientRef: payment.clientRef,
        receivedAt,
        recordedBy: "admin",
      },
      now,
    ),
  );
}

export async function adminIssueCreditNote(
  db: PrismaClient,
  rawInvoiceId: string,
  input: unknown,
  now = new Date(),
) {
  const invoiceId = parseId(rawInvoiceId, "Invalid invoice ID");
  const { amount, reason } = creditNoteSchema.parse(input);
  return db.$transaction((tx) =>
    issueCreditNote(tx, { invoiceId, amountCents: amount, reason, actor: "admin" }, now),
  );
}

/** The painter's cash or check, against their own completed job's invoice. */
export async function painterRecordPayment(
  db: PrismaClient,
  contractorId: string,
  rawJobId: string,
  input: unknown,
  now = new Date(),
) {
  const jobId = parseId(rawJobId, "Invalid job ID");
  const payment = painterPaymentSchema.parse(input);
  // Another painter's job, or a job not completed yet, is indistinguishable from a missing invoice.
  const job = await db.jobAssignment.findFirst({
    where: { id: jobId, contractorId, status: "completed" },
    select: { bookingId: true },
  });
  const invoice = job
    ? await db.invoice.findFirst({
        where: { bookingId: job.bookingId, kind: "job", contractorId },
        select: { id: true },
      })
    : null;
  if (!invoice) throw notFound("No invoice for this job yet: complete the job first.");
  return db.$transaction((tx) =>
    recordPayment(
      tx,
      {
        invoiceId: invoice.id,
        method: payment.method,
        amountCents: payment.amount,
        checkNumber: payment.checkNumber,
        note: payment.note,
        clientRef: payment.clientRef,
        receivedAt: now,
        recordedBy: `contractor:${contractorId}`,
      },
      now,
    ),
  );
}
