import "server-only";
import type { DbClient } from "@/lib/db/types";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { serviceName } from "@/lib/bookings/format.shared";
import { BOOKING_STATUS_FOR_JOB, earlyStartText, startsTooEarly } from "@/lib/bookings/lifecycle.shared";
import { bookingInclude, serializeBookingSchedule } from "@/lib/bookings/serialize";
import { assertMayMoveJob, transition } from "@/lib/bookings/transitions";
import { ApiError, conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { serializeQuote } from "@/lib/quotes/serialize";
import { fromDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { jobPhotoSelect, serializeJobPhoto } from "@/lib/uploads/job-photos";
import { CONTRACTOR_MESSAGES, jobStatusUpdateSchema, OPEN_JOB_STATUSES } from "@/lib/validations/contractor";
import type { Jsonified } from "@/lib/http/json";

export const jobInclude = {
  booking: {
    include: {
      quote: {
        include: {
          rooms: { orderBy: { position: "asc" }, include: { photos: { orderBy: { createdAt: "asc" } } } },
        },
      },
    },
  },
  // The painter's before and after photos (lib/uploads/job-photos.ts), each with its signed link.
  photos: {
    where: { kind: "JOB_PHOTO" },
    select: jobPhotoSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.JobAssignmentInclude;

type JobWithBooking = Prisma.JobAssignmentGetPayload<{ include: typeof jobInclude }>;

/**
 * A job as its contractor sees it (docs/product.md §3 "Contractor job"), without the customer's e-mail:
 * a booking's ID and its e-mail are what manage-booking accepts as the customer's proof, and the
 * painter sees the ID. The painter reaches the customer by phone; we mail the customer ourselves.
 */
export function serializeJob(job: JobWithBooking) {
  const { booking } = job;
  const quote = serializeQuote(booking.quote);
  const earnings = job.contractorEarnings.toFixed(2);
  return {
    id: job.id,
    bookingId: job.bookingId,
    status: job.status,
    contractorEarnings: earnings,
    earnings,
    notes: job.notes,
    assignedAt: job.assignedAt.toISOString(),
    acknowledgedAt: job.acknowledgedAt?.toISOString() ?? null,
    startedAt: job.startedAt?.toISOString() ?? null,
    completedAt: job.completedAt?.toISOString() ?? null,
    /** When the painter tapped On My Way (lib/contractors/on-my-way.ts), if they did. */
    onTheWayAt: job.onTheWayAt?.toISOString() ?? null,
    serviceType: serviceName(booking.timeSlot),
    photos: job.photos.map((photo) => serializeJobPhoto(photo)),
    booking: {
      id: booking.id,
      ...serializeBookingSchedule(booking),
      quote: {
        customerName: quote.customerName,
        phone: quote.phone,
        address: quote.address,
        totalCost: quote.totalCost,
        projectType: quote.projectType,
        propertyType: quote.propertyType,
        rooms: quote.rooms,
        conditions: quote.conditions,
        paintOptions: quote.paintOptions,
      },
    },
  };
}

/** Far above the open jobs a painter can hold at once (a few a day), far below a phone's download limit. */
export const OPEN_JOBS_LIMIT = 200;

/**
 * The jobs the painter still acts on (Job Management, My Schedule), newest assignment first.
 * Completed ones are paged by job-history.ts and counted by job-summary.ts: a painter with
 * thousands of past jobs downloads none of them here.
 */
export async function listOpenJobs(db: DbClient, contractorId: string) {
  const jobs = await db.jobAssignment.findMany({
    where: { contractorId, status: { in: [...OPEN_JOB_STATUSES] } },
    include: jobInclude,
    orderBy: [{ assignedAt: "desc" }, { id: "desc" }],
    take: OPEN_JOBS_LIMIT,
  });
  return jobs.map(serializeJob);
}

/** A cancelled job (or one whose booking was cancelled) has its own refusal: the painter's screen predates it. */
export function refuseCancelled(job: { status: string; booking: { status: string } }) {
  if (job.booking.status === "cancelled" || job.status === "cancelled")
    throw conflict("This job was cancelled and can no longer change.");
}

export async function updateJobStatus(
  db: PrismaClient,
  contractorId: string,
  rawJobId: string,
  input: unknown,
  now: Date = new Date(),
) {
  const jobId = parseId(rawJobId, "Invalid job ID");
  const { status, notes } = jobStatusUpdateSchema.parse(input);
  // Another contractor's job is indistinguishable from a missing one.
  const job = await db.jobAssignment.findFirst({
    where: { id: jobId, contractorId },
    include: { booking: { include: bookingInclude } },
  });
  if (!job) throw notFound("Job not found");
  refuseCancelled(job);
  assertMayMoveJob("painter", job.status, status);
  const scheduledDate = fromDbDate(job.booking.scheduledDate);
  if (startsTooEarly(status, scheduledDate, todayInNewYork(now))) {
    const [title, description] = [CONTRACTOR_MESSAGES.cannotStartEarly, earlyStartText(scheduledDate)];
    throw new ApiError(409, `${title}: ${description}`, { title, description }, "cannot_start_early");
  }
  // The booking follows the job (acknowledged → confirmed, and so on).
  await db.$transaction((tx) =>
    transition(tx, {
      booking: job.booking,
      to: BOOKING_STATUS_FOR_JOB[status] ?? job.booking.status,
      actor: "painter",
      now,
      job: { id: job.id, from: job.status, to: status, notes },
    }),
  );

  return serializeJob(
    await db.jobAssignment.findUniqueOrThrow({ where: { id: job.id }, include: jobInclude }),
  );
}

export type ContractorJobDto = Jsonified<ReturnType<typeof serializeJob>>;
