/**
 * What the back office and the painter send to record money against an invoice (docs/product.md §10):
 * a payment, a credit note, a refund. Amounts are dollars with at most two decimals, read as text and
 * turned into cents exactly (never through a float).
 */
import { MAX_PRICE_CHANGE_CENTS, PRICE_CHANGE_REASON } from "@/lib/bookings/price-changes.shared";
import { z } from "@/lib/validations/zod.shared";

const blankAsMissing = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** "412.5", "412.50", 412.5 → 41250 cents; at most $1,000,000.00. */
export const moneyCents = z
  .union([z.string(), z.number()], { error: "Amount is required" })
  .transform((value) => String(value).trim().replace(/^\$/, "").replace(/,/g, ""))
  .refine((text) => /^\d{1,7}(\.\d{1,2})?$/.test(text), "Amount is dollars and cents, like 412.50")
  .transform((text) => {
    const [whole, fraction = ""] = text.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  })
  .refine((cents) => cents > 0, "Amount must be more than $0.00");

const reason = z
  .string({ error: "Reason is required" })
  .trim()
  .min(3, "Reason is at least 3 characters")
  .max(500, "Reason is at most 500 characters");

export const IN_PERSON_METHODS = ["cash", "check"] as const;
export const ADMIN_PAYMENT_METHODS = ["cash", "check", "card", "other"] as const;

const paymentFields = {
  amount: moneyCents,
  checkNumber: z.preprocess(
    blankAsMissing,
    z.string().trim().max(40, "Check number is at most 40 characters").optional(),
  ),
  note: z.preprocess(blankAsMissing, z.string().trim().max(500, "Note is at most 500 characters").optional()),
  /** The sender's key for this payment: sent again (a retry, a phone back online), it is one payment. */
  clientRef: z.preprocess(blankAsMissing, z.uuid("clientRef is a UUID").optional()),
};

const checkNeedsNumber = (payment: { method: string; checkNumber?: string }) =>
  payment.method !== "check" || Boolean(payment.checkNumber);
const checkNumberIssue = { message: "Enter the check number", path: ["checkNumber"] };

/** POST /api/admin/invoices/{id}/payments */
export const adminPaymentSchema = z
  .object({
    method: z.enum(ADMIN_PAYMENT_METHODS, { error: "Method is cash, check, card or other" }),
    ...paymentFields,
    receivedOn: z.preprocess(blankAsMissing, z.iso.date("Received on is a date (YYYY-MM-DD)").optional()),
  })
  .refine(checkNeedsNumber, checkNumberIssue);

/** POST /api/contractor/jobs/{id}/payments: what the painter was handed on completion. */
export const painterPaymentSchema = z
  .object({ method: z.enum(IN_PERSON_METHODS, { error: "Method is cash or check" }), ...paymentFields })
  .refine(checkNeedsNumber, checkNumberIssue);

/** POST /api/admin/invoices/{id}/credit-notes */
export const creditNoteSchema = z.object({ amount: moneyCents, reason });

/** POST /api/admin/payments/{id}/refunds */
export const refundSchema = z.object({ amount: moneyCents, reason });

/** "-50", "-$50.00", "+120.5", "1,200" → signed cents (a typed minus sign "−" counts too); never $0.00. */
const signedMoneyCents = z
  .union([z.string(), z.number()], { error: "Amount is required" })
  .transform((value) =>
    String(value)
      .replace(/\s+/g, "")
      .replace(/\u2212/g, "-")
      .replace(/,/g, ""),
  )
  .refine((text) => /^[+-]?\$?\d{1,7}(\.\d{1,2})?$/.test(text), {
    message: "Amount is dollars and cents, like 120.00, or -50.00 for a discount",
  })
  .transform((text) => {
    const sign = text.startsWith("-") ? -1 : 1;
    const [whole, fraction = ""] = text.replace(/^[+-]?\$?/, "").split(".");
    return sign * (Number(whole) * 100 + Number(fraction.padEnd(2, "0")));
  })
  .refine((cents) => cents !== 0, "Amount cannot be $0.00")
  .refine((cents) => Math.abs(cents) <= MAX_PRICE_CHANGE_CENTS, "Amount is at most $1,000,000.00 either way");

/** POST /api/admin/bookings/{bookingId}/price-changes: extra work (positive) or a discount (negative). */
export const priceChangeSchema = z.object({
  amount: signedMoneyCents,
  // One line of the invoice: runs of spaces and line breaks become one space.
  reason: z
    .string({ error: "Reason is required" })
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(PRICE_CHANGE_REASON.min, `Reason is at least ${PRICE_CHANGE_REASON.min} characters`)
        .max(PRICE_CHANGE_REASON.max, `Reason is at most ${PRICE_CHANGE_REASON.max} characters`),
    ),
  /** The sender's key for this change: sent again (a retry after a lost answer), it is one change. */
  clientRef: z.preprocess(blankAsMissing, z.uuid("clientRef is a UUID").optional()),
});

export const INVOICE_LIST_STATUSES = ["open", "overdue", "paid", "void"] as const;
export const INVOICE_PAGE_SIZE = { default: 25, max: 100 } as const;

/** GET /api/admin/invoices (and its CSV export): search, status filter and keyset page. */
export const adminInvoicesQuerySchema = z.object({
  q: z.preprocess(
    blankAsMissing,
    z.string().trim().max(100, "Search text is at most 100 characters").optional(),
  ),
  status: z.preprocess(
    blankAsMissing,
    z.enum(INVOICE_LIST_STATUSES, { error: "Status is open, overdue, paid or void" }).optional(),
  ),
  cursor: z.preprocess(blankAsMissing, z.string().max(512).optional()),
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "Limit is a number" })
      .int("Limit is a whole number")
      .min(1, `Limit is 1 to ${INVOICE_PAGE_SIZE.max}`)
      .max(INVOICE_PAGE_SIZE.max, `Limit is 1 to ${INVOICE_PAGE_SIZE.max}`)
      .default(INVOICE_PAGE_SIZE.default),
  ),
});

export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuerySchema>;
