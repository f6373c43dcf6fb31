/**
 * The scale data set's money (docs/product.md §10), written as the app would have over ten years:
 * a job invoice for every completed booking (issued at its completion, lines from the quote's rooms
 * and tax) and a fee invoice for every cancelled booking with a fee, numbered BW-YYYY-NNNNNN without
 * gaps per New York year (DocumentCounter continues each sequence); payments, a few refunds and
 * credit notes; weekly payouts covering the painters' completed jobs but the last two weeks' and a
 * few stragglers. Rows are inserted with their final balance (amountPaid, status, paidAt): the
 * triggers of migration 20261128235033_money forbid changing an issued invoice, not writing it.
 */
import { roomLabel } from "@/lib/pricing/quote.shared";
import { OVERDUE_AFTER_DAYS, SECOND_REMINDER_AFTER_DAYS } from "@/lib/invoices/reminders";
import { TAX_LABEL } from "./quotes";
import { exec, type Db } from "./sql";
import { ROOM_TYPES } from "./words";

/** A completed job is paid out with its week's payout once this many days have passed… */
export const PAID_OUT_AFTER_DAYS = 14;
/** …except one in this many (a dispute, a missing W9): old unpaid jobs for "painters owed" too. */
const STRAGGLER_EVERY = 50;

/**
 * Whether the planned job `p` of booking `b` is paid out: decided when the job is inserted
 * (bookings.ts insertJobs sets JobAssignment.paidOut, which the PayoutItem trigger keeps in the
 * app), and the payouts below cover exactly those jobs. `$1` is now.
 */
export const paidOutSql = (b: string, p: string) =>
  `(${b}.status = 'completed' AND ${b}."completedAt" < $1::timestamp - interval '${PAID_OUT_AFTER_DAYS} days'
    AND ${p}.bi % ${STRAGGLER_EVERY} <> 0)`;

/** A UTC `timestamp` column as its New York wall-clock time. */
const ny = (column: string) => `(${column} AT TIME ZONE 'UTC' AT TIME ZONE 'America/New_York')`;

/**
 * One row per invoice to issue: who and what is billed, its number, and what became of it (outcome:
 * paid in full, refunded in part after payment, part-paid, credited in full, or still open; a fresh
 * invoice is more often open), with the payment's method, amount and day.
 */
export async function stageInvoices(db: Db, nowIso: string): Promise<number> {
  const rows = await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_invoice AS
     WITH issued AS (
       SELECT b.id AS booking_id, 'job'::"InvoiceKind" AS kind, j."contractorId" AS contractor_id,
              b."completedAt" AS issued_at, q.subtotal, q."taxAmount" AS tax, b."quoteId" AS quote_id,
              b."scheduledDate" AS service_date, coalesce(nullif(btrim(q."customerName"), ''), q.email) AS billed_name,
              q.email, q.address
         FROM "Booking" b
         JOIN "JobAssignment" j ON j."bookingId" = b.id AND j.status = 'completed'
         JOIN "Quote" q ON q.id = b."quoteId"
        WHERE b.status = 'completed'
       UNION ALL
       SELECT b.id, 'cancellation_fee', NULL, b."cancelledAt", b."cancellationFee", 0, b."quoteId", b."scheduledDate",
              coalesce(nullif(btrim(q."customerName"), ''), q.email), q.email, q.address
         FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId"
        WHERE b.status = 'cancelled' AND b."cancellationFee" > 0
     ), numbered AS (
       SELECT i.*, i.subtotal + i.tax AS total, gen_random_uuid() AS id, gen_random_uuid() AS payment_id,
              extract(year FROM ${ny("i.issued_at")})::int AS year,
              row_number() OVER (PARTITION BY extract(year FROM ${ny("i.issued_at")}) ORDER BY i.issued_at, i.booking_id)::int AS seq,
              random() AS r_outcome, random() AS r_method, random() AS r_when
         FROM issued i
     ), decided AS (
       SELECT n.*,
              CASE WHEN n.issued_at > $1::timestamp - interval '3 days'
                THEN CASE WHEN n.r_outcome < 0.4 THEN 'paid' WHEN n.r_outcome < 0.45 THEN 'part' ELSE 'open' END
                ELSE CASE WHEN n.r_outcome < 0.85 THEN 'paid' WHEN n.r_outcome < 0.853 THEN 'refunded'
                  WHEN n.r_outcome < 0.9 THEN 'part' WHEN n.r_outcome < 0.905 THEN 'void' ELSE 'open' END
              END AS outcome
         FROM numbered n
     )
     SELECT d.*, 'BW-' || d.year || '-' || lpad(d.seq::text, 6, '0') AS number,
            -- Card payments come in over the following weeks; cash and checks are handed over on the day.
            CASE WHEN d.outcome = 'refunded' OR d.r_method < 0.55 THEN 'card' WHEN d.r_method < 0.75 THEN 'cash' ELSE 'check' END AS method,
            CASE d.outcome WHEN 'part' THEN round(d.subtotal * (0.3 + 0.4 * d.r_when)::numeric, 2) ELSE d.subtotal + d.tax END AS paid_amount,
            CASE WHEN d.outcome = 'refunded' THEN round((d.subtotal + d.tax) * 0.1, 2) WHEN d.outcome = 'void' THEN d.subtotal + d.tax ELSE 0 END AS credit,
            least($1::timestamp - interval '1 minute', d.issued_at + CASE WHEN d.outcome = 'refunded' OR d.r_method < 0.55
              THEN d.r_when ^ 2 * interval '21 days' ELSE d.r_when * interval '1 hour' END) AS received_at
       FROM decided d`,
    nowIso,
  );
  await exec(db, `ALTER TABLE _scale_invoice ADD PRIMARY KEY (id)`);
  return rows;
}

/** The invoices, with the balance their payments and credit notes leave and the reminders an open one had. */
export async function insertInvoices(db: Db, nowIso: string): Promise<number> {
  return exec(
    db,
    `INSERT INTO "Invoice" (id, number, kind, "bookingId", "contractorId", "billedName", "billedEmail", "billedAddress",
                            "serviceDate", subtotal, tax, total, "issuedAt", "amountPaid", "amountCredited", status,
                            "paidAt", "firstReminderAt", "secondReminderAt")
     SELECT i.id, i.number, i.kind, i.booking_id, i.contractor_id, i.billed_name, i.email, i.address, i.service_date,
            i.subtotal, i.tax, i.total, i.issued_at,
            CASE WHEN i.outcome IN ('paid', 'part') THEN i.paid_amount WHEN i.outcome = 'refunded' THEN i.total - i.credit ELSE 0 END,
            i.credit,
            (CASE WHEN i.outcome IN ('paid', 'refunded') THEN 'paid' WHEN i.outcome = 'void' THEN 'void' ELSE 'open' END)::"InvoiceStatus",
            CASE WHEN i.outcome IN ('paid', 'refunded') THEN i.received_at END,
            CASE WHEN i.outcome IN ('open', 'part') AND i.issued_at <= $1::timestamp - interval '${OVERDUE_AFTER_DAYS} days'
              THEN i.issued_at + interval '${OVERDUE_AFTER_DAYS} days' END,
            CASE WHEN i.outcome IN ('open', 'part') AND i.issued_at <= $1::timestamp - interval '${SECOND_REMINDER_AFTER_DAYS} days'
              THEN i.issued_at + interval '${SECOND_REMINDER_AFTER_DAYS} days' END
       FROM _scale_invoice i`,
    nowIso,
  );
}

/**
 * The lines as lib/invoices/lines.shared.ts draws them for these quotes (their breakdown has no
 * charge lines): one per room, what the rooms leave of the subtotal, the tax; a fee invoice's one line.
 */
export async function insertInvoiceLines(db: Db): Promise<number> {
  // roomLabel(room, i) for an unnamed room of each type at each position the seed gives (1–5 rooms).
  const labels = Object.fromEntries(
    [...new Set(ROOM_TYPES)].flatMap((type) =>
      [0, 1, 2, 3, 4].map((i) => [`${type}:${i}`, roomLabel({ type, name: null }, i)]),
    ),
  );
  return exec(
    db,
    `INSERT INTO "InvoiceLine" (id, "invoiceId", position, kind, label, amount)
     WITH rooms AS (
       SELECT i.id AS invoice_id, i.subtotal, i.tax, r.position, r.cost,
              coalesce(nullif(btrim(r.name), ''), $1::jsonb ->> (r.type || ':' || r.position)) AS label,
              count(*) OVER w AS rooms, sum(r.cost) OVER w AS room_sum
         FROM _scale_invoice i JOIN "Room" r ON r."quoteId" = i.quote_id
        WHERE i.kind = 'job'
       WINDOW w AS (PARTITION BY i.id)
     )
     SELECT gen_random_uuid(), invoice_id, position, 'room', label, cost FROM rooms
     UNION ALL
     SELECT gen_random_uuid(), invoice_id, rooms, 'other', 'Minimum job size, paint and extras', subtotal - room_sum
       FROM rooms WHERE position = 0 AND subtotal <> room_sum
     UNION ALL
     SELECT gen_random_uuid(), invoice_id, rooms + (subtotal <> room_sum)::int, 'tax', $2, tax
       FROM rooms WHERE position = 0 AND tax > 0
     UNION ALL
     SELECT gen_random_uuid(), i.id, 0, 'fee',
            'Late cancellation fee (appointment of ' || to_char(i.service_date, 'FMDay, FMMonth FMDD') || ')', i.total
       FROM _scale_invoice i WHERE i.kind = 'cancellation_fee'`,
    JSON.stringify(labels),
    TAX_LABEL,
  );
}

/** One payment per paid or part-paid invoice: cards through Stripe, cash and checks taken by the painter. */
export async function insertPayments(db: Db): Promise<number> {
  return exec(
    db,
    `INSERT INTO "Payment" (id, "invoiceId", method, amount, refunded, "checkNumber", "receivedAt", "recordedBy",
                            "stripeCheckoutSessionId", "stripePaymentIntentId", "createdAt")
     SELECT i.payment_id, i.id, i.method::"PaymentMethod", i.paid_amount,
            CASE WHEN i.outcome = 'refunded' THEN i.credit ELSE 0 END,
            CASE WHEN i.method = 'check' THEN (1000 + floor(i.r_method * 9000))::text END,
            i.received_at,
            CASE WHEN i.method = 'card' THEN 'stripe' WHEN i.contractor_id IS NOT NULL THEN 'contractor:' || i.contractor_id
              ELSE 'admin' END,
            CASE WHEN i.method = 'card' THEN 'cs_scale_' || replace(i.payment_id::text, '-', '') END,
            CASE WHEN i.method = 'card' THEN 'pi_scale_' || replace(i.payment_id::text, '-', '') END,
            i.received_at
       FROM _scale_invoice i WHERE i.outcome IN ('paid', 'part', 'refunded')`,
  );
}

/**
 * Credit notes (numbered CN-YYYY-NNNNNN per New York year): a goodwill part of a paid invoice,
 * given back by card refund, and whole invoices credited before anything was paid.
 */
export async function insertCreditsAndRefunds(db: Db, nowIso: string): Promise<number> {
  await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_credit AS
     SELECT c.*, 'CN-' || c.year || '-' || lpad(row_number() OVER (PARTITION BY c.year ORDER BY c.issued_at, c.invoice_id)::text, 6, '0') AS number,
            row_number() OVER (PARTITION BY c.year ORDER BY c.issued_at, c.invoice_id)::int AS seq
       FROM (SELECT i.id AS invoice_id, i.payment_id, i.outcome, i.credit,
                    least($1::timestamp - interval '1 minute',
                          CASE WHEN i.outcome = 'refunded' THEN i.received_at + interval '2 days' ELSE i.issued_at + interval '1 day' END) AS issued_at
               FROM _scale_invoice i WHERE i.outcome IN ('refunded', 'void')) x
       CROSS JOIN LATERAL (SELECT x.*, extract(year FROM ${ny("x.issued_at")})::int AS year) c`,
    nowIso,
  );
  const notes = await exec(
    db,
    `INSERT INTO "CreditNote" (id, number, "invoiceId", amount, reason, actor, "issuedAt")
     SELECT gen_random_uuid(), c.number, c.invoice_id, c.credit,
            CASE WHEN c.outcome = 'refunded' THEN 'Touch-ups missed on the walkthrough; 10% back as agreed.'
              ELSE 'Job billed in error; credited in full.' END, 'admin', c.issued_at
       FROM _scale_credit c`,
  );
  const refunds = await exec(
    db,
    `INSERT INTO "Refund" (id, "paymentId", amount, reason, actor, "stripeRefundId", "createdAt")
     SELECT gen_random_uuid(), c.payment_id, c.credit, 'Goodwill credit refunded to the card.', 'admin',
            're_scale_' || replace(c.payment_id::text, '-', ''), c.issued_at
       FROM _scale_credit c WHERE c.outcome = 'refunded'`,
  );
  return notes + refunds;
}

/** Each series' counter at its year's last number, so the next document continues the sequence. */
export async function insertDocumentCounters(db: Db): Promise<number> {
  return exec(
    db,
    `INSERT INTO "DocumentCounter" (series, year, last)
     SELECT 'BW', year, max(seq) FROM _scale_invoice GROUP BY year
     UNION ALL
     SELECT 'CN', year, max(seq) FROM _scale_credit GROUP BY year
     ON CONFLICT (series, year) DO UPDATE SET last = greatest("DocumentCounter".last, EXCLUDED.last)`,
  );
}

/**
 * A payout per painter and week of completion, dated the Friday after, by bank transfer: for the
 * jobs marked paid out (paidOutSql), one item each, for exactly what each earned.
 */
export async function insertPayouts(db: Db): Promise<number> {
  await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_payout AS
     SELECT j.id AS job_id, j."contractorId" AS contractor_id, j."contractorEarnings" AS earnings,
            date_trunc('week', ${ny('j."completedAt"')})::date AS week
       FROM "JobAssignment" j WHERE j."paidOut"`,
  );
  await exec(
    db,
    `CREATE UNLOGGED TABLE _scale_payout_week AS
     SELECT gen_random_uuid() AS id, contractor_id, week, sum(earnings) AS amount
       FROM _scale_payout GROUP BY contractor_id, week`,
  );
  const payouts = await exec(
    db,
    `INSERT INTO "Payout" (id, "contractorId", "paidOn", amount, method, reference, actor, "createdAt")
     SELECT w.id, w.contractor_id, w.week + 11, w.amount, 'bank_transfer',
            'ACH ' || to_char(w.week + 11, 'YYYYMMDD') || '-' || left(w.contractor_id::text, 8), 'admin',
            ((w.week + 11)::timestamp + time '15:00') AT TIME ZONE 'America/New_York' AT TIME ZONE 'UTC'
       FROM _scale_payout_week w`,
  );
  const items = await exec(
    db,
    `INSERT INTO "PayoutItem" (id, "payoutId", "assignmentId", amount)
     SELECT gen_random_uuid(), w.id, p.job_id, p.earnings
       FROM _scale_payout p JOIN _scale_payout_week w ON w.contractor_id = p.contractor_id AND w.week = p.week`,
  );
  return payouts + items;
}
