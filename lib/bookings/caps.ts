import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/http/errors";
import { toDbDate } from "@/lib/scheduling/dates";
import {
  LIVE_BOOKING_CAPS,
  LIVE_BOOKINGS_PER_EMAIL_MESSAGE,
  LIVE_BOOKINGS_PER_PROPERTY_MESSAGE,
} from "@/lib/security/limits";

/** Statuses of a booking that still holds painters' time. */
const LIVE_STATUSES = ["pending", "scheduled", "confirmed", "in_progress"] as const;

/** Advisory-lock classes, so that an e-mail's and an address's hashes never share a lock. */
const EMAIL_LOCK_CLASS = 7301;
const PROPERTY_LOCK_CLASS = 7302;

/**
 * Refuses a booking that would give one e-mail address or one property more upcoming
 * bookings than LIVE_BOOKING_CAPS allows; the message says to call or e-mail us instead.
 * Runs inside the booking's transaction, holding a lock per e-mail and per property until
 * it commits, so parallel requests for the same customer are counted one after the other.
 * The quote's own booking (a repeated request) never counts against it.
 */
export async function assertUnderLiveBookingCaps(
  tx: Prisma.TransactionClient,
  quote: { id: string; email: string; propertyKey: string },
  today: string,
) {
  // Quotes store their e-mail lower-cased and their property key (lib/quotes/create.ts): both indexed.
  const email = quote.email.toLowerCase();
  const property = quote.propertyKey;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${EMAIL_LOCK_CLASS}::int, hashtext(${email})), pg_advisory_xact_lock(${PROPERTY_LOCK_CLASS}::int, hashtext(${property}))`;
  const [counts] = await tx.$queryRaw<{ byEmail: number; byProperty: number }[]>`
    SELECT
      count(*) FILTER (WHERE q.email = ${email})::int AS "byEmail",
      count(*) FILTER (WHERE q."propertyKey" = ${property})::int AS "byProperty"
    FROM "Quote" q
    JOIN "Booking" b ON b."quoteId" = q.id
    WHERE (q.email = ${email} OR q."propertyKey" = ${property})
      AND q.id <> ${quote.id}::uuid
      AND b."scheduledDate" >= ${toDbDate(today)}
      AND b.status::text IN (${LIVE_STATUSES[0]}, ${LIVE_STATUSES[1]}, ${LIVE_STATUSES[2]}, ${LIVE_STATUSES[3]})`;
  const { perEmail, perPropertyAddress } = LIVE_BOOKING_CAPS;
  if ((counts?.byEmail ?? 0) >= perEmail) throw conflict(LIVE_BOOKINGS_PER_EMAIL_MESSAGE(perEmail));
  if ((counts?.byProperty ?? 0) >= perPropertyAddress)
    throw conflict(LIVE_BOOKINGS_PER_PROPERTY_MESSAGE(perPropertyAddress));
}
