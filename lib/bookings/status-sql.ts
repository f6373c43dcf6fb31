import "server-only";
/**
 * SQL renderings of the state table (./states.shared.ts): every status a query names comes from there, cast
 * to its enum, so a query never carries a hand-written list that a new status would silently miss.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { BookingStatus, JobStatus } from "./states.shared";

const cast = (type: "BookingStatus" | "JobStatus") => (status: string) =>
  Prisma.sql`${status}::${Prisma.raw(`"${type}"`)}`;

/** `'a'::"BookingStatus", 'b'::"BookingStatus"`: the inside of an IN (…) list (never empty: the table has them). */
export const bookingStatusList = (statuses: readonly BookingStatus[]) =>
  Prisma.join(statuses.map(cast("BookingStatus")));

export const jobStatusList = (statuses: readonly JobStatus[]) => Prisma.join(statuses.map(cast("JobStatus")));

/** One booking status as a typed value, for `b.status = …`. */
export const bookingStatusSql = (status: BookingStatus) => cast("BookingStatus")(status);
export const jobStatusSql = (status: JobStatus) => cast("JobStatus")(status);

/**
 * Whether the booking row `alias` is a hold whose time ran out (lib/bookings/holds.ts): its days are
 * free for anyone, and it counts against no cap, even before the background tick cancels it.
 */
export const expiredHoldSql = (alias: string, now: Date) => {
  const b = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(${b}.status = ${bookingStatusSql("pending")} AND ${b}."holdExpiresAt" <= ${now})`;
};

/**
 * The ON CONFLICT clause of an insert into "SlotReservation": a reservation of an expired hold is
 * taken over by the new booking (its days are free, lib/bookings/holds.ts), any other is kept and the
 * row skipped. RETURNING then counts exactly the days the new booking got.
 */
export const takeOverExpiredHolds = (now: Date) => Prisma.sql`
  ON CONFLICT ("contractorId", date, "timeSlot") DO UPDATE
    SET "bookingId" = EXCLUDED."bookingId", "createdAt" = EXCLUDED."createdAt"
    WHERE EXISTS (SELECT 1 FROM "Booking" h WHERE h.id = "SlotReservation"."bookingId" AND ${expiredHoldSql("h", now)})`;

/**
 * The same list as plain SQL text, `'a', 'b'`, for the ops scripts that send SQL text through pg
 * (scripts/cluster, scripts/bench). Safe to splice: enum values from the table, never input.
 */
export const statusLiterals = (statuses: readonly (BookingStatus | JobStatus)[]) =>
  statuses.map((status) => `'${status}'`).join(", ");
