import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/http/errors";
import { toDbDate } from "@/lib/scheduling/dates.shared";
import { bookingStatusesWhere } from "./states.shared";
import { bookingStatusList, bookingStatusSql, expiredHoldSql } from "./status-sql";
import {
  HELD_PAINTER_DAYS_PER_ADDRESS_MESSAGE,
  LIVE_BOOKING_CAPS,
  LIVE_BOOKINGS_PER_EMAIL_MESSAGE,
  LIVE_BOOKINGS_PER_PROPERTY_MESSAGE,
  PAINTER_DAY_CAPS,
  PAINTER_DAYS_PER_ADDRESS_MESSAGE,
  PAINTER_DAYS_PER_EMAIL_MESSAGE,
} from "@/lib/security/limits";

/** Advisory-lock classes, so that an e-mail's, a property's and a network's hashes never share a lock. */
const EMAIL_LOCK_CLASS = 7301;
const PROPERTY_LOCK_CLASS = 7302;
const NETWORK_LOCK_CLASS = 7303;

interface BookingRequest {
  /** The quote being booked: its own booking (a repeated request) never counts against it. */
  quote: { id: string; emailKey: string; propertyKey: string };
  /** The network it comes from (clientNetwork); absent for bookings the back office makes. */
  client?: string;
  /** The painter-days the booking would hold. */
  days: number;
  /** Whether it is a hold (lib/bookings/holds.ts), counted apart until its mailbox confirms it. */
  hold: boolean;
}

/**
 * Refuses (409, with whom to call instead) a booking that would give one customer more than
 * the caps of lib/security/limits.ts allow: upcoming bookings per mailbox and per property
 * (LIVE_BOOKING_CAPS), and upcoming painter-days per mailbox and per network (PAINTER_DAY_CAPS).
 * What is counted is what is still to come, so the caps cannot be outrun by waiting an hour;
 * a cancelled booking (its reservations deleted), an expired hold or a past day frees its place.
 * A network's painter-days are counted in two parts: those booked at once, which no mailbox proved
 * (`perAddress`), and its live holds (`heldPerAddress`); a hold confirmed from its e-mail leaves the
 * network's count and stays in its mailbox's. Every live booking and hold counts for its mailbox.
 *
 * Runs inside the booking's transaction, after lockQuoteAndCustomer: it holds a lock per mailbox,
 * property and network until it commits, so parallel requests from one customer are counted one
 * after the other (this statement's snapshot is taken after the locks).
 */
/**
 * The first statement of a booking's transaction: locks the quote's row (two requests for one quote
 * run one after the other), then, once it holds it, the locks of its mailbox, property and network
 * that assertUnderBookingCaps counts under, in that order, as the booking always took them. False
 * (and no lock taken) when the quote is gone. One round trip: the quote is locked in a CTE that the
 * advisory locks are computed from, so they are taken only for the row it returned, after its lock.
 */
export async function lockQuoteAndCustomer(
  tx: Prisma.TransactionClient,
  quote: BookingRequest["quote"],
  client: string | undefined,
): Promise<boolean> {
  // Quotes store their mailbox (emailKey, kept by a trigger) and property key: both indexed.
  const { emailKey, propertyKey } = quote;
  const locked = await tx.$queryRaw<unknown[]>`
    WITH q AS MATERIALIZED (SELECT id FROM "Quote" WHERE id = ${quote.id}::uuid FOR UPDATE)
    SELECT pg_advisory_xact_lock(${EMAIL_LOCK_CLASS}::int, hashtext(${emailKey}))::text,
      pg_advisory_xact_lock(${PROPERTY_LOCK_CLASS}::int, hashtext(${propertyKey}))::text,
      pg_advisory_xact_lock(${NETWORK_LOCK_CLASS}::int, hashtext(${client ?? ""}))::text
    FROM q`;
  return locked.length > 0;
}

export async function assertUnderBookingCaps(
  tx: Prisma.TransactionClient,
  { quote, client, days, hold }: BookingRequest,
  { today, now }: { today: string; now: Date },
): Promise<{ quoteHasExpiredHold: boolean }> {
  const { emailKey, propertyKey } = quote;
  const network = client ?? "";
  const from = toDbDate(today);
  // Asked in the same round trip, for create.ts: whether the quote's own hold ran out (it is then
  // released before the quote is booked anew). The counts leave the quote's bookings out anyway.
  const [held] = await tx.$queryRaw<
    {
      bookingsByEmail: number;
      bookingsByProperty: number;
      daysByEmail: number;
      daysByNetwork: number;
      heldByNetwork: number;
      quoteHasExpiredHold: boolean;
    }[]
  >`
    SELECT
      EXISTS (SELECT 1 FROM "Booking" e WHERE e."quoteId" = ${quote.id}::uuid AND ${expiredHoldSql("e", now)}) AS "quoteHasExpiredHold",
      count(*) FILTER (WHERE l."emailKey" = ${emailKey} AND l."scheduledDate" >= ${from})::int AS "bookingsByEmail",
      count(*) FILTER (WHERE l."propertyKey" = ${propertyKey} AND l."scheduledDate" >= ${from})::int AS "bookingsByProperty",
      coalesce(sum(l.days) FILTER (WHERE l."emailKey" = ${emailKey}), 0)::int AS "daysByEmail",
      coalesce(sum(l.days) FILTER (WHERE l."clientNetwork" = ${network} AND NOT l.hold AND NOT l."byEmail"), 0)::int AS "daysByNetwork",
      coalesce(sum(l.days) FILTER (WHERE l."clientNetwork" = ${network} AND l.hold), 0)::int AS "heldByNetwork"
    FROM (
      SELECT q."emailKey", q."propertyKey", b."clientNetwork", b."scheduledDate",
        (b.status = ${bookingStatusSql("pending")} AND b."holdExpiresAt" IS NOT NULL) AS hold,
        (b."confirmedByEmailAt" IS NOT NULL) AS "byEmail",
        (SELECT count(*) FROM "SlotReservation" r WHERE r."bookingId" = b.id AND r.date >= ${from}) AS days
      FROM "Booking" b
      JOIN "Quote" q ON q.id = b."quoteId"
      WHERE (q."emailKey" = ${emailKey} OR q."propertyKey" = ${propertyKey} OR b."clientNetwork" = ${network})
        AND q.id <> ${quote.id}::uuid
        AND b.status IN (${bookingStatusList(bookingStatusesWhere("live"))})
        AND NOT ${expiredHoldSql("b", now)}
    ) l`;
  const counts = held ?? {
    bookingsByEmail: 0,
    bookingsByProperty: 0,
    daysByEmail: 0,
    daysByNetwork: 0,
    heldByNetwork: 0,
    quoteHasExpiredHold: false,
  };
  if (counts.bookingsByEmail >= LIVE_BOOKING_CAPS.perEmail)
    throw conflict(LIVE_BOOKINGS_PER_EMAIL_MESSAGE(LIVE_BOOKING_CAPS.perEmail));
  if (counts.bookingsByProperty >= LIVE_BOOKING_CAPS.perPropertyAddress)
    throw conflict(LIVE_BOOKINGS_PER_PROPERTY_MESSAGE(LIVE_BOOKING_CAPS.perPropertyAddress));
  if (client && hold && counts.heldByNetwork + days > PAINTER_DAY_CAPS.heldPerAddress)
    throw conflict(HELD_PAINTER_DAYS_PER_ADDRESS_MESSAGE(PAINTER_DAY_CAPS.heldPerAddress));
  if (client && !hold && counts.daysByNetwork + days > PAINTER_DAY_CAPS.perAddress)
    throw conflict(PAINTER_DAYS_PER_ADDRESS_MESSAGE(PAINTER_DAY_CAPS.perAddress));
  if (counts.daysByEmail + days > PAINTER_DAY_CAPS.perEmail)
    throw conflict(PAINTER_DAYS_PER_EMAIL_MESSAGE(PAINTER_DAY_CAPS.perEmail));
  return { quoteHasExpiredHold: counts.quoteHasExpiredHold };
}
