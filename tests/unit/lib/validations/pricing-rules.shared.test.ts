import { pricingUpdateSchema, pricingValueSchema } from "@/lib/validations/admin.shared";
import {
  PRICING_VALUE_LIMITS,
  PRICING_VALUE_MESSAGES,
  pricingValueProblem,
} from "@/lib/validations/pricing-rules.shared";

const VALUES = [
  0,
  -0,
  0.01,
  1.85,
  999_999.99,
  1_000_000,
  1_000_000.01,
  2_000_000,
  -0.01,
  -1,
  NaN,
  Infinity,
  -Infinity,
];

describe("pricing rules: the pricing form's check agrees with the API", () => {
  it.each(VALUES)("%p: the same verdict and message as the API's schema", (value) => {
    const checked = pricingValueSchema.safeParse(value);
    expect(pricingValueProblem(value)).toBe(checked.success ? null : checked.error.issues[0]!.message);
  });

  it("is the rule of a whole update, 0 to 1,000,000", () => {
    const update = (value: number) =>
      pricingUpdateSchema.safeParse({ updates: [{ name: "doorCost", value }] });
    expect(update(PRICING_VALUE_LIMITS.max).success).toBe(true);
    expect(update(PRICING_VALUE_LIMITS.max + 1).error?.issues[0]?.message).toBe(
      PRICING_VALUE_MESSAGES.tooBig,
    );
    expect(update(-1).error?.issues[0]?.message).toBe(PRICING_VALUE_MESSAGES.negative);
  });
});
