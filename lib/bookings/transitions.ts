import "server-only";
/**
 * The one writer of booking and job statuses (the rules are the table in ./states.shared.ts): whoever moves
 * a booking or a job (the customer, the painter, the back office) calls `transition`, which checks
 * the move is theirs to make, stamps it, moves the job with the booking, frees the painter's days
 * on a cancellation and queues the e-mails. It runs inside the caller's transaction and writes
 * nothing when it refuses, so a refusal anywhere leaves nothing behind.
 */
import type { BookingStatus, JobStatus, Prisma } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { ApiError, conflict } from "@/lib/http/errors";
import { centsToDecimalString, type Cents } from "@/lib/pricing/money.shared";
import { loadPricingConfig } from "@/lib/pricing/repository";
import {
  bookingStampsFor,
  bookingStatusLabel,
  contractorEarningsCents,
  isLiveJob,
  JOB_STATUS_FOR_BOOKING,
  jobStampsFor,
  LIVE_JOB_STATUSES,
} from "./lifecycle.shared";
import {
  bookingState,
  HOLD_BOOKING_STATUS,
  holdsSlots,
  mayMoveBooking,
  mayMoveJob,
  NEW_JOB_STATUS,
  type Actor,
} from "./states.shared";
import { jobPainter, queueReviewRequest } from "@/lib/reviews/requests";
import { queueBookingCancelledEmails, queueBookingCompletedEmail } from "./notifications";
import { bookingInclude, currentAssignment, type BookingWithRelations } from "./serialize";
import { issueFeeInvoice, issueJobInvoice } from "@/lib/invoices/issue";

/** What the painter of a booking of this total (in cents) earns, at today's configured rate. */
export async function painterEarnings(db: DbClient, totalCents: Cents): Promise<string> {
  const pricing = await loadPricingConfig(db);
  return centsToDecimalString(contractorEarningsCents(totalCents, pricing.contractorCommissionRate));
}

interface NewJob {
  bookingId: string;
  contractorId: string;
  earnings: string | Prisma.Decimal;
  id?: string;
  now?: Date;
}

/** Gives the booking's job to a painter (its slots are reserved by the caller). */
export async function assignPainter(tx: DbClient, { bookingId, contractorId, earnings, id, now }: NewJob) {
  await tx.jobAssignment.create({
    data: {
      ...(id ? { id } : {}),
      bookingId,
      contractorId,
      status: NEW_JOB_STATUS,
      contractorEarnings: earnings,
      ...(now ? { assignedAt: now, updatedAt: now } : {}),
    },
  });
}

/** The painter whose calendar the booking holds, if any: the one to tell about a change. */
export function livePainter(booking: BookingWithRelations) {
  const assignment = currentAssignment(booking);
  return assignment && isLiveJob(assignment.status) ? assignment : undefined;
}

const words = (status: string) => status.replace("_", " ");

/**
 * Refuses a booking move the actor may not make (422 for the back office, whose dropdown offers only
 * its moves; 409 for the others, whose screens offer no such move: the booking changed under them).
 * Exported so a caller can refuse before it starts other work.
 */
export function assertMayMoveBooking(actor: Actor, from: BookingStatus, to: BookingStatus) {
  if (from === to || mayMoveBooking(actor, from, to)) return;
  if (actor === "admin") {
    throw new ApiError(
      422,
      `A booking that is ${bookingStatusLabel(from)} cannot be set to ${bookingStatusLabel(to)}.`,
      { from, to },
      "move_not_allowed",
    );
  }
  throw conflict(`A booking that is ${words(from)} cannot be moved to ${words(to)}.`);
}

/** Refuses a job move the actor may not make (409: their screen offered it, so the job changed under them). */
export function assertMayMoveJob(actor: Actor, from: JobStatus, to: JobStatus) {
  if (!mayMoveJob(actor, from, to))
    throw conflict(`A job that is ${words(from)} cannot be moved to ${words(to)}.`);
}

export interface Move {
  /** The booking as the caller read it, with its relations: its status is where the move starts. */
  booking: BookingWithRelations;
  /** The booking's new status; its current one when only a job moves. */
  to: BookingStatus;
  actor: Actor;
  now: Date;
  /** Written with the status in the same guarded update (a cancellation fee, a calendar bump). */
  also?: Omit<Prisma.BookingUpdateManyMutationInput, "status">;
  /** What else must still hold as read for the move to apply (say, its calendarSequence). */
  asRead?: Omit<Prisma.BookingWhereInput, "id" | "status">;
  /**
   * A job the actor moves themselves (the painter's button; a reschedule's old job), which the booking
   * follows to `to`. Without one, the booking's live jobs follow it (BOOKING_STATES[to].job).
   */
  job?: { id: string; from: JobStatus; to: JobStatus; notes?: string | null };
}

/**
 * Moves a booking (and its job) for `actor`. "already": someone else made the same booking move
 * meanwhile, and nothing more was written. A move to the current status writes nothing for the booking.
 */
export async function transition(tx: DbClient, move: Move): Promise<"moved" | "already"> {
  const { booking, to, actor, now, job } = move;
  const from = booking.status;
  assertMayMoveBooking(actor, from, to);
  if (job) assertMayMoveJob(actor, job.from, job.to);

  if (job) {
    const { count } = await tx.jobAssignment.updateMany({
      where: { id: job.id, bookingId: booking.id, status: job.from },
      data: { status: job.to, ...(job.notes ? { notes: job.notes } : {}), ...jobStampsFor(job.to, now) },
    });
    if (count === 0) throw conflict("This job changed meanwhile. Reload and try again.");
  }
  if (to === from) return "moved";

  const { count } = await tx.booking.updateMany({
    where: { ...move.asRead, id: booking.id, status: from },
    data: { ...move.also, status: to, ...bookingStampsFor(from, to, now) },
  });
  if (count === 0) {
    const current = await tx.booking.findUniqueOrThrow({
      where: { id: booking.id },
      select: { status: true },
    });
    if (current.status === to && !job) return "already";
    throw conflict("This booking changed meanwhile. Please reload it and try again.");
  }
  if (!holdsSlots(to)) await tx.slotReservation.deleteMany({ where: { bookingId: booking.id } });
  if (!job) await liveJobsFollow(tx, booking.id, to, now);
  // A hold never confirmed goes quietly (lib/bookings/holds.ts): its painter never knew of it.
  if (!(from === HOLD_BOOKING_STATUS && booking.holdExpiresAt)) await announce(tx, booking, to, now);
  return "moved";
}

/** The live jobs follow their booking into its new status. */
async function liveJobsFollow(tx: DbClient, bookingId: string, to: BookingStatus, now: Date) {
  const jobStatus = JOB_STATUS_FOR_BOOKING[to];
  if (!jobStatus) return;
  await tx.jobAssignment.updateMany({
    where: { bookingId, status: { in: [...LIVE_JOB_STATUSES] } },
    data: { status: jobStatus, ...jobStampsFor(jobStatus, now) },
  });
}

/**
 * The e-mails and invoices a move brings (BOOKING_STATES[to].announce): a cancellation to the customer
 * and the live painter, with the fee's invoice when it was late; a completion to the customer, with
 * the job's invoice (lib/invoices/issue.ts).
 */
async function announce(tx: DbClient, before: BookingWithRelations, to: BookingStatus, now: Date) {
  const news = bookingState(to)?.announce;
  if (!news) return;
  const updated = await tx.booking.findUniqueOrThrow({ where: { id: before.id }, include: bookingInclude });
  if (news === "cancellation") {
    await queueBookingCancelledEmails(tx, updated, livePainter(before)?.contractor);
    await issueFeeInvoice(tx, updated, now);
  } else {
    await announceCompletion(tx, updated);
    await issueJobInvoice(tx, updated, now);
  }
}

/**
 * The customer hears their job is done, with the name of the painter who did it, and is asked
 * for a review (lib/reviews/requests.ts: once per booking, its link valid 30 days).
 */
async function announceCompletion(tx: DbClient, booking: BookingWithRelations) {
  const painter = jobPainter(booking);
  const name = painter ? `${painter.contractor.firstName} ${painter.contractor.lastName}` : "";
  await queueBookingCompletedEmail(tx, booking, name);
  await queueReviewRequest(tx, booking);
}
