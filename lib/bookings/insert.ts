import "server-only";
import type { Quote } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { outboxInsertSql, type RenderedEmail } from "@/lib/email/outbox";
import { painterNoticeSql, type RenderedPainterNotice } from "@/lib/push/notices";
import { projectDates } from "@/lib/scheduling/availability";
import type { TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { hitsSql, refuseOverLimit, type RateLimitHit } from "@/lib/security/rate-limit";
import type { Reservation } from "./reserve";
import { HOLD_BOOKING_STATUS, NEW_BOOKING_STATUS, NEW_JOB_STATUS } from "./states.shared";
import { bookingStatusSql, jobStatusSql, takeOverExpiredHolds } from "./status-sql";

export interface NewBooking {
  id: string;
  jobId: string;
  /** The customer's self-service reference (lib/bookings/reference.shared.ts) */
  customerReference: string;
  quote: Quote;
  date: string;
  slot: TimeSlotId;
  earnings: string;
  /** The network it was booked from (for the painter-day cap), absent when not known. */
  client: string | null;
  now: Date;
  /** A hold's end (lib/bookings/holds.ts): null for a booking made at once. */
  holdExpiresAt: Date | null;
}

export const newStatus = (b: NewBooking) => (b.holdExpiresAt ? HOLD_BOOKING_STATUS : NEW_BOOKING_STATUS);

/** What the statement writes besides the booking, all rendered or known before the transaction. */
export interface WrittenWithBooking {
  /** Counted once the booking row is written (whether or not the painter's days were all free). */
  hits: RateLimitHit[];
  /** Written only when the booking got every day of the candidate it was rendered for. */
  emails: RenderedEmail[];
  painterNotice: RenderedPainterNotice | null;
}

/**
 * One round trip for the common case, in the caller's transaction after the quote lock: the
 * booking (unless the quote has a live one: this statement's snapshot is taken after the lock, so
 * it sees a booking committed while we waited), the painter's slot on every project day (skipping
 * days someone else holds), the job only when every day was reserved, the booking's rate-limit
 * hits, and then its e-mails and the painter's notice (lib/email/outbox.ts, lib/push/notices.ts),
 * which are the outbox rows of the same transaction: an e-mail exists exactly when its booking
 * does. A refused hit (429) throws here, which rolls all of it back.
 */
export async function insertBookingWithJob(
  tx: DbClient,
  b: NewBooking,
  candidate: Reservation,
  extra: WrittenWithBooking,
): Promise<"already-booked" | "assigned" | "lost-race"> {
  const dates = projectDates(b.date, candidate.days);
  const notice = extra.painterNotice ? painterNoticeSql(extra.painterNotice, "done", b.now) : null;
  const emails = [...extra.emails, ...(notice?.emails ?? [])];
  const [row] = await tx.$queryRaw<
    {
      booked: number;
      reserved: number;
      assigned: number;
      hitKeys: string[] | null;
      hitCounts: number[] | null;
    }[]
  >`
    WITH b AS (
      INSERT INTO "Booking" (id, "quoteId", "customerReference", status, "scheduledDate", "timeSlot", "estimatedDays", "holdExpiresAt", "clientNetwork", language, "createdAt", "updatedAt")
      SELECT ${b.id}::uuid, ${b.quote.id}::uuid, ${b.customerReference}, ${bookingStatusSql(newStatus(b))}, ${b.date}::date, ${b.slot}::"TimeSlot", ${candidate.days}, ${b.holdExpiresAt}::timestamp(3), ${b.client}::text, ${b.quote.language}::"Language", ${b.now}, ${b.now}
      WHERE NOT EXISTS (SELECT 1 FROM "Booking" WHERE "quoteId" = ${b.quote.id}::uuid AND status <> ${bookingStatusSql("cancelled")})
      RETURNING id
    ), r AS (
      INSERT INTO "SlotReservation" (id, "contractorId", date, "timeSlot", "bookingId", "createdAt")
      SELECT gen_random_uuid(), ${candidate.contractor.id}::uuid, d, ${b.slot}::"TimeSlot", b.id, ${b.now}
      FROM b, unnest(${dates}::date[]) AS d
      ${takeOverExpiredHolds(b.now)}
      RETURNING 1
    ), done AS (
      SELECT 1 FROM b WHERE (SELECT count(*) FROM r) = ${candidate.days}
    ), j AS (
      INSERT INTO "JobAssignment" (id, "bookingId", "contractorId", status, "contractorEarnings", "assignedAt", "updatedAt")
      SELECT ${b.jobId}::uuid, b.id, ${candidate.contractor.id}::uuid, ${jobStatusSql(NEW_JOB_STATUS)}, ${b.earnings}::numeric, ${b.now}, ${b.now}
      FROM b WHERE EXISTS (SELECT 1 FROM done) AND ${b.holdExpiresAt === null}::boolean
      RETURNING 1
    )
    ${
      extra.hits.length > 0
        ? Prisma.sql`, hits AS (${hitsSql(
            extra.hits.map(({ key, rule }) => ({ key, windowMs: rule.windowMs })),
            "b",
            b.now,
          )})`
        : Prisma.empty
    }
    ${emails.length > 0 ? Prisma.sql`, mail AS (${outboxInsertSql(emails, "done", b.now)})` : Prisma.empty}
    ${notice?.ctes ?? Prisma.empty}
    SELECT (SELECT count(*) FROM b)::int AS booked, (SELECT count(*) FROM r)::int AS reserved, (SELECT count(*) FROM j)::int AS assigned,
      ${extra.hits.length > 0 ? Prisma.sql`(SELECT array_agg(key) FROM hits)` : Prisma.sql`NULL::text[]`} AS "hitKeys",
      ${extra.hits.length > 0 ? Prisma.sql`(SELECT array_agg(count) FROM hits)` : Prisma.sql`NULL::int[]`} AS "hitCounts"`;
  if (!row?.booked) return "already-booked";
  // Refused in the order the hits were given, as enforceRateLimit one after the other would.
  const counts = new Map((row.hitKeys ?? []).map((key, i) => [key, row.hitCounts?.[i] ?? 0]));
  for (const { key, rule } of extra.hits) refuseOverLimit(counts.get(key) ?? 0, rule, b.now);
  // A hold gets every day and no job (its customer has not confirmed yet).
  return row.reserved === candidate.days ? "assigned" : "lost-race";
}
