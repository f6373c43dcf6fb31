/** How the back office pays a painter (docs/product.md §10): the payout form's choices and the API's. */
export const PAYOUT_METHODS = ["bank_transfer", "check", "cash", "other"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bank_transfer: "Bank transfer",
  check: "Check",
  cash: "Cash",
  other: "Other",
};
