/** What the back office sends to record a painter's payout (docs/product.md §10). */
import { z } from "@/lib/validations/zod.shared";

export const PAYOUT_METHODS = ["bank_transfer", "check", "cash", "other"] as const;
export const PAYOUT_METHOD_LABELS: Record<(typeof PAYOUT_METHODS)[number], string> = {
  bank_transfer: "Bank transfer",
  check: "Check",
  cash: "Cash",
  other: "Other",
};
/** Jobs one payout may cover: a year of a busy painter's jobs, a bounded request. */
export const MAX_JOBS_PER_PAYOUT = 500;

/** POST /api/admin/contractors/{id}/payouts */
export const payoutSchema = z.object({
  paidOn: z.iso.date("Paid on is a date (YYYY-MM-DD)"),
  method: z.enum(PAYOUT_METHODS, { error: "Method is bank_transfer, check, cash or other" }),
  reference: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().max(100, "Reference is at most 100 characters").optional(),
  ),
  jobIds: z
    .array(z.uuid("Each job is a job ID"), { error: "Choose the jobs this payout covers" })
    .min(1, "Choose the jobs this payout covers")
    .max(MAX_JOBS_PER_PAYOUT, `At most ${MAX_JOBS_PER_PAYOUT} jobs in one payout`),
});
