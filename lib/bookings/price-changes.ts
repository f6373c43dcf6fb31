import "server-only";
/**
 * The one writer of BookingPriceChange (docs/product.md §10): the back office changes what a job
 * costs before it is done, for extra work (a positive amount) or a discount (a negative one), with a
 * reason the customer reads on the invoice. The rules:
 *
 * - only while the booking is live (not completed, not cancelled: lib/bookings/states.shared.ts) and
 *   has no job invoice yet (a job reopened after completion keeps the invoice it was issued, which
 *   never changes: a correction then is a credit note);
 * - what the job costs with every change (the quote's total + the changes) never goes below $0.00;
 * - the painter's share follows: the live job's contractorEarnings moves by the commission rate in
 *   force × the change (never below $0.00), recorded with the change (`earningsChange`);
 * - each change is in the audit log; sent again with the same clientRef, it is the same change.
 *
 * The job's invoice, issued when the booking completes (lib/invoices/issue.ts), carries each change
 * as its own line. The booking row is locked (after its jobs, in the order the painter's Complete Job
 * takes them), so a change and a completion never cross: one lands on the invoice or is refused.
 */
import type { BookingPriceChange, PrismaClient } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import {
  adminBookingInclude,
  priceChangeCents,
  serializeAdminBooking,
  type AdminBookingDto,
} from "@/lib/admin/bookings";
import { audit } from "@/lib/admin/audit";
import { ApiError, conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { centsToDecimalString, decimalToCents, formatUsd, type Cents } from "@/lib/pricing/money.shared";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { priceChangeSchema } from "@/lib/validations/invoice-money";
import { bookingStatusLabel, contractorEarningsCents } from "./lifecycle.shared";
import { adjustedTotalCents } from "./price-changes.shared";
import { isLiveBooking } from "./states.shared";
import { livePainter } from "./transitions";

export interface NewPriceChange {
  bookingId: string;
  amountCents: Cents;
  reason: string;
  /** "admin" */
  actor: string;
  clientRef?: string | null;
}

/** Locks the booking's jobs, then the booking, in the order a painter's move takes them. */
async function lockBooking(tx: DbClient, bookingId: string) {
  await tx.$executeRaw`SELECT 1 FROM "JobAssignment" WHERE "bookingId" = ${bookingId}::uuid ORDER BY "id" FOR UPDATE`;
  await tx.$executeRaw`SELECT 1 FROM "Booking" WHERE "id" = ${bookingId}::uuid FOR UPDATE`;
}

/**
 * Records a price change on a booking, inside the caller's transaction. `repeated`: the same
 * clientRef was recorded before, and that change is returned with nothing written.
 */
export async function addPriceChange(
  tx: DbClient,
  input: NewPriceChange,
  now: Date = new Date(),
): Promise<{ change: BookingPriceChange; repeated: boolean }> {
  await lockBooking(tx, input.bookingId);
  const booking = await tx.booking.findUnique({
    where: { id: input.bookingId },
    include: {
      ...adminBookingInclude,
      invoices: { where: { kind: "job" }, select: { number: true } },
    },
  });
  if (!booking) throw notFound("Booking not found");
  if (input.clientRef) {
    const earlier = await tx.bookingPriceChange.findUnique({ where: { clientRef: input.clientRef } });
    if (earlier) {
      if (earlier.bookingId !== booking.id)
        throw new ApiError(422, "This price change was recorded against another booking.");
      return { change: earlier, repeated: true };
    }
  }
  const invoice = booking.invoices[0];
  if (invoice)
    throw conflict(
      `Invoice ${invoice.number} is already issued for this booking: correct it with a credit note.`,
    );
  if (!isLiveBooking(booking.status))
    throw conflict(
      `A ${bookingStatusLabel(booking.status).toLowerCase()} booking's price cannot be changed.`,
    );
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents === 0)
    throw new ApiError(422, "The amount cannot be $0.00.", undefined, "invalid_request");

  const beforeCents = adjustedTotalCents(decimalToCents(booking.quote.totalCost), priceChangeCents(booking));
  const afterCents = beforeCents + input.amountCents;
  if (afterCents < 0)
    throw conflict(
      `That would take the price below $0.00: at most ${formatUsd(beforeCents)} can be taken off.`,
      { totalCents: beforeCents },
    );

  // The painter's share follows the change, at the rate in force (as when a job is assigned).
  const job = livePainter(booking);
  let earningsChangeCents = 0;
  if (job) {
    const { contractorCommissionRate } = await loadPricingConfig(tx);
    const earnedCents = decimalToCents(job.contractorEarnings);
    const movedCents = Math.max(
      0,
      earnedCents + contractorEarningsCents(input.amountCents, contractorCommissionRate),
    );
    earningsChangeCents = movedCents - earnedCents;
    if (earningsChangeCents !== 0)
      await tx.jobAssignment.update({
        where: { id: job.id },
        data: { contractorEarnings: centsToDecimalString(movedCents) },
      });
  }

  const change = await tx.bookingPriceChange.create({
    data: {
      bookingId: booking.id,
      amount: centsToDecimalString(input.amountCents),
      reason: input.reason.trim(),
      earningsChange: centsToDecimalString(earningsChangeCents),
      actor: input.actor,
      clientRef: input.clientRef ?? null,
      createdAt: now,
    },
  });
  await audit(tx, {
    actor: input.actor,
    action: "booking.price_changed",
    entity: "Booking",
    entityId: booking.id,
    before: {
      totalCents: beforeCents,
      ...(job ? { contractorEarningsCents: decimalToCents(job.contractorEarnings) } : {}),
    },
    after: {
      priceChangeId: change.id,
      amountCents: input.amountCents,
      reason: change.reason,
      totalCents: afterCents,
      ...(job
        ? {
            jobId: job.id,
            earningsChangeCents,
            contractorEarningsCents: decimalToCents(job.contractorEarnings) + earningsChangeCents,
          }
        : {}),
    },
  });
  return { change, repeated: false };
}

export type PriceChangeDto = AdminBookingDto["priceChanges"][number];

/**
 * POST /api/admin/bookings/{bookingId}/price-changes: the change, and the booking as the back office
 * now shows it (its price changes and money split).
 */
export async function adminChangeBookingPrice(
  db: PrismaClient,
  rawBookingId: string,
  input: unknown,
  now: Date = new Date(),
) {
  const bookingId = parseId(rawBookingId, "Invalid booking ID");
  const { amount, reason, clientRef } = priceChangeSchema.parse(input);
  const { change, repeated } = await db.$transaction(
    (tx) => addPriceChange(tx, { bookingId, amountCents: amount, reason, clientRef, actor: "admin" }, now),
    { timeout: 20_000, maxWait: 20_000 },
  );
  const booking = serializeAdminBooking(
    await db.booking.findUniqueOrThrow({ where: { id: bookingId }, include: adminBookingInclude }),
  );
  return {
    repeated,
    booking,
    priceChange: booking.priceChanges.find((c) => c.id === change.id) ?? null,
  };
}
