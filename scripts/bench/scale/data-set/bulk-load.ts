/**
 * What a bulk load switches off and back on: the big tables' secondary indexes (dropped before the
 * load, built once after it) and the row triggers (the load sets their columns itself).
 */
import { exec, timed, type Db, type Log } from "./sql";

/** The big tables: their secondary indexes are dropped during the load and built once after it. */
const LOADED_TABLES = [
  "Quote",
  "Room",
  "Booking",
  "JobAssignment",
  "SlotReservation",
  "ContractorAvailability",
  "Invoice",
  "InvoiceLine",
  "Payment",
  "Refund",
  "CreditNote",
  "Payout",
  "PayoutItem",
];

export interface IndexDef {
  name: string;
  definition: string;
}

/** Secondary indexes of the loaded tables (primary keys stay: foreign keys need them). */
export async function dropIndexes(db: Db): Promise<IndexDef[]> {
  const indexes = await db.$queryRawUnsafe<IndexDef[]>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    LOADED_TABLES,
  );
  for (const index of indexes) await exec(db, `DROP INDEX "${index.name}"`);
  return indexes;
}

/** Built two at a time (two cores here), each with a large maintenance_work_mem. */
export async function createIndexes(db: Db, indexes: IndexDef[], log: Log): Promise<void> {
  const queue = [...indexes];
  const worker = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) {
      const { definition, name } = index;
      await timed(log, `index ${name}`, async () => void (await exec(db, definition)));
    }
  };
  await Promise.all([worker(), worker()]);
}

const USER_TRIGGERS: [table: string, trigger: string][] = [
  ["Quote", "Quote_phoneDigits"],
  ["Quote", "Quote_updates_bookings"],
  ["Booking", "Booking_marks_quote"],
  ["Booking", "Booking_copies_quote"],
  ["JobAssignment", "JobAssignment_updates_booking_earnings"],
  ["PayoutItem", "PayoutItem_marks_job"],
];

/** The row triggers cost a function call (and an UPDATE) per row: the load sets their columns itself. */
export async function setTriggers(db: Db, enabled: boolean): Promise<void> {
  for (const [table, trigger] of USER_TRIGGERS)
    await exec(db, `ALTER TABLE "${table}" ${enabled ? "ENABLE" : "DISABLE"} TRIGGER "${trigger}"`);
}
