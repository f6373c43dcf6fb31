/** What the database and the delivery record say, checked against what a booking must consist of. */
import { existsSync, readFileSync } from "node:fs";
import { statusLiterals } from "@/lib/bookings/status-sql";
import {
  bookingStatusesWhere,
  jobStatusesWhere,
  NEW_BOOKING_STATUS,
  NEW_JOB_STATUS,
} from "@/lib/bookings/states.shared";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { AUTH_SECRET, deliveryLog } from "./config";
import { count, query } from "./db";
import { check, info } from "./harness";

// Status lists from the state table (lib/bookings/states.shared.ts), as SQL text.
/** A booking that still stands for its quote: every status that does not free its slots. */
const STANDING = statusLiterals(bookingStatusesWhere("freesSlots", false));
const FREED = statusLiterals(bookingStatusesWhere("freesSlots"));
/** A job still its painter's: neither rejected nor cancelled. */
const PAINTERS_JOB = statusLiterals(jobStatusesWhere("earns"));
/** Reminded the day before. */
const UPCOMING = statusLiterals(bookingStatusesWhere("upcoming"));

export interface Delivery {
  id: string;
  pid: number;
  at: string;
}

/** Deliveries recorded by the dev transport (EMAIL_DELIVERY_LOG): message id → [{ pid, at }]. */
export function readDeliveries(): Map<string, Delivery[]> {
  const byId = new Map<string, Delivery[]>();
  if (!existsSync(deliveryLog)) return byId;
  for (const line of readFileSync(deliveryLog, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as Delivery;
    const list = byId.get(entry.id) ?? [];
    list.push(entry);
    byId.set(entry.id, list);
  }
  return byId;
}

/**
 * The booking id a signed cancel link is valid for, checked by the app's own code. Imported on
 * first use, after the secret is in place: the module may read it when it loads.
 */
async function cancelLinkVerifier(): Promise<(token: string) => string | null> {
  process.env.AUTH_SECRET = AUTH_SECRET;
  const { verifyBookingToken } = await import("@/lib/bookings/tokens");
  return (token) => verifyBookingToken(token, "cancel");
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const uuidsIn = (text: string) => new Set(text.match(UUID) ?? []);

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

interface BookingRow {
  id: string;
  quoteId: string;
  status: string;
  date: string;
  slot: string;
  days: number;
  email: string;
}
interface EmailRow {
  id: string;
  to: string;
  template: string;
  html: string;
  text: string;
}

/**
 * Everything a booking made through the API consists of (lib/bookings/create.ts),
 * for every booking of this run's quotes; returns the problems found.
 */
export async function auditBookings() {
  const bookings = await query<BookingRow>(
    `SELECT b.id, b."quoteId", b.status::text, b."scheduledDate"::text AS date, b."timeSlot"::text AS slot,
            b."estimatedDays" AS days, b."reminderSentAt", q.email
       FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId"
      WHERE q.email LIKE 'cluster-%'`,
  );
  const ids = bookings.map((b) => b.id);
  const assignments = await query<{
    bookingId: string;
    contractorId: string;
    status: string;
    earnings: number;
    email: string;
  }>(
    `SELECT j."bookingId", j."contractorId", j.status::text, j."contractorEarnings"::float AS earnings,
            c.email
       FROM "JobAssignment" j JOIN "Contractor" c ON c.id = j."contractorId"
      WHERE j."bookingId" = ANY($1::uuid[])`,
    [ids],
  );
  const reservations = await query<{ bookingId: string; contractorId: string; date: string; slot: string }>(
    `SELECT "bookingId", "contractorId", date::text AS date, "timeSlot"::text AS slot
       FROM "SlotReservation" WHERE "bookingId" = ANY($1::uuid[])`,
    [ids],
  );
  const emails = await query<EmailRow>(
    `SELECT id, "to", template, html, text FROM "EmailMessage" WHERE template <> 'cluster-burst'`,
  );
  const emailsByBooking = new Map<string, EmailRow[]>();
  for (const email of emails) {
    for (const id of uuidsIn(email.html))
      emailsByBooking.set(id, [...(emailsByBooking.get(id) ?? []), email]);
  }
  const assignmentsOf = groupBy(assignments, (row) => row.bookingId);
  const reservationsOf = groupBy(reservations, (row) => row.bookingId);
  const bookingIdOfCancelLink = await cancelLinkVerifier();

  const problems: string[] = [];
  for (const b of bookings) {
    const bad = (what: string) => problems.push(`${b.id}: ${what}`);
    if (b.status !== NEW_BOOKING_STATUS) bad(`status ${b.status}`);
    const jobs = assignmentsOf.get(b.id) ?? [];
    const [job] = jobs;
    if (jobs.length !== 1 || !job) {
      bad(`${jobs.length} job assignments`);
      continue;
    }
    if (job.status !== NEW_JOB_STATUS || !(job.earnings > 0))
      bad(`assignment ${job.status}, earnings ${job.earnings}`);
    const held = (reservationsOf.get(b.id) ?? []).sort((x, y) => x.date.localeCompare(y.date));
    const expectedDates = Array.from({ length: b.days }, (_, i) => addDays(b.date, i));
    if (
      held.length !== b.days ||
      held.some(
        (r, i) => r.contractorId !== job.contractorId || r.slot !== b.slot || r.date !== expectedDates[i],
      )
    ) {
      const heldText = JSON.stringify(held.map((r) => `${r.date} ${r.slot}`));
      bad(`slot reservations ${heldText} for ${b.days} day(s) from ${b.date} ${b.slot}`);
    }
    const mail = emailsByBooking.get(b.id) ?? [];
    const confirmations = mail.filter((m) => m.template === "booking-confirmation" && m.to === b.email);
    const painterNotices = mail.filter((m) => m.template === "contractor-new-job" && m.to === job.email);
    if (confirmations.length !== 1) bad(`${confirmations.length} confirmation e-mails`);
    if (painterNotices.length !== 1) bad(`${painterNotices.length} new-job e-mails to the painter`);
    const token = confirmations[0]?.text.match(/\/cancel-booking\/([\w-]+\.[\w-]+)/)?.[1];
    if (confirmations.length === 1 && (!token || bookingIdOfCancelLink(token) !== b.id)) {
      bad("no valid signed cancel link in the confirmation");
    }
  }
  return { bookings, problems, emailsByBooking };
}

/** Slots held twice, quotes booked twice, reservations of dead bookings: must all be empty. */
export async function doubleBookings() {
  const slots = await query(
    `SELECT "contractorId", date::text, "timeSlot"::text, count(*)::int AS n FROM "SlotReservation"
      GROUP BY 1, 2, 3 HAVING count(*) > 1`,
  );
  const quotes = await query(
    `SELECT "quoteId", count(*)::int AS n FROM "Booking" WHERE status IN (${STANDING})
      GROUP BY 1 HAVING count(*) > 1`,
  );
  // A reservation stands while its booking holds slots and its painter's job is still theirs.
  const dead = await query(
    `SELECT r.id FROM "SlotReservation" r JOIN "Booking" b ON b.id = r."bookingId"
      WHERE b.status IN (${FREED})
         OR NOT EXISTS (SELECT 1 FROM "JobAssignment" j
                         WHERE j."bookingId" = b.id AND j."contractorId" = r."contractorId"
                           AND j.status IN (${PAINTERS_JOB}))`,
  );
  return { slots, quotes, dead };
}

export const outboxPending = () =>
  count(`SELECT count(*)::int AS n FROM "EmailMessage" WHERE status IN ('queued', 'sending')`);

/** Live bookings of this run that are due a reminder (appointment tomorrow) but have none yet. */
export const remindersPending = () =>
  count(
    `SELECT count(*)::int AS n FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId"
      WHERE q.email LIKE 'cluster-%' AND b.status IN (${UPCOMING})
        AND b."scheduledDate" = $1::date
        AND b."reminderSentAt" IS NULL`,
    [addDays(todayInNewYork(), 1)],
  );

/**
 * Every outbox message was delivered exactly once (per the delivery record).
 * `tolerated(id, deliveries)` may excuse a duplicate (a crash between sending
 * and marking sent); returns what was excused.
 */
export async function checkDeliveries(
  label: string,
  tolerated: (id: string, deliveries: Delivery[]) => boolean = () => false,
) {
  const rows = await query<{ id: string; status: string; template: string }>(
    `SELECT id, status::text, template FROM "EmailMessage"`,
  );
  const deliveries = readDeliveries();
  // The instances run with EMAIL_DELIVERY=outbox: a message handled once is held, never sent.
  const notSent = rows.filter((r) => r.status !== "held");
  const never = rows.filter((r) => !deliveries.has(r.id));
  const excused: string[] = [];
  const twice: { id: string; template: string; deliveries: string[] }[] = [];
  for (const r of rows) {
    const d = deliveries.get(r.id) ?? [];
    if (d.length <= 1) continue;
    if (tolerated(r.id, d)) excused.push(r.id);
    else twice.push({ id: r.id, template: r.template, deliveries: d.map((x) => `pid ${x.pid} at ${x.at}`) });
  }
  const known = new Set(rows.map((r) => r.id));
  const unknown = [...deliveries.keys()].filter((id) => !known.has(id));
  const deliveryCount = [...deliveries.values()].reduce((n, d) => n + d.length, 0);
  info(`${label}: ${rows.length} outbox messages, ${deliveryCount} deliveries`);
  check(
    `${label}: every outbox message is handled (held in outbox mode)`,
    notSent.length === 0,
    notSent.slice(0, 5),
  );
  check(
    `${label}: every outbox message was delivered`,
    never.length === 0,
    deliveries.size === 0
      ? `no delivery recorded at all: does the build predate EMAIL_DELIVERY_LOG (lib/email/transport.ts)? ` +
          `${never.length} messages`
      : never.slice(0, 5).map((r) => r.id),
  );
  check(`${label}: no message was delivered twice`, twice.length === 0, twice.slice(0, 5));
  check(`${label}: nothing delivered that is not in the outbox`, unknown.length === 0, unknown.slice(0, 5));
  return { rows, deliveries, excused };
}

export async function checkReminders(label: string): Promise<void> {
  const tomorrow = addDays(todayInNewYork(), 1);
  const due = await query<{ id: string; email: string }>(
    `SELECT b.id, q.email FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId"
      WHERE q.email LIKE 'cluster-%' AND b.status IN (${UPCOMING})
        AND b."scheduledDate" = $1::date`,
    [tomorrow],
  );
  const reminders = await query<{ id: string; to: string; html: string }>(
    `SELECT id, "to", html FROM "EmailMessage" WHERE template = 'booking-reminder'`,
  );
  const perBooking = new Map(due.map((b) => [b.id, 0]));
  const stray: string[] = [];
  for (const r of reminders) {
    const ids = [...(r.html.match(UUID) ?? [])].filter((id) => perBooking.has(id));
    if (ids.length === 0) stray.push(r.id);
    for (const id of new Set(ids)) perBooking.set(id, (perBooking.get(id) ?? 0) + 1);
  }
  const wrong = [...perBooking].filter(([, n]) => n !== 1);
  info(`${label}: ${due.length} bookings due tomorrow (${tomorrow}), ${reminders.length} reminders`);
  check(
    `${label}: every booking due tomorrow got exactly one reminder`,
    due.length > 0 && wrong.length === 0,
    {
      due: due.length,
      wrong,
    },
  );
  check(`${label}: no reminder for a booking that is not due`, stray.length === 0, stray);
}

export async function checkCleanupOnce(label: string): Promise<void> {
  const runs = await query<{ createdAt: Date }>(
    `SELECT "createdAt" FROM "AuditLog" WHERE action = 'cleanup.run' AND actor = 'system'`,
  );
  const attempts = await count(
    `SELECT coalesce(sum(count), 0)::int AS n FROM "RateLimitBucket" WHERE key = 'job:daily-cleanup'`,
  );
  const days = new Set(runs.map((r) => r.createdAt.toISOString().slice(0, 10)));
  info(`${label}: ${runs.length} cleanup run(s), ${attempts} claim attempts by the instances' ticks`);
  check(
    `${label}: the daily cleanup ran once (per day), though both instances tried many times`,
    runs.length >= 1 && runs.length === days.size && attempts > runs.length,
    { runs: runs.length, attempts },
  );
}
