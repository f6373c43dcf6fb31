import "server-only";
/**
 * Holds: a booking of HOLD_FROM_PAINTER_DAYS painter-days or more is created pending (lib/bookings/create.ts)
 * and keeps its days only BOOKING_HOLD_MINUTES, until its customer confirms it from the e-mail. Until then
 * it has no job: its painter is told nothing, and nothing of it shows in their jobs, calendar or
 * earnings. So holding much of the calendar takes mailboxes that receive mail, not just network
 * addresses (README → Security, how much of the calendar one client can hold).
 *
 * An expired hold frees its days without waiting for any timer: the schedule reads skip its
 * reservations and a new booking takes them over (lib/scheduling/availability.ts, reserve.ts,
 * status-sql.ts expiredHoldSql); the background tick then cancels it (releaseExpiredHolds).
 */
import { createElement } from "react";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { emailClock, siteLink } from "@/lib/email/language";
import { enqueueEmail, renderOutgoingEmail, type OutgoingEmail } from "@/lib/email/outbox";
import { BookingHoldEmail } from "@/lib/email/templates/booking-hold-email";
import { ApiError } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { parseId } from "@/lib/http/ids";
import { decimalToCents } from "@/lib/pricing/money.shared";
import { BOOKING_HOLD_MINUTES, HOLD_FROM_PAINTER_DAYS } from "@/lib/security/limits";
import { BOOKING_MESSAGES, confirmHoldSchema } from "@/lib/validations/booking.shared";
import { HOLD_MESSAGES, holdDeadline } from "./holds.shared";
import { facts, queueBookingCreatedEmails } from "./notifications";
import { bookingInclude, serializeBooking, type BookingWithRelations } from "./serialize";
import { HOLD_BOOKING_STATUS } from "./states.shared";
import { createBookingToken, verifyBookingToken } from "./tokens";
import { assignPainter, painterEarnings, transition } from "./transitions";

const MINUTE = 60_000;

/**
 * How long a confirm link stays readable after its hold ran out: long enough that a late click is told
 * the hold expired and to book again (410), not that the link is broken. The hold itself ends at
 * holdExpiresAt whatever the link says.
 */
const LATE_CLICK_MS = 7 * 24 * 60 * MINUTE;

/** Whether a project of `days` painter-days is booked as a hold. */
export const isHoldProject = (days: number) => days >= HOLD_FROM_PAINTER_DAYS;

export const holdExpiry = (now: Date) => new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE);

/** Whether the booking is a hold still waiting for its customer (false once confirmed, expired or released). */
export const isLiveHold = (booking: { status: string; holdExpiresAt: Date | null }, now: Date) =>
  booking.status === HOLD_BOOKING_STATUS && !!booking.holdExpiresAt && booking.holdExpiresAt > now;

/** The confirm page's link, in the customer's language (/es/confirm-booking/… for Spanish). */
export function confirmUrl(bookingId: string, holdExpiresAt: Date, locale: Locale = "en") {
  const token = createBookingToken(bookingId, "confirm", new Date(holdExpiresAt.getTime() + LATE_CLICK_MS));
  return siteLink(locale, `/confirm-booking/${token}`);
}

/** The hold's one e-mail, "Confirm your booking", in the caller's transaction. */
export async function queueHoldEmail(db: DbClient, booking: BookingWithRelations) {
  await enqueueEmail(db, holdEmail(booking));
}

/** The hold's e-mail rendered, for the statement that writes the hold (lib/bookings/insert.ts). */
export const renderHoldEmail = (booking: BookingWithRelations) => renderOutgoingEmail(holdEmail(booking));

function holdEmail(booking: BookingWithRelations): OutgoingEmail {
  const expires = booking.holdExpiresAt ?? booking.createdAt;
  const f = facts(booking);
  return {
    to: booking.quote.email,
    subject: getT(f.locale, "emails")("hold.subject", { service: f.service, date: f.date }),
    template: "booking-hold",
    body: createElement(BookingHoldEmail, {
      ...f,
      confirmUrl: confirmUrl(booking.id, expires, f.locale),
      minutes: Math.round((expires.getTime() - booking.createdAt.getTime()) / MINUTE),
      deadline: emailClock(f.locale, holdDeadline(expires)),
    }),
  };
}

const invalidLink = () =>
  new ApiError(403, `${BOOKING_MESSAGES.invalidLink}: ${BOOKING_MESSAGES.invalidLinkText}`);
const expired = () => new ApiError(410, HOLD_MESSAGES.expired, undefined, "hold_expired");

/** The hold a confirm link names (the confirmation page), or null for a wrong, forged or old link. */
export async function holdFromToken(db: PrismaClient, token: string, now: Date = new Date()) {
  const id = verifyBookingToken(token, "confirm", now);
  const booking = id && (await db.booking.findUnique({ where: { id }, include: bookingInclude }));
  return booking && booking.holdExpiresAt ? serializeBooking(booking) : null;
}

/**
 * Confirms a hold from its e-mail's link: in one transaction, and only while the hold is live, the
 * booking becomes scheduled (stamped confirmedByEmailAt), the painter whose days it holds gets the
 * job, and the e-mails of a new booking go out (the customer's confirmation, the painter's new job).
 * A second confirmation answers the booking again; an expired or released hold answers 410.
 */
export async function confirmHold(db: PrismaClient, rawId: string, input: unknown, now: Date = new Date()) {
  const id = parseId(rawId, BOOKING_MESSAGES.invalidId);
  const { token } = confirmHoldSchema.parse(input ?? {});
  if (verifyBookingToken(token, "confirm", now) !== id) throw invalidLink();

  const confirmed = await db.$transaction(
    async (tx) => {
      // The row lock orders this with a second click and with the tick's release.
      await tx.$queryRaw`SELECT 1 FROM "Booking" WHERE id = ${id}::uuid FOR UPDATE`;
      const booking = await tx.booking.findUnique({ where: { id }, include: bookingInclude });
      if (!booking || !booking.holdExpiresAt) throw invalidLink();
      if (booking.confirmedByEmailAt) return { booking, created: false };
      if (!isLiveHold(booking, now)) throw expired();
      const held = await tx.slotReservation.findFirst({
        where: { bookingId: id },
        select: { contractorId: true },
      });
      if (!held) throw expired();
      await transition(tx, {
        booking,
        to: "scheduled",
        actor: "customer",
        now,
        asRead: { holdExpiresAt: { gt: now }, confirmedByEmailAt: null },
        also: { confirmedByEmailAt: now },
      });
      await assignPainter(tx, {
        bookingId: id,
        contractorId: held.contractorId,
        earnings: await painterEarnings(tx, decimalToCents(booking.quote.totalCost)),
        now,
      });
      const full = await tx.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude });
      await queueBookingCreatedEmails(tx, full);
      return { booking: full, created: true };
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  return { booking: serializeBooking(confirmed.booking), confirmed: confirmed.created };
}

/**
 * The background tick (lib/jobs/background.ts): cancels holds whose time ran out, a batch at a time,
 * through the one state writer (no fee, no e-mail: their painter never knew, their customer never
 * confirmed), which deletes what they still reserve. Returns how many it released.
 */
/** The bookings that are holds whose time ran out at `now`: their days are free for anyone (status-sql.ts expiredHoldSql in SQL). */
export const expiredHoldWhere = (now: Date) =>
  ({ status: HOLD_BOOKING_STATUS, holdExpiresAt: { lte: now } }) satisfies Prisma.BookingWhereInput;

export async function releaseExpiredHolds(db: PrismaClient, now: Date = new Date(), batch = 50) {
  let released = 0;
  for (;;) {
    const due = await db.booking.findMany({
      where: expiredHoldWhere(now),
      orderBy: { holdExpiresAt: "asc" },
      take: batch,
      include: bookingInclude,
    });
    let moved = 0;
    for (const booking of due) {
      if ((await releaseOne(db, booking, now)) === "moved") moved++;
    }
    released += moved;
    // A short batch was the last; one where nothing moved (another instance released them) stops too.
    if (due.length < batch || moved === 0) return released;
  }
}

/**
 * In a booking's transaction, under its quote's lock: releases that quote's holds whose time ran out,
 * so that its customer can book it again before the tick comes by (one live booking per quote).
 */
export async function releaseExpiredHoldsOf(tx: DbClient, quoteId: string, now: Date) {
  const due = await tx.booking.findMany({
    where: { quoteId, ...expiredHoldWhere(now) },
    include: bookingInclude,
  });
  for (const booking of due) await transition(tx, { booking, to: "cancelled", actor: "system", now });
}

async function releaseOne(db: PrismaClient, booking: BookingWithRelations, now: Date) {
  try {
    return await db.$transaction((tx) =>
      transition(tx, {
        booking,
        to: "cancelled",
        actor: "system",
        now,
        // A confirmation committed since the read keeps its booking (the move then refuses).
        asRead: { holdExpiresAt: { lte: now }, confirmedByEmailAt: null },
      }),
    );
  } catch (error) {
    if (error instanceof ApiError) return "changed"; // confirmed or released meanwhile
    throw error;
  }
}
