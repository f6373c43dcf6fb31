import type { PrismaClient } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/http/errors";
import { applyRate, centsToDecimalString, DEFAULT_CONTRACTOR_RATE } from "@/lib/pricing";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { loadSchedulingQuote } from "@/lib/scheduling/availability";
import { toDbDate, todayInNewYork } from "@/lib/scheduling/dates";
import { isBookableDate } from "@/lib/scheduling/window";
import { createBookingSchema } from "@/lib/validations/booking";
import { queueBookingCreatedEmails } from "./notifications";
import { reserveBestContractor } from "./reserve";
import { bookingInclude, serializeBooking } from "./serialize";

/**
 * Books a saved quote in one transaction: re-checks the slot, reserves it for
 * the best free contractor, creates the booking and the job, and queues the
 * e-mails. Booking a quote that already has a live booking returns that one.
 */
export async function createBooking(db: PrismaClient, input: unknown, today: string = todayInNewYork()) {
  const { quoteId, scheduledDate, timeSlot } = createBookingSchema.parse(input);
  if (!isBookableDate(scheduledDate, today)) {
    throw badRequest("Choose a date from tomorrow up to 60 days ahead", { fields: { scheduledDate: ["Outside the booking window"] } });
  }
  const [quote, pricing] = await Promise.all([loadSchedulingQuote(db, quoteId), loadPricingConfig(db)]);
  const rate = pricing.contractorCommissionRate > 0 ? pricing.contractorCommissionRate : DEFAULT_CONTRACTOR_RATE;

  const result = await db.$transaction(
    async (tx) => {
      // Row lock: two requests for the same quote run one after the other.
      const locked = await tx.quote.update({ where: { id: quoteId }, data: { updatedAt: new Date() }, select: { totalCost: true } });
      const existing = await tx.booking.findFirst({ where: { quoteId, status: { not: "cancelled" } }, select: { id: true } });
      if (existing) return { id: existing.id, booking: null, created: false };

      const booking = await tx.booking.create({
        data: { quoteId, status: "scheduled", scheduledDate: toDbDate(scheduledDate), timeSlot },
      });
      const { contractor, days } = await reserveBestContractor(tx, { bookingId: booking.id, quote, date: scheduledDate, slot: timeSlot, today });
      const totalCents = Math.round(Number(locked.totalCost.toFixed(2)) * 100);
      await tx.booking.update({ where: { id: booking.id }, data: { estimatedDays: days } });
      await tx.jobAssignment.create({
        data: {
          bookingId: booking.id,
          contractorId: contractor.id,
          status: "assigned",
          contractorEarnings: centsToDecimalString(applyRate(totalCents, rate)),
        },
      });
      // Read once, complete (job included): for the e-mails and for the answer.
      const full = await tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: bookingInclude });
      await queueBookingCreatedEmails(tx, full);
      return { id: booking.id, booking: full, created: true };
    },
    { timeout: 20_000, maxWait: 20_000 },
  );

  const booking = result.booking ?? (await db.booking.findUniqueOrThrow({ where: { id: result.id }, include: bookingInclude }));
  return { booking: serializeBooking(booking), created: result.created };
}
