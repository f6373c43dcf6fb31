import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/http/errors";
import { fromDbDate, isIsoDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import type { Jsonified } from "@/lib/http/json";

/** Dates from today on where the contractor still has a free slot (admin booking edit calendar). */
export async function contractorFreeDates(db: PrismaClient, contractorId: string, now = new Date()) {
  const from = toDbDate(todayInNewYork(now));
  const [offered, taken] = await Promise.all([
    db.contractorAvailability.findMany({
      where: { contractorId, date: { gte: from } },
      orderBy: { date: "asc" },
    }),
    db.slotReservation.findMany({ where: { contractorId, date: { gte: from } } }),
  ]);
  const takenKeys = new Set(taken.map((r) => `${fromDbDate(r.date)}|${r.timeSlot}`));
  return offered
    .map((row) => ({
      date: fromDbDate(row.date),
      timeSlots: TIME_SLOTS.filter(
        (s) => row.timeSlots.includes(s) && !takenKeys.has(`${fromDbDate(row.date)}|${s}`),
      ),
    }))
    .filter((row) => row.timeSlots.length > 0);
}

/** Free slots of a contractor on one date; a booking's own slot counts as free for that booking. */
export async function contractorFreeSlots(
  db: PrismaClient,
  contractorId: string,
  date: string,
  exceptBookingId?: string,
) {
  if (!isIsoDate(date)) throw badRequest("Use a calendar date written YYYY-MM-DD");
  const [row, taken] = await Promise.all([
    db.contractorAvailability.findUnique({
      where: { contractorId_date: { contractorId, date: toDbDate(date) } },
    }),
    db.slotReservation.findMany({
      where: {
        contractorId,
        date: toDbDate(date),
        ...(exceptBookingId ? { bookingId: { not: exceptBookingId } } : {}),
      },
    }),
  ]);
  const takenSlots = new Set(taken.map((r) => r.timeSlot));
  return { date, timeSlots: TIME_SLOTS.filter((s) => row?.timeSlots.includes(s) && !takenSlots.has(s)) };
}

/** One date of GET /api/admin/contractors/{id}/free-dates */
export type FreeDayDto = Jsonified<Awaited<ReturnType<typeof contractorFreeDates>>[number]>;
