import { pricingValueProblem } from "@/lib/validations/pricing-rules.shared";

/** Shown for a text that is no number at all (empty, a stray sign): the API never sees one. */
export const PRICE_NOT_A_NUMBER = "Enter a number of 0 or more.";

export type PriceInput = { value: number; problem: null } | { value: null; problem: string };

/**
 * A pricing input's text as a number, or why the form refuses it: a number is checked with the
 * API's own rule (pricing-rules.shared.ts: 0 to 1,000,000), so the form refuses what the server
 * would, with the server's message.
 */
export function readPrice(text: string): PriceInput {
  const n = Number.parseFloat(text);
  if (!/^\s*-?\d*\.?\d*\s*$/.test(text) || !Number.isFinite(n))
    return { value: null, problem: PRICE_NOT_A_NUMBER };
  const problem = pricingValueProblem(n);
  return problem === null ? { value: n, problem: null } : { value: null, problem };
}
