/**
 * An invoice's lines (docs/product.md §10): what the customer was quoted, line for line, from the
 * breakdown the server priced the quote with (Quote.pricingSnapshot.breakdown), so the invoice reads
 * like the quote, then each price change the back office made (BookingPriceChange), with its reason.
 * Lines always add up to the invoice's total: the quote's stored totals are the authority, and a
 * quote saved without a breakdown (older rows, the demo data) gets a line per room and one line for
 * what its rooms do not explain.
 */
import { priceChangeLabel } from "@/lib/bookings/price-changes.shared";
import type { Cents } from "@/lib/pricing/money.shared";

export type InvoiceLineKind =
  "room" | "paint" | "minimum" | "furniture" | "other" | "fee" | "tax" | "adjustment";

export interface InvoiceLineDraft {
  kind: InvoiceLineKind;
  label: string;
  cents: Cents;
}

export interface InvoiceDraft {
  lines: InvoiceLineDraft[];
  /** The quote's subtotal (before tax and price changes) */
  subtotalCents: Cents;
  /** The quote's tax: a price change adds none (it is tax-inclusive as entered) */
  taxCents: Cents;
  /** subtotal + tax + the price changes */
  totalCents: Cents;
}

/** What a quote's breakdown line looks like in its snapshot (lib/pricing/quote.shared.ts BreakdownLine). */
export interface QuotedLine {
  kind: string;
  label: string;
  cents: number;
}

const CHARGE_KINDS = new Set<InvoiceLineKind>(["room", "paint", "minimum", "furniture"]);

/** "Tax (6%)" stays the quote's own label; a bare "Sales tax" when the breakdown had none. */
const TAX_LABEL = "Sales tax";

export interface QuotedJob {
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  /** The snapshot's breakdown, when it has one */
  breakdown: readonly QuotedLine[] | null;
  /** Each room's label and stored cost, in order */
  rooms: readonly { label: string; cents: Cents }[];
  /** The back office's price changes, oldest first (none: the quote as it was) */
  changes?: readonly { reason: string; cents: Cents }[];
}

/**
 * The job invoice's lines: subtotal lines, the tax line when there is tax, then a line per price
 * change ("Price change: <reason>"), which is tax-inclusive as entered: no tax is added for it.
 */
export function jobInvoiceDraft(job: QuotedJob): InvoiceDraft {
  const quoted = (job.breakdown ?? []).filter(
    (line): line is QuotedLine & { kind: InvoiceLineKind } =>
      CHARGE_KINDS.has(line.kind as InvoiceLineKind) && Number.isInteger(line.cents),
  );
  let charges: InvoiceLineDraft[] = quoted.map((line) => ({
    kind: line.kind,
    label: line.label,
    cents: line.cents,
  }));
  // A breakdown that does not add up to the stored subtotal (or none) is not what was charged:
  // fall back to the rooms, and name the rest.
  if (sum(charges) !== job.subtotalCents) {
    charges = job.rooms.map((room) => ({ kind: "room" as const, label: room.label, cents: room.cents }));
    const rest = job.subtotalCents - sum(charges);
    if (rest !== 0) charges.push({ kind: "other", label: "Minimum job size, paint and extras", cents: rest });
  }
  const taxLabel = job.breakdown?.find((line) => line.kind === "tax")?.label ?? TAX_LABEL;
  const lines = job.taxCents
    ? [...charges, { kind: "tax" as const, label: taxLabel, cents: job.taxCents }]
    : charges;
  const changes = (job.changes ?? []).map((change) => ({
    kind: "adjustment" as const,
    label: priceChangeLabel(change.reason),
    cents: change.cents,
  }));
  return {
    lines: [...lines, ...changes],
    subtotalCents: job.subtotalCents,
    taxCents: job.taxCents,
    totalCents: job.subtotalCents + job.taxCents + sum(changes),
  };
}

/** The late-cancellation fee's invoice: one line, no tax (a fee, not a sale of services). */
export function feeInvoiceDraft(feeCents: Cents, dateLabel: string): InvoiceDraft {
  return {
    lines: [{ kind: "fee", label: `Late cancellation fee (appointment of ${dateLabel})`, cents: feeCents }],
    subtotalCents: feeCents,
    taxCents: 0,
    totalCents: feeCents,
  };
}

export function sum(lines: readonly { cents: Cents }[]): Cents {
  return lines.reduce((total, line) => total + line.cents, 0);
}
