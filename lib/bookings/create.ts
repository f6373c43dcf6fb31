import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient, type Quote } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { centsToDecimalString, decimalToCents } from "@/lib/pricing/money.shared";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { projectDates, toSchedulingQuote } from "@/lib/scheduling/availability";
import { toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import type { TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { isBookableDate } from "@/lib/scheduling/window";
import { countBookingCreated } from "@/lib/metrics";
import { LIMITS } from "@/lib/security/limits";
import { emailKey, enforceRateLimit } from "@/lib/security/rate-limit";
import { BOOKING_MESSAGES, createBookingSchema } from "@/lib/validations/booking.shared";
import { assertUnderBookingCaps } from "./caps";
import { contractorEarningsCents } from "./lifecycle.shared";
import { queueBookingCreatedEmails } from "./notifications";
import { newCustomerReference } from "./reference";
import { freeCandidates, reserveFirstFree, type Reservation } from "./reserve";
import {
  bookingInclude,
  serializeBooking,
  serializeBookingWithoutContact,
  type BookingWithRelations,
} from "./serialize";
import { holdExpiry, isHoldProject, queueHoldEmail, releaseExpiredHoldsOf } from "./holds";
import { HOLD_BOOKING_STATUS, NEW_BOOKING_STATUS, NEW_JOB_STATUS } from "./states.shared";
import { bookingStatusSql, jobStatusSql, takeOverExpiredHolds } from "./status-sql";
import { assignPainter } from "./transitions";

interface NewBooking {
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

/**
 * Books a saved quote. Who can take it is read before the transaction (no
 * locks held while matching); inside it the quote is locked, and one
 * statement writes the booking, its slot reservations and the job. The
 * reservations' unique index settles races; the quote lock makes "one live
 * booking per quote" hold. Booking a quote that already has a live booking
 * returns that one. A project of HOLD_FROM_PAINTER_DAYS or more is written as
 * a hold (lib/bookings/holds.ts): pending, its days reserved, no job, and one
 * e-mail asking its customer to confirm.
 */
interface BookingOptions {
  /** The client's network (lib/security/rate-limit.ts clientNetwork): what its painter-day cap counts. */
  client?: string;
  today?: string;
  now?: Date;
}

export async function createBooking(
  db: PrismaClient,
  input: unknown,
  { client, today = todayInNewYork(), now = new Date() }: BookingOptions = {},
) {
  const { quoteId, scheduledDate, timeSlot } = createBookingSchema.parse(input);
  if (!isBookableDate(scheduledDate, today)) {
    throw badRequest("Choose a date from tomorrow up to 60 days ahead", {
      fields: { scheduledDate: ["Outside the booking window"] },
    });
  }
  const [quote, pricing] = await Promise.all([
    db.quote.findUnique({ where: { id: quoteId } }),
    loadPricingConfig(db),
  ]);
  if (!quote) throw notFound("Quote not found");
  const candidates = await freeCandidates(db, {
    quote: toSchedulingQuote(quote),
    date: scheduledDate,
    slot: timeSlot,
    today,
    now,
  });
  const earnings = centsToDecimalString(
    contractorEarningsCents(decimalToCents(quote.totalCost), pricing.contractorCommissionRate),
  );
  const booking: NewBooking = {
    id: randomUUID(),
    jobId: randomUUID(),
    customerReference: newCustomerReference(),
    quote,
    date: scheduledDate,
    slot: timeSlot,
    earnings,
    client: client ?? null,
    now,
    holdExpiresAt: candidates[0] && isHoldProject(candidates[0].days) ? holdExpiry(now) : null,
  };
  const hold = booking.holdExpiresAt !== null;

  const created = await db.$transaction(
    async (tx) => {
      // Row lock: two requests for the same quote run one after the other.
      const locked = await tx.$queryRaw<
        unknown[]
      >`SELECT 1 FROM "Quote" WHERE id = ${quoteId}::uuid FOR UPDATE`;
      if (locked.length === 0) throw notFound("Quote not found"); // the clean-up removed it since we read it
      await releaseExpiredHoldsOf(tx, quoteId, now); // the quote's hold ran out: it may be booked anew
      const [first, ...others] = candidates;
      await assertUnderBookingCaps(tx, { quote, client, days: first?.days ?? 0, hold }, { today, now });
      if (!first) {
        if (await liveBookingId(tx, quoteId)) return null;
        throw conflict(BOOKING_MESSAGES.slotTaken, undefined, "slot_taken");
      }
      const written = await insertBookingWithJob(tx, booking, first);
      if (written === "already-booked") return null;
      // Each new booking mails its customer: one address cannot be made a target. Counted here,
      // so repeated requests for a booked quote cost nothing, and rolled back with a refusal.
      await enforceRateLimit(tx, `booking:email:${emailKey(quote.email)}`, LIMITS.bookingsPerEmail, now);
      // A hold keeps days without proof of a mailbox: one network starts few a day.
      if (hold && client)
        await enforceRateLimit(tx, `booking:hold:ip:${client}`, LIMITS.holdsPerAddress, now);
      const chosen = written === "assigned" ? first : await assignAnother(tx, booking, others);
      const full = bookingWithRelations(booking, chosen);
      if (hold) await queueHoldEmail(tx, full);
      else await queueBookingCreatedEmails(tx, full);
      return full;
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  if (created) {
    countBookingCreated();
    // The customer who just booked is shown their reference once here (and in their e-mails).
    const answer = { ...serializeBooking(created), customerReference: created.customerReference };
    return { booking: answer, created: true };
  }

  // The quote was booked already: this request booked nothing and mailed nobody.
  const existing = await db.booking.findFirst({
    where: { quoteId, status: { not: "cancelled" } },
    include: bookingInclude,
  });
  if (!existing) throw conflict(BOOKING_MESSAGES.slotTaken, undefined, "slot_taken"); // its booking was cancelled meanwhile: rare, and a retry books anew
  return { booking: serializeBookingWithoutContact(existing), created: false };
}

async function liveBookingId(tx: DbClient, quoteId: string) {
  const live = await tx.booking.findFirst({
    where: { quoteId, status: { not: "cancelled" } },
    select: { id: true },
  });
  return live?.id ?? null;
}

/**
 * One round trip for the common case, in the caller's transaction after the
 * quote lock: the booking (unless the quote has a live one: this statement's
 * snapshot is taken after the lock, so it sees a booking committed while we
 * waited), the painter's slot on every project day (skipping days someone
 * else holds), and the job only when every day was reserved.
 */
async function insertBookingWithJob(tx: DbClient, b: NewBooking, candidate: Reservation) {
  const dates = projectDates(b.date, candidate.days);
  const [row] = await tx.$queryRaw<{ booked: number; reserved: number; assigned: number }[]>`
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
    ), j AS (
      INSERT INTO "JobAssignment" (id, "bookingId", "contractorId", status, "contractorEarnings", "assignedAt", "updatedAt")
      SELECT ${b.jobId}::uuid, b.id, ${candidate.contractor.id}::uuid, ${jobStatusSql(NEW_JOB_STATUS)}, ${b.earnings}::numeric, ${b.now}, ${b.now}
      FROM b WHERE (SELECT count(*) FROM r) = ${candidate.days} AND ${b.holdExpiresAt === null}::boolean
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM b)::int AS booked, (SELECT count(*) FROM r)::int AS reserved, (SELECT count(*) FROM j)::int AS assigned`;
  if (!row?.booked) return "already-booked";
  // A hold gets every day and no job (its customer has not confirmed yet).
  return row.reserved === candidate.days ? "assigned" : "lost-race";
}

const newStatus = (b: NewBooking) => (b.holdExpiresAt ? HOLD_BOOKING_STATUS : NEW_BOOKING_STATUS);

/** The first candidate lost a race for some day: free what it got, and give the job to the next one free. */
async function assignAnother(tx: DbClient, b: NewBooking, others: Reservation[]): Promise<Reservation> {
  await tx.slotReservation.deleteMany({ where: { bookingId: b.id } });
  const chosen = await reserveFirstFree(tx, {
    bookingId: b.id,
    candidates: others,
    date: b.date,
    slot: b.slot,
    now: b.now,
  });
  await tx.booking.update({ where: { id: b.id }, data: { estimatedDays: chosen.days, updatedAt: b.now } });
  if (b.holdExpiresAt) return chosen; // the job waits for the customer's confirmation
  await assignPainter(tx, {
    id: b.jobId,
    bookingId: b.id,
    contractorId: chosen.contractor.id,
    earnings: b.earnings,
    now: b.now,
  });
  return chosen;
}

/** The booking as written, in the shape a read with bookingInclude returns (for the e-mails and the answer). */
function bookingWithRelations(b: NewBooking, { contractor, days }: Reservation): BookingWithRelations {
  return {
    id: b.id,
    quoteId: b.quote.id,
    customerReference: b.customerReference,
    status: newStatus(b),
    scheduledDate: toDbDate(b.date),
    timeSlot: b.slot,
    estimatedDays: days,
    holdExpiresAt: b.holdExpiresAt,
    confirmedByEmailAt: null,
    notes: null,
    // The quote's language: the customer asked for the price in it (lib/i18n/locales.shared.ts).
    language: b.quote.language,
    cancellationFee: null,
    cancelledAt: null,
    confirmedAt: null,
    completedAt: null,
    reminderSentAt: null,
    reviewRequestedAt: null,
    reviewReminderSentAt: null,
    calendarSequence: 0,
    clientNetwork: b.client,
    personalDataErasedAt: null,
    createdAt: b.now,
    updatedAt: b.now,
    // As the database's triggers set them.
    quoteZipCode: b.quote.zipCode,
    quoteTotal: b.quote.totalCost,
    currentEarnings: b.holdExpiresAt ? null : new Prisma.Decimal(b.earnings),
    quote: b.quote,
    assignments: b.holdExpiresAt ? [] : [painterJob(b, contractor)],
  };
}

function painterJob(
  b: NewBooking,
  contractor: Reservation["contractor"],
): BookingWithRelations["assignments"][number] {
  return {
    id: b.jobId,
    bookingId: b.id,
    contractorId: contractor.id,
    status: NEW_JOB_STATUS,
    contractorEarnings: new Prisma.Decimal(b.earnings),
    notes: null,
    assignedAt: b.now,
    acknowledgedAt: null,
    onTheWayAt: null,
    startedAt: null,
    completedAt: null,
    updatedAt: b.now,
    paidOut: false, // the column's default: no payout covers a new job
    contractor: {
      id: contractor.id,
      firstName: contractor.firstName,
      lastName: contractor.lastName,
      email: contractor.email,
      phone: contractor.phone,
      language: contractor.language,
    },
  };
}
