import { db } from "@/lib/db";
import { toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "./fixtures";

/**
 * A job started today (booking in progress, its painter's assignment in progress), written straight
 * to the database: what a test of completion needs without the booking flow's caps and slots.
 */
export async function startedJob(options: { painterId?: string; email?: string; wallSqFt?: number } = {}) {
  const painterId = options.painterId ?? (await createContractor({ areas: [["Philadelphia", 1]] })).id;
  const quote = await createTestQuote({ email: options.email, wallSqFt: options.wallSqFt });
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      status: "in_progress",
      scheduledDate: toDbDate(todayInNewYork()),
      timeSlot: "morning",
      assignments: {
        create: {
          contractorId: painterId,
          status: "in_progress",
          contractorEarnings: (Number(quote.totalCost) * 0.6).toFixed(2),
          acknowledgedAt: new Date(),
          startedAt: new Date(),
        },
      },
    },
    include: { assignments: true },
  });
  return { booking, job: booking.assignments[0]!, painterId, quote };
}
