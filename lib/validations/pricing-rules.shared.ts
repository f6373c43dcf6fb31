/**
 * The value rule of a pricing item, in one place for both sides: the API's schema
 * (pricingUpdateSchema in lib/validations/admin.shared.ts) is built from these limits and texts,
 * and the back office's pricing form checks with pricingValueProblem, so it refuses what the
 * server would, with the server's message. No zod here: measured on the production build, zod
 * took the pricing page over its budget (first-load JavaScript, gzip: 263.1 of 260 kB).
 */

export const PRICING_VALUE_LIMITS = { min: 0, max: 1_000_000 } as const;

export const PRICING_VALUE_MESSAGES = {
  notANumber: "Values are numbers",
  negative: "Values cannot be negative",
  tooBig: "Values cannot be more than 1,000,000",
} as const;

/** Why the API would refuse `value` as a pricing item's value, or null when it takes it. */
export function pricingValueProblem(value: number): string | null {
  if (!Number.isFinite(value)) return PRICING_VALUE_MESSAGES.notANumber;
  if (value < PRICING_VALUE_LIMITS.min) return PRICING_VALUE_MESSAGES.negative;
  if (value > PRICING_VALUE_LIMITS.max) return PRICING_VALUE_MESSAGES.tooBig;
  return null;
}
