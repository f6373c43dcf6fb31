import "server-only";
/**
 * Gap-free document numbers (docs/product.md §10): BW-2026-000123 for invoices, CN-2026-000004 for
 * credit notes, counted per New York calendar year. The counter row is raised inside the transaction
 * that writes the document: its row lock makes concurrent issues wait their turn, and a transaction
 * that rolls back takes its number with it, so the sequence never skips or repeats.
 */
import type { DbClient } from "@/lib/db/types";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";

export type DocumentSeries = "BW" | "CN";

/** How many digits the running number shows (a million documents a year before it widens). */
const DIGITS = 6;

export function formatDocumentNumber(series: DocumentSeries, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(DIGITS, "0")}`;
}

/** The next number of `series` for the year `now` falls in (New York time). Call inside the writing transaction. */
export async function nextDocumentNumber(tx: DbClient, series: DocumentSeries, now: Date): Promise<string> {
  const year = Number(todayInNewYork(now).slice(0, 4));
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "DocumentCounter" ("series", "year", "last") VALUES (${series}, ${year}, 1)
    ON CONFLICT ("series", "year") DO UPDATE SET "last" = "DocumentCounter"."last" + 1
    RETURNING "last"`;
  if (!row) throw new Error(`No ${series} number could be taken for ${year}`);
  return formatDocumentNumber(series, year, Number(row.last));
}
