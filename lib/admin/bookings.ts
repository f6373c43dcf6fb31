import type { BookingStatus, JobStatus, Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { queueBookingCancelledEmails, queueBookingChangedEmails } from "@/lib/bookings/notifications";
import { reserveBestContractor, reserveForContractor } from "@/lib/bookings/reserve";
import { bookingInclude, currentAssignment, serializeBooking, type BookingWithRelations } from "@/lib/bookings/serialize";
import { badRequest, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { applyRate, centsToDecimalString, decimalToCents, DEFAULT_CONTRACTOR_RATE } from "@/lib/pricing";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { loadSchedulingQuote } from "@/lib/scheduling/availability";
import { fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates";
import { adminBookingUpdateSchema } from "@/lib/validations/admin";
import { findZip } from "@/lib/zips";
import { audit } from "./audit";

const money = (value: Prisma.Decimal | null | undefined) => (value ? Number(value.toFixed(2)) : 0);

/** The booking with everything the back office shows: contractor contact and the money split. */
export function serializeAdminBooking(booking: BookingWithRelations) {
  const assignment = currentAssignment(booking);
  const total = money(booking.quote.totalCost);
  const contractorEarnings = assignment && assignment.status !== "cancelled" && assignment.status !== "rejected" ? money(assignment.contractorEarnings) : 0;
  return {
    ...serializeBooking(booking),
    contractorId: assignment?.contractorId ?? null,
    contractorEmail: assignment?.contractor.email ?? null,
    contractorPhone: assignment?.contractor.phone ?? null,
    county: findZip(booking.quote.zipCode)?.county ?? null,
    financials: {
      totalCost: total,
      contractorEarnings,
      platformShare: Math.round((total - contractorEarnings) * 100) / 100,
      cancellationFee: money(booking.cancellationFee),
    },
  };
}

export async function listAdminBookings(db: PrismaClient, limit = 500) {
  const rows = await db.booking.findMany({ include: bookingInclude, orderBy: { createdAt: "desc" }, take: limit });
  return rows.map(serializeAdminBooking);
}

const LIVE_JOB: JobStatus[] = ["assigned", "acknowledged", "in_progress"];
/** Where the painter's job goes when the admin sets the booking's status. */
const JOB_FOR_BOOKING: Partial<Record<BookingStatus, JobStatus>> = {
  confirmed: "acknowledged",
  in_progress: "in_progress",
  completed: "completed",
  cancelled: "cancelled",
};

/**
 * Admin edit: any status, date, slot and notes. A new date or slot moves the
 * reservation race-free (same painter when one is assigned) and tells the
 * customer and the painter; cancelling frees the painter's slots.
 */
export async function updateAdminBooking(db: PrismaClient, rawId: string, input: unknown, now: Date = new Date()) {
  const id = parseId(rawId, "Invalid booking ID");
  const data = adminBookingUpdateSchema.parse(input);
  const booking = await db.booking.findUnique({ where: { id }, include: bookingInclude });
  if (!booking) throw notFound("Booking not found");

  const today = todayInNewYork(now);
  const previous = { date: fromDbDate(booking.scheduledDate), slot: booking.timeSlot };
  const date = data.scheduledDate ?? previous.date;
  const slot = data.timeSlot ?? previous.slot;
  const status = data.status ?? booking.status;
  const moving = date !== previous.date || slot !== previous.slot;
  if (moving && date < today) throw badRequest("A booking cannot be moved to a past date");
  const wasLive = booking.status !== "cancelled";
  const willLive = status !== "cancelled";
  const assignment = currentAssignment(booking);
  const keepPainter = assignment && LIVE_JOB.includes(assignment.status) ? assignment : undefined;

  await db.$transaction(
    async (tx) => {
      await tx.booking.update({
        where: { id },
        data: {
          status,
          scheduledDate: toDbDate(date),
          timeSlot: slot,
          ...(data.notes !== undefined ? { notes: data.notes } : {}),
          ...(moving ? { calendarSequence: { increment: 1 }, reminderSentAt: null } : {}),
          // The business cancelling adds no fee of its own, but one the customer already incurred (a late reschedule) stays owed.
          ...(status === "cancelled" && wasLive ? { cancelledAt: now, cancellationFee: booking.cancellationFee ?? "0.00" } : {}),
          ...(status === "confirmed" && booking.status !== "confirmed" ? { confirmedAt: now } : {}),
          ...(status === "completed" && booking.status !== "completed" ? { completedAt: now } : {}),
        },
      });
      if (!willLive) {
        await tx.slotReservation.deleteMany({ where: { bookingId: id } });
      } else if (moving || !wasLive) {
        await tx.slotReservation.deleteMany({ where: { bookingId: id } });
        if (keepPainter) {
          await reserveForContractor(tx, { bookingId: id, contractorId: keepPainter.contractorId, date, slot, days: booking.estimatedDays });
        } else {
          const quote = await loadSchedulingQuote(tx, booking.quoteId);
          const { contractor, days } = await reserveBestContractor(tx, { bookingId: id, quote, date, slot, today });
          const pricing = await loadPricingConfig(tx);
          const rate = pricing.contractorCommissionRate > 0 ? pricing.contractorCommissionRate : DEFAULT_CONTRACTOR_RATE;
          const totalCents = decimalToCents(booking.quote.totalCost);
          await tx.booking.update({ where: { id }, data: { estimatedDays: days } });
          await tx.jobAssignment.create({
            data: { bookingId: id, contractorId: contractor.id, status: "assigned", contractorEarnings: centsToDecimalString(applyRate(totalCents, rate)) },
          });
        }
      }
      const jobStatus = JOB_FOR_BOOKING[status];
      if (jobStatus && status !== booking.status) {
        await tx.jobAssignment.updateMany({
          where: { bookingId: id, status: { in: LIVE_JOB } },
          data: { status: jobStatus, ...(jobStatus === "completed" ? { completedAt: now } : {}) },
        });
      }
      const updated = await tx.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude });
      if (wasLive && !willLive) {
        await queueBookingCancelledEmails(tx, updated, keepPainter?.contractor);
      } else if (moving && willLive) {
        await queueBookingChangedEmails(tx, updated, previous);
      }
      await audit(tx, {
        action: "booking.update",
        entity: "Booking",
        entityId: id,
        before: { status: booking.status, ...previous, notes: booking.notes },
        after: { status, date, slot, notes: data.notes ?? booking.notes },
      });
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  return serializeAdminBooking(await db.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude }));
}
