import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { badRequest, conflict, notFound } from "@/lib/http/errors";
import { centsToDecimalString, decimalToCents } from "@/lib/pricing/money.shared";
import { keptPricingConfig } from "@/lib/pricing/repository";
import { toSchedulingQuote } from "@/lib/scheduling/availability";
import { toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { isBookableDate } from "@/lib/scheduling/window";
import { countBookingCreated } from "@/lib/metrics";
import { LIMITS } from "@/lib/security/limits";
import { emailKey } from "@/lib/security/rate-limit";
import { BOOKING_MESSAGES, createBookingSchema } from "@/lib/validations/booking.shared";
import { assertUnderBookingCaps, lockQuoteAndCustomer } from "./caps";
import { insertBookingWithJob, newStatus, type NewBooking, type WrittenWithBooking } from "./insert";
import { contractorEarningsCents } from "./lifecycle.shared";
import { queueBookingCreatedEmails, renderBookingCreatedNotices } from "./notifications";
import { newCustomerReference } from "./reference";
import { freeCandidates, reserveFirstFree, type Reservation } from "./reserve";
import {
  bookingInclude,
  serializeBooking,
  serializeBookingWithoutContact,
  type BookingWithRelations,
} from "./serialize";
import { holdExpiry, isHoldProject, queueHoldEmail, releaseExpiredHoldsOf, renderHoldEmail } from "./holds";
import { NEW_JOB_STATUS } from "./states.shared";
import { assignPainter } from "./transitions";

/**
 * Books a saved quote. Who can take it is read before the transaction (no
 * locks held while matching), and its e-mails are rendered then; inside it the
 * quote and its customer are locked (one statement), the caps counted (one),
 * and one statement writes the booking, its slot reservations, the job, its
 * rate-limit hits and its outbox rows (lib/bookings/insert.ts). The
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
    // The commission rate in force, kept in memory between the back office's saves (lib/pages/public-data.ts).
    keptPricingConfig(db),
  ]);
  if (!quote) throw notFound("Quote not found");
  const candidates = await freeCandidates(db, {
    quote: toSchedulingQuote(quote),
    date: scheduledDate,
    slot: timeSlot,
    today,
    now,
  });
  const [first, ...others] = candidates;
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
    holdExpiresAt: first && isHoldProject(first.days) ? holdExpiry(now) : null,
  };
  const hold = booking.holdExpiresAt !== null;

  // Rendered before the transaction (CPU only: the transaction then holds its locks for the writes
  // alone), for the painter it will most likely get; written by the statement that books it.
  const rendered = first ? await renderNotices(bookingWithRelations(booking, first), hold) : null;

  const created = await db.$transaction(
    async (tx) => {
      if (!(await lockQuoteAndCustomer(tx, quote, client))) throw notFound("Quote not found"); // the clean-up removed it since we read it
      const { quoteHasExpiredHold } = await assertUnderBookingCaps(
        tx,
        { quote, client, days: first?.days ?? 0, hold },
        { today, now },
      );
      if (quoteHasExpiredHold) await releaseExpiredHoldsOf(tx, quoteId, now); // it may be booked anew
      if (!first || !rendered) {
        if (await liveBookingId(tx, quoteId)) return null;
        throw conflict(BOOKING_MESSAGES.slotTaken, undefined, "slot_taken");
      }
      const written = await insertBookingWithJob(tx, booking, first, {
        // Each new booking mails its customer: one address cannot be made a target. Counted once
        // the booking is written, so repeated requests for a booked quote cost nothing, and rolled
        // back with a refusal. A hold keeps days without proof of a mailbox: one network starts few a day.
        hits: [
          { key: `booking:email:${emailKey(quote.email)}`, rule: LIMITS.bookingsPerEmail },
          ...(hold && client ? [{ key: `booking:hold:ip:${client}`, rule: LIMITS.holdsPerAddress }] : []),
        ],
        ...rendered,
      });
      if (written === "already-booked") return null;
      if (written === "assigned") return bookingWithRelations(booking, first);
      // Lost a race for some day: another painter, and the e-mails rendered anew for them.
      const full = bookingWithRelations(booking, await assignAnother(tx, booking, others));
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

/** A new booking's outbox rows, rendered: a hold's one e-mail, or the confirmation and the painter's notice. */
async function renderNotices(
  full: BookingWithRelations,
  hold: boolean,
): Promise<Pick<WrittenWithBooking, "emails" | "painterNotice">> {
  if (hold) return { emails: [await renderHoldEmail(full)], painterNotice: null };
  const { customer, painter } = await renderBookingCreatedNotices(full);
  return { emails: [customer], painterNotice: painter };
}

async function liveBookingId(tx: DbClient, quoteId: string) {
  const live = await tx.booking.findFirst({
    where: { quoteId, status: { not: "cancelled" } },
    select: { id: true },
  });
  return live?.id ?? null;
}

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
