import type { JobStatus, Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { formatBookingDate, serviceName } from "@/lib/bookings/format";
import { queueBookingCompletedEmail } from "@/lib/bookings/notifications";
import { bookingInclude } from "@/lib/bookings/serialize";
import { conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { serializeQuote } from "@/lib/quotes/serialize";
import { fromDbDate, todayInNewYork } from "@/lib/scheduling/dates";
import { TIME_SLOT_LABELS } from "@/lib/scheduling/time-slots";
import { CONTRACTOR_MESSAGES, jobStatusUpdateSchema } from "@/lib/validations/contractor";

const jobInclude = {
  booking: {
    include: {
      quote: { include: { rooms: { orderBy: { position: "asc" }, include: { photos: { orderBy: { createdAt: "asc" } } } } } },
    },
  },
} satisfies Prisma.JobAssignmentInclude;

type JobWithBooking = Prisma.JobAssignmentGetPayload<{ include: typeof jobInclude }>;

/** A job as its contractor sees it (spec §3 "Contractor job"). */
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
    serviceType: serviceName(booking.timeSlot),
    booking: {
      id: booking.id,
      status: booking.status,
      scheduledDate: fromDbDate(booking.scheduledDate),
      timeSlot: booking.timeSlot,
      timeSlotLabel: TIME_SLOT_LABELS[booking.timeSlot],
      estimatedDays: booking.estimatedDays,
      notes: booking.notes,
      quote: {
        customerName: quote.customerName,
        email: quote.email,
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

export async function listContractorJobs(db: PrismaClient, contractorId: string) {
  const jobs = await db.jobAssignment.findMany({ where: { contractorId }, include: jobInclude, orderBy: { assignedAt: "desc" } });
  return jobs.map(serializeJob);
}

/** The only moves a contractor makes (spec §4): anything else is a 409. */
const NEXT_STATUS: Partial<Record<JobStatus, JobStatus>> = {
  assigned: "acknowledged",
  acknowledged: "in_progress",
  in_progress: "completed",
};

/** How the booking follows its job. */
const BOOKING_STATUS_FOR = { acknowledged: "confirmed", in_progress: "in_progress", completed: "completed" } as const;

export async function updateJobStatus(db: PrismaClient, contractorId: string, rawJobId: string, input: unknown, now: Date = new Date()) {
  const jobId = parseId(rawJobId, "Invalid job ID");
  const { status, notes } = jobStatusUpdateSchema.parse(input);
  // Another contractor's job is indistinguishable from a missing one.
  const job = await db.jobAssignment.findFirst({ where: { id: jobId, contractorId }, include: { booking: true } });
  if (!job) throw notFound("Job not found");
  if (job.booking.status === "cancelled" || job.status === "cancelled") throw conflict("This job was cancelled and can no longer change.");
  if (NEXT_STATUS[job.status] !== status) {
    throw conflict(`A job that is ${job.status.replace("_", " ")} cannot be moved to ${status.replace("_", " ")}.`);
  }
  const scheduledDate = fromDbDate(job.booking.scheduledDate);
  if ((status === "in_progress" || status === "completed") && scheduledDate > todayInNewYork(now)) {
    throw conflict(
      `${CONTRACTOR_MESSAGES.cannotStartEarly}: This job is scheduled for ${formatBookingDate(scheduledDate)} and can only be started or completed on or after that date.`,
    );
  }
  const bookingStatus = BOOKING_STATUS_FOR[status as keyof typeof BOOKING_STATUS_FOR];

  await db.$transaction(async (tx) => {
    const { count } = await tx.jobAssignment.updateMany({
      where: { id: job.id, status: job.status },
      data: {
        status,
        ...(notes ? { notes } : {}),
        ...(status === "acknowledged" ? { acknowledgedAt: now } : {}),
        ...(status === "in_progress" ? { startedAt: now } : {}),
        ...(status === "completed" ? { completedAt: now } : {}),
      },
    });
    if (count === 0) throw conflict("This job changed meanwhile. Reload and try again.");
    await tx.booking.update({
      where: { id: job.bookingId },
      data: {
        status: bookingStatus,
        ...(status === "acknowledged" ? { confirmedAt: now } : {}),
        ...(status === "completed" ? { completedAt: now } : {}),
      },
    });
    if (status === "completed") {
      const contractor = await tx.contractor.findUniqueOrThrow({ where: { id: contractorId }, select: { firstName: true, lastName: true } });
      const booking = await tx.booking.findUniqueOrThrow({ where: { id: job.bookingId }, include: bookingInclude });
      await queueBookingCompletedEmail(tx, booking, `${contractor.firstName} ${contractor.lastName}`);
    }
  });

  return serializeJob(await db.jobAssignment.findUniqueOrThrow({ where: { id: job.id }, include: jobInclude }));
}
