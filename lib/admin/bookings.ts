import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { ERASE_MESSAGES, isErasable, isErasedEmail } from "@/lib/bookings/erased.shared";
import { feeOwedOnCancel } from "@/lib/bookings/fees.shared";
import { earnedBy } from "@/lib/bookings/lifecycle.shared";
import { adjustedTotalCents } from "@/lib/bookings/price-changes.shared";
import { awaitsConfirmation, HOLD_ADMIN_MESSAGE } from "@/lib/bookings/holds.shared";
import { holdsSlots } from "@/lib/bookings/states.shared";
import { queueBookingChangedEmails } from "@/lib/bookings/notifications";
import { reserveBestContractor, reserveForContractor } from "@/lib/bookings/reserve";
import { bookingInclude, currentAssignment, serializeBooking } from "@/lib/bookings/serialize";
import {
  assertMayMoveBooking,
  assignPainter,
  livePainter,
  painterEarnings,
  transition,
} from "@/lib/bookings/transitions";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { centsToDecimalString, decimalToCents } from "@/lib/pricing/money.shared";
import { loadSchedulingQuote } from "@/lib/scheduling/availability";
import { fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { adminBookingUpdateSchema } from "@/lib/validations/admin.shared";
import { findZip } from "@/lib/zips/index.shared";
import { roomLabel } from "@/lib/pricing/quote.shared";
import { jobPhotoSelect, serializeJobPhoto } from "@/lib/uploads/job-photos";
import { invoiceBalance } from "@/lib/invoices/balance";
import { audit } from "./audit";
import type { Jsonified } from "@/lib/http/json";

const money = (value: Prisma.Decimal | null | undefined) => (value ? Number(value.toFixed(2)) : 0);

/** What the back office loads with a booking: its quote, painters and price changes (oldest first). */
export const adminBookingInclude = {
  ...bookingInclude,
  priceChanges: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  // The painter's before and after photos, each with its room (lib/uploads/job-photos.ts).
  jobPhotos: {
    where: { kind: "JOB_PHOTO" },
    select: { ...jobPhotoSelect, jobRoom: { select: { type: true, name: true, position: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
  // Its invoices (the job's, a late-cancellation fee's), shown beside the photos of the work.
  invoices: {
    select: {
      id: true,
      number: true,
      kind: true,
      status: true,
      total: true,
      amountPaid: true,
      amountCredited: true,
    },
    orderBy: [{ issuedAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.BookingInclude;

export type AdminBookingWithRelations = Prisma.BookingGetPayload<{ include: typeof adminBookingInclude }>;

/** The booking's price changes in cents, oldest first. */
export const priceChangeCents = (booking: Pick<AdminBookingWithRelations, "priceChanges">) =>
  booking.priceChanges.map((change) => ({ reason: change.reason, cents: decimalToCents(change.amount) }));

/**
 * The booking with everything the back office shows: contractor contact, the money split and the
 * price changes. `financials.totalCost` is what the job costs now (the quote's total and the changes,
 * docs/product.md §10); `quotedTotal` the quote's own.
 */
export function serializeAdminBooking(booking: AdminBookingWithRelations) {
  const assignment = currentAssignment(booking);
  const quotedCents = decimalToCents(booking.quote.totalCost);
  const totalCents = adjustedTotalCents(quotedCents, priceChangeCents(booking));
  const total = totalCents / 100;
  const contractorEarnings = earnedBy(assignment?.status, money(assignment?.contractorEarnings));
  return {
    ...serializeBooking(booking),
    contractorId: assignment?.contractorId ?? null,
    contractorEmail: assignment?.contractor.email ?? null,
    contractorPhone: assignment?.contractor.phone ?? null,
    county: findZip(booking.quote.zipCode)?.county ?? null,
    financials: {
      quotedTotal: quotedCents / 100,
      priceChanges: (totalCents - quotedCents) / 100,
      totalCost: total,
      contractorEarnings,
      platformShare: Math.round((total - contractorEarnings) * 100) / 100,
      cancellationFee: money(booking.cancellationFee),
    },
    priceChanges: booking.priceChanges.map((change) => ({
      id: change.id,
      amount: money(change.amount),
      reason: change.reason,
      earningsChange: money(change.earningsChange),
      createdAt: change.createdAt.toISOString(),
    })),
    jobPhotos: booking.jobPhotos.map(({ jobRoom, ...photo }) => ({
      ...serializeJobPhoto(photo),
      room: jobRoom ? roomLabel(jobRoom, jobRoom.position) : "Room",
    })),
    invoices: booking.invoices.map(({ id, number, kind, status, ...figures }) => {
      const { totalCents, dueCents } = invoiceBalance(figures);
      return { id, number, kind, status, totalCents, dueCents };
    }),
  };
}

/**
 * Admin edit: the status (the back office's moves of lib/bookings/states.shared.ts only, else 422), date,
 * slot and notes. A new date or slot moves the reservation race-free (same painter when one is
 * assigned) and tells the customer and the painter; cancelling frees the painter's slots.
 */
export async function updateAdminBooking(
  db: PrismaClient,
  rawId: string,
  input: unknown,
  now: Date = new Date(),
) {
  const id = parseId(rawId, "Invalid booking ID");
  const data = adminBookingUpdateSchema.parse(input);
  const booking = await db.booking.findUnique({ where: { id }, include: adminBookingInclude });
  if (!booking) throw notFound("Booking not found");

  const today = todayInNewYork(now);
  const previous = { date: fromDbDate(booking.scheduledDate), slot: booking.timeSlot };
  const date = data.scheduledDate ?? previous.date;
  const slot = data.timeSlot ?? previous.slot;
  const status = data.status ?? booking.status;
  const moving = date !== previous.date || slot !== previous.slot;
  if (moving && date < today) throw badRequest("A booking cannot be moved to a past date");
  // Nobody could be reached or visited: an erased booking stays over.
  if (isErasedEmail(booking.quote.email) && !isErasable(status))
    throw conflict(ERASE_MESSAGES.erasedStaysOver);
  assertMayMoveBooking("admin", booking.status, status);
  // A hold has no job until its customer confirms it (lib/bookings/holds.ts): scheduling or moving it
  // here would book a painter nobody told; it may only be cancelled (its notes edited), or left to expire.
  if (awaitsConfirmation(booking) && (moving || (status !== booking.status && !(status === "cancelled"))))
    throw conflict(HOLD_ADMIN_MESSAGE);
  const wasLive = holdsSlots(booking.status);
  const willLive = holdsSlots(status);
  const keepPainter = livePainter(booking);

  await db.$transaction(
    async (tx) => {
      await tx.booking.update({
        where: { id },
        data: {
          scheduledDate: toDbDate(date),
          timeSlot: slot,
          ...(data.notes !== undefined ? { notes: data.notes } : {}),
          ...(moving ? { calendarSequence: { increment: 1 }, reminderSentAt: null } : {}),
        },
      });
      if (willLive && (moving || !wasLive)) {
        await tx.slotReservation.deleteMany({ where: { bookingId: id } });
        if (keepPainter) {
          await reserveForContractor(tx, {
            bookingId: id,
            contractorId: keepPainter.contractorId,
            date,
            slot,
            days: booking.estimatedDays,
          });
        } else {
          const quote = await loadSchedulingQuote(tx, booking.quoteId);
          const { contractor, days } = await reserveBestContractor(tx, {
            bookingId: id,
            quote,
            date,
            slot,
            today,
          });
          await tx.booking.update({ where: { id }, data: { estimatedDays: days } });
          // The painter's share of what the job costs now: the quote and its price changes (§10).
          const earnings = await painterEarnings(
            tx,
            adjustedTotalCents(decimalToCents(booking.quote.totalCost), priceChangeCents(booking)),
          );
          await assignPainter(tx, { bookingId: id, contractorId: contractor.id, earnings });
        }
      }
      await transition(tx, {
        booking,
        to: status,
        actor: "admin",
        now,
        ...(status === "cancelled" && wasLive
          ? {
              also: {
                cancellationFee: centsToDecimalString(feeOwedOnCancel(booking, { now, byBusiness: true })),
              },
            }
          : {}),
      });
      if (moving && willLive) {
        const updated = await tx.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude });
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
  return serializeAdminBooking(
    await db.booking.findUniqueOrThrow({ where: { id }, include: adminBookingInclude }),
  );
}

export type AdminBookingDto = Jsonified<ReturnType<typeof serializeAdminBooking>>;
