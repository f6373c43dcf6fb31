/**
 * A back-office price change on a booking (docs/product.md §10): extra work (positive) or a discount
 * (negative), in cents, with the reason the customer reads on the invoice. Pure and browser-safe: the
 * back office's dialog (components/admin/bookings/price-changes.tsx), the API's schema
 * (lib/validations/invoice-money.ts) and the invoice's lines (lib/invoices/lines.shared.ts) share it.
 */
import type { Cents } from "@/lib/pricing/money.shared";

/** The reason's length, after trimming: it is an invoice line's label. */
export const PRICE_CHANGE_REASON = { min: 3, max: 200 } as const;

/** The largest change either way: $1,000,000.00, the money payloads' own limit. */
export const MAX_PRICE_CHANGE_CENTS = 100_000_000;

export const PRICE_CHANGE_TEXTS = {
  button: "Change price",
  title: "Change the price",
  description:
    "Extra work is a positive amount, a discount a negative one (e.g. -50.00), tax included as entered. " +
    "The reason is shown to the customer on the invoice.",
  amountHint: "Positive for extra work, negative for a discount, e.g. 120.00 or -50.00",
  submit: "Save price change",
  saving: "Saving…",
  saved: "Price changed",
  failed: "The price could not be changed. Check your connection and try again.",
  none: "No price changes.",
  onlyWhileLive:
    "The price can change only before the job is completed: after that, correct the invoice with a credit note.",
} as const;

/** The invoice line's label: "Price change: Extra closet painted". */
export const priceChangeLabel = (reason: string) => `Price change: ${reason}`;

/** What the booking costs now: the quote's total and every change made to it. */
export const adjustedTotalCents = (quotedCents: Cents, changes: readonly { cents: Cents }[]): Cents =>
  changes.reduce((total, change) => total + change.cents, quotedCents);
