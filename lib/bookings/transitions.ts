import "server-only";
/**
 * The server side of the booking lifecycle (lib/bookings/lifecycle.ts holds the rules): the
 * writes every status change shares, whoever asks for it (the customer, the painter, the back
 * office). Each runs inside the caller's transaction, so a refusal anywhere leaves nothing behind.
 */
import type { BookingStatus, Prisma } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { centsToDecimalString, decimalToCents } from "@/lib/pricing/money";
import { loadPricingConfig } from "@/lib/pricing/repository";
import {
  contractorEarningsCents,
  isLiveJob,
  JOB_STATUS_FOR_BOOKING,
  jobStampsFor,
  LIVE_JOB_STATUSES,
} from "./lifecycle";
import { jobPainter, queueReviewRequest } from "@/lib/reviews/requests";
import { queueBookingCancelledEmails, queueBookingCompletedEmail } from "./notifications";
import { bookingInclude, currentAssignment, type BookingWithRelations } from "./serialize";

/** What the painter of a booking of this total earns, at today's configured rate. */
export async function painterEarnings(db: DbClient, totalCost: Prisma.Decimal): Promise<string> {
  const pricing = await loadPricingConfig(db);
  return centsToDecimalString(
    contractorEarningsCents(decimalToCents(totalCost), pricing.contractorCommissionRate),
  );
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
      status: "assigned",
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

/** The live job follows its booking into the new status; a cancelled booking frees the painter's days. */
export async function jobFollowsBooking(tx: DbClient, bookingId: string, to: BookingStatus, now: Date) {
  if (to === "cancelled") await tx.slotReservation.deleteMany({ where: { bookingId } });
  const jobStatus = JOB_STATUS_FOR_BOOKING[to];
  if (!jobStatus) return;
  await tx.jobAssignment.updateMany({
    where: { bookingId, status: { in: [...LIVE_JOB_STATUSES] } },
    data: { status: jobStatus, ...jobStampsFor(jobStatus, now) },
  });
}

/** After a booking's status changed from `before`: its job follows it and the people concerned hear about it. */
export async function afterStatusChange(
  tx: DbClient,
  before: BookingWithRelations,
  to: BookingStatus,
  now: Date,
) {
  if (to !== before.status) await jobFollowsBooking(tx, before.id, to, now);
  await announceStatusChange(tx, before, to);
}

/**
 * The e-mails a status change sends: a cancellation to the customer and the live painter, a
 * completion to the customer. For callers whose job already moved (the painter's own moves).
 */
export async function announceStatusChange(tx: DbClient, before: BookingWithRelations, to: BookingStatus) {
  if (to === before.status || (to !== "cancelled" && to !== "completed")) return;
  const updated = await tx.booking.findUniqueOrThrow({ where: { id: before.id }, include: bookingInclude });
  if (to === "cancelled") await queueBookingCancelledEmails(tx, updated, livePainter(before)?.contractor);
  else await announceCompletion(tx, updated);
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
