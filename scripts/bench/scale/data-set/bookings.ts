/**
 * The scale data set's bookings as planned (staging.ts, planBookings), with their jobs and the slot
 * reservations of the live ones; timestamps follow each status.
 */
import { paidOutSql } from "./money";
import { exec, pick, type Db } from "./sql";
import { ACKNOWLEDGED, ACKNOWLEDGED_EARLY, HOLDING_SLOTS, plannedJobSql, STARTED } from "./statuses";

/** NY wall-clock time `time` on date expression `date`, as the UTC timestamp the columns hold. */
const nyTime = (date: string, time: string) =>
  `((${date})::timestamp + time '${time}') AT TIME ZONE 'America/New_York' AT TIME ZONE 'UTC'`;

const SLOT_START = `CASE p.slot WHEN 'morning' THEN time '08:00' WHEN 'afternoon' THEN time '12:00' ELSE time '16:00' END`;
const slotStart = (date: string) =>
  `((${date})::timestamp + ${SLOT_START}) AT TIME ZONE 'America/New_York' AT TIME ZONE 'UTC'`;

/**
 * Bookings as planned; their timestamps follow the status (cancelled, confirmed, completed, reminded).
 * The `= 'cancelled'` and `= 'completed'` tests below are data: the fee and times of those histories.
 */
export async function insertBookings(db: Db, nowIso: string, today: string): Promise<number> {
  return exec(
    db,
    `INSERT INTO "Booking" (id, "quoteId", status, "scheduledDate", "timeSlot", "estimatedDays", notes,
                            "cancellationFee", "cancelledAt", "confirmedAt", "completedAt", "reminderSentAt",
                            "calendarSequence", "createdAt", "updatedAt",
                            "quoteZipCode", "quoteTotal", "currentEarnings")
     SELECT x.*, coalesce(x.completed, x.cancelled, x.confirmed, x.booked_at),
            -- What the booking's triggers would copy: the quote's zip and total, the one job's earnings.
            q."zipCode", q."totalCost", round(q."totalCost" * 0.6, 2)
       FROM (
         SELECT p.booking_id, p.quote_id, p.status::"BookingStatus", p.sched, p.slot::"TimeSlot", p.days,
                CASE WHEN random() < 0.1 THEN ${pick("notes")} END,
                CASE WHEN p.status = 'cancelled' THEN (ARRAY[0, 0, 0, 50, 100])[1 + p.bi % 5]::numeric END,
                CASE WHEN p.status = 'cancelled' THEN p.booked_at + random()
                  * greatest(interval '1 hour', least(p.sched::timestamp, $1::timestamp) - p.booked_at) END AS cancelled,
                CASE WHEN p.status IN (${ACKNOWLEDGED})
                  THEN p.booked_at + random() * interval '20 hours' END AS confirmed,
                CASE WHEN p.status = 'completed' THEN ${nyTime("p.sched + p.days - 1", "17:00")} END AS completed,
                CASE WHEN p.status IN (${HOLDING_SLOTS}) AND p.sched <= $2::date
                  THEN ${nyTime("p.sched - 1", "09:00")} END,
                CASE WHEN p.bi % 20 = 0 THEN 1 ELSE 0 END,
                p.booked_at
           FROM _scale_plan p, _scale_words w
       ) x
       JOIN "Quote" q ON q.id = x.quote_id`,
    nowIso,
    today,
  );
}

/**
 * One job per booking; a completed one with its completion time and earnings (60% of the total), and
 * whether a payout covers it (money.ts paidOutSql; the payouts are inserted after).
 */
export async function insertJobs(db: Db, nowIso: string): Promise<number> {
  return exec(
    db,
    `INSERT INTO "JobAssignment" (id, "bookingId", "contractorId", status, "contractorEarnings", notes,
                                  "assignedAt", "acknowledgedAt", "startedAt", "completedAt", "updatedAt", "paidOut")
     SELECT gen_random_uuid(), b.id, p.contractor_id,
            ${plannedJobSql("b.status", "p.bi % 2 = 0")},
            round(q."totalCost" * 0.6, 2),
            CASE WHEN b.status = 'completed' AND p.bi % 4 = 0 THEN 'Two coats applied; touch-ups done with the customer.' END,
            b."createdAt" + interval '1 minute',
            CASE WHEN b.status IN (${ACKNOWLEDGED}) OR (b.status = '${ACKNOWLEDGED_EARLY.booking}' AND p.bi % 2 = 0)
              THEN b."createdAt" + interval '3 hours' END,
            CASE WHEN b.status IN (${STARTED}) THEN ${slotStart(`b."scheduledDate"`)} END,
            CASE WHEN b.status = 'completed' THEN b."completedAt" + interval '10 minutes' END,
            b."updatedAt", ${paidOutSql("b", "p")}
       FROM _scale_plan p
       JOIN "Booking" b ON b.id = p.booking_id
       JOIN "Quote" q ON q.id = p.quote_id`,
    nowIso,
  );
}

/**
 * Bookings that hold slots (the state table's rule, as in the demo seed: not cancelled, and the job
 * still the painter's) hold their painter's slot on every day of the project.
 */
export async function insertReservations(db: Db): Promise<number> {
  return exec(
    db,
    `INSERT INTO "SlotReservation" (id, "contractorId", date, "timeSlot", "bookingId", "createdAt")
     SELECT gen_random_uuid(), p.contractor_id, p.sched + d, p.slot::"TimeSlot", p.booking_id, p.booked_at
       FROM _scale_plan p, generate_series(0, p.days - 1) d
      WHERE p.status IN (${HOLDING_SLOTS})`,
  );
}
