import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError, badRequest, conflict, forbidden, notFound } from "@/lib/http/errors";
import { centsToDecimalString } from "@/lib/pricing/money.shared";
import { loadSchedulingQuote } from "@/lib/scheduling/availability";
import { fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { isConsultationSlot } from "@/lib/scheduling/time-slots.shared";
import { isBookableDate } from "@/lib/scheduling/window";
import {
  BOOKING_MESSAGES,
  lookupBookingSchema,
  ownershipSchema,
  rescheduleBookingSchema,
} from "@/lib/validations/booking.shared";
import { cancellationFeeCents, feeOwedOnCancel } from "./fees.shared";
import { findBookingByKey, provenByEmail } from "./booking-key";
import {
  queueBookingChangedEmails,
  queueContractorJobCancelledEmail,
  queueContractorNewJobEmail,
} from "./notifications";
import { reserveBestContractor } from "./reserve";
import { isLiveJob } from "./lifecycle.shared";
import { customerMayChange } from "./states.shared";
import { assignPainter, transition } from "./transitions";
import { bookingInclude, currentAssignment, serializeBooking } from "./serialize";
import { verifyBookingToken, type BookingLinkAction } from "./tokens";
import { afterPhotosFor, liveStatusToken } from "./live-status";

const notFoundError = () => notFound(`${BOOKING_MESSAGES.notFound}: ${BOOKING_MESSAGES.notFoundText}`);

/**
 * Booking ID or the customer's reference, + e-mail: a wrong id or reference and a wrong e-mail answer
 * the same 404 (lib/bookings/booking-key.ts: wrong e-mails with an ID are counted per booking).
 */
export async function lookupBooking(db: PrismaClient, rawKey: string, input: unknown) {
  const { email } = lookupBookingSchema.parse(input);
  const found = await findBookingByKey(db, rawKey);
  if (!found || !(await provenByEmail(db, found, email))) throw notFoundError();
  const booking = serializeBooking(found.booking);
  // What the page refreshes its live status with (./live-status.ts), without asking for the e-mail again.
  return {
    ...booking,
    statusToken: liveStatusToken(found.booking, booking.liveStatus),
    // A completed job's after photos: the completion e-mail's links, none once erased.
    afterPhotos: await afterPhotosFor(db, found.booking, booking.liveStatus),
  };
}

/**
 * The booking (named by its ID or its reference), if the caller proves ownership by its e-mail or by
 * a signed link for `action`.
 */
async function ownedBooking(
  db: PrismaClient,
  rawKey: string,
  proof: { email?: string; token?: string },
  action: BookingLinkAction,
) {
  if (!proof.email && !proof.token) {
    throw forbidden("Enter the e-mail address of the booking, or use the link in your confirmation e-mail.");
  }
  const found = await findBookingByKey(db, rawKey);
  if (proof.token) {
    // A link names its booking: it proves nothing about another one (nor about an unknown key).
    if (!found || verifyBookingToken(proof.token, action) !== found.booking.id) {
      throw new ApiError(403, `${BOOKING_MESSAGES.invalidLink}: ${BOOKING_MESSAGES.invalidLinkText}`);
    }
    return found.booking;
  }
  if (!found || !(await provenByEmail(db, found, proof.email ?? ""))) throw notFoundError();
  return found.booking;
}

/** A booking reached through a signed link (the cancel and reschedule pages). */
export async function bookingFromToken(db: PrismaClient, token: string, action: BookingLinkAction) {
  const id = verifyBookingToken(token, action);
  const booking = id && (await db.booking.findUnique({ where: { id }, include: bookingInclude }));
  return booking ? serializeBooking(booking) : null;
}

/**
 * Cancels a scheduled booking: $100 within 24 hours of 09:00 on the booked
 * date, frees the painter's reservations, cancels the job, tells both sides.
 * Cancelling an already cancelled booking just answers again.
 */
export async function cancelBooking(db: PrismaClient, rawId: string, input: unknown, now: Date = new Date()) {
  const proof = ownershipSchema.parse(input ?? {});
  const booking = await ownedBooking(db, rawId, proof, "cancel");
  if (booking.status === "cancelled") {
    return {
      message: "This booking was already cancelled.",
      cancellationFee: Number(booking.cancellationFee ?? 0),
      booking: serializeBooking(booking),
    };
  }
  if (!customerMayChange(booking.status)) {
    throw conflict(
      "Only scheduled bookings can be cancelled online. Please call us to change this appointment.",
    );
  }
  const feeCents = feeOwedOnCancel(booking, { now, byBusiness: false });

  // Only the booking as read: a reschedule committed meanwhile (a fee, another date) is read again;
  // one cancelled concurrently needs nothing more ("already").
  await db.$transaction((tx) =>
    transition(tx, {
      booking,
      to: "cancelled",
      actor: "customer",
      now,
      asRead: { calendarSequence: booking.calendarSequence },
      also: { cancellationFee: centsToDecimalString(feeCents), calendarSequence: { increment: 1 } },
    }),
  );

  const updated = await db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: bookingInclude });
  return {
    message: BOOKING_MESSAGES.cancelled,
    cancellationFee: Number(updated.cancellationFee ?? 0),
    booking: serializeBooking(updated),
  };
}

/**
 * Moves a scheduled booking to another date and slot: the new reservation is
 * taken (race-free, possibly with another painter) before the old one is freed.
 * Within 24 hours of the current appointment the late-change fee applies.
 */
export async function rescheduleBooking(
  db: PrismaClient,
  rawId: string,
  input: unknown,
  now: Date = new Date(),
) {
  const { scheduledDate, timeSlot, ...proof } = rescheduleBookingSchema.parse(input ?? {});
  const booking = await ownedBooking(db, rawId, proof, "reschedule");
  if (!customerMayChange(booking.status))
    throw conflict("Only scheduled bookings can be rescheduled online.");
  const today = todayInNewYork(now);
  if (!isBookableDate(scheduledDate, today))
    throw conflict("Choose a date from tomorrow up to 60 days ahead.");
  const previous = { date: fromDbDate(booking.scheduledDate), slot: booking.timeSlot };
  // A reschedule keeps the kind of visit: a consultation slot stays one, a painting job's too.
  if (isConsultationSlot(previous.slot) !== isConsultationSlot(timeSlot)) {
    throw badRequest(
      isConsultationSlot(previous.slot)
        ? "A colour consultation can only move to another evening slot."
        : "A painting job can only move to a morning or afternoon slot.",
    );
  }
  if (previous.date === scheduledDate && previous.slot === timeSlot)
    return { booking: serializeBooking(booking), cancellationFee: 0 };
  const feeCents = cancellationFeeCents(previous.date, now);
  const quote = await loadSchedulingQuote(db, booking.quoteId);
  const oldAssignment = currentAssignment(booking);

  await db.$transaction(
    async (tx) => {
      const { count } = await tx.booking.updateMany({
        where: { id: booking.id, status: booking.status, calendarSequence: booking.calendarSequence },
        data: { scheduledDate: toDbDate(scheduledDate), timeSlot, calendarSequence: { increment: 1 } },
      });
      if (count === 0) throw conflict("This booking changed meanwhile. Please reload it and try again.");
      // Free the old days first so the same painter may keep the job on overlapping days.
      await tx.slotReservation.deleteMany({ where: { bookingId: booking.id } });
      const { contractor, days } = await reserveBestContractor(tx, {
        bookingId: booking.id,
        quote,
        date: scheduledDate,
        slot: timeSlot,
        today,
      });
      await tx.booking.update({
        where: { id: booking.id },
        data: {
          estimatedDays: days,
          ...(feeCents ? { cancellationFee: centsToDecimalString(feeCents) } : {}),
          reminderSentAt: null,
        },
      });
      const painterChanged = !!oldAssignment && oldAssignment.contractorId !== contractor.id;
      if (painterChanged) {
        // The old painter's job ends; the booking itself stays scheduled.
        if (isLiveJob(oldAssignment.status)) {
          await transition(tx, {
            booking,
            to: booking.status,
            actor: "customer",
            now,
            job: { id: oldAssignment.id, from: oldAssignment.status, to: "cancelled" },
          });
        }
        await assignPainter(tx, {
          bookingId: booking.id,
          contractorId: contractor.id,
          earnings: oldAssignment.contractorEarnings,
        });
      }
      const updated = await tx.booking.findUniqueOrThrow({
        where: { id: booking.id },
        include: bookingInclude,
      });
      if (painterChanged) {
        // The old painter loses the job, the new one gets it: each hears about it as such.
        await queueContractorJobCancelledEmail(tx, booking, oldAssignment.contractor);
        await queueContractorNewJobEmail(tx, updated);
        await queueBookingChangedEmails(tx, updated, previous, { customerOnly: true });
      } else {
        await queueBookingChangedEmails(tx, updated, previous);
      }
    },
    { timeout: 20_000, maxWait: 20_000 },
  );

  const updated = await db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: bookingInclude });
  return { booking: serializeBooking(updated), cancellationFee: feeCents / 100 };
}
