/** What the back office sends to record a painter's payout (docs/product.md §10). */
import { PAYOUT_METHODS } from "@/lib/payouts/methods.shared";
import { z } from "@/lib/validations/zod.shared";
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
