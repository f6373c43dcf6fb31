import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/http/errors";
import { toDbDate } from "@/lib/scheduling/dates";
import { LIVE_BOOKING_CAPS, LIVE_BOOKINGS_PER_EMAIL_MESSAGE, LIVE_BOOKINGS_PER_PROPERTY_MESSAGE } from "@/lib/security/limits";

/** Statuses of a booking that still holds painters' time. */
const LIVE_STATUSES = ["pending", "scheduled", "confirmed", "in_progress"] as const;

/** Advisory-lock classes, so that an e-mail's and an address's hashes never share a lock. */
const EMAIL_LOCK_CLASS = 7301;
const PROPERTY_LOCK_CLASS = 7302;

/** "2116  Spruce St., Philadelphia" and "2116 spruce st philadelphia" are one property. */
export function normalizedPropertyAddress(address: string): string {
  return address.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

/**
 * Refuses a booking that would give one e-mail address or one property more upcoming
 * bookings than LIVE_BOOKING_CAPS allows; the message says to call or e-mail us instead.
 * Runs inside the booking's transaction, holding a lock per e-mail and per property until
 * it commits, so parallel requests for the same customer are counted one after the other.
 * The quote's own booking (a repeated request) never counts against it.
 */
export async function assertUnderLiveBookingCaps(
  tx: Prisma.TransactionClient,
  quote: { id: string; email: string; address: string },
  today: string,
) {
  const email = quote.email.trim().toLowerCase();
  const property = normalizedPropertyAddress(quote.address);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${EMAIL_LOCK_CLASS}::int, hashtext(${email})), pg_advisory_xact_lock(${PROPERTY_LOCK_CLASS}::int, hashtext(${property}))`;
  const [counts] = await tx.$queryRaw<{ byEmail: number; byProperty: number }[]>`
    SELECT
      count(*) FILTER (WHERE lower(btrim(q.email)) = ${email})::int AS "byEmail",
      count(*) FILTER (WHERE btrim(regexp_replace(lower(q.address), '[^a-z0-9]+', ' ', 'g')) = ${property})::int AS "byProperty"
    FROM "Booking" b
    JOIN "Quote" q ON q.id = b."quoteId"
    WHERE b."scheduledDate" >= ${toDbDate(today)}
      AND b.status::text IN (${LIVE_STATUSES[0]}, ${LIVE_STATUSES[1]}, ${LIVE_STATUSES[2]}, ${LIVE_STATUSES[3]})
      AND b."quoteId" <> ${quote.id}::uuid`;
  const { perEmail, perPropertyAddress } = LIVE_BOOKING_CAPS;
  if ((counts?.byEmail ?? 0) >= perEmail) throw conflict(LIVE_BOOKINGS_PER_EMAIL_MESSAGE(perEmail));
  if ((counts?.byProperty ?? 0) >= perPropertyAddress) throw conflict(LIVE_BOOKINGS_PER_PROPERTY_MESSAGE(perPropertyAddress));
}
