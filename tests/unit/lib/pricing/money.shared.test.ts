import {
  applyRate,
  centsToDecimalString,
  decimalToCents,
  dollarsToCents,
  formatUsd,
  multiplyToCents,
} from "@/lib/pricing/money.shared";

describe("money", () => {
  it("multiplies a rate by a quantity exactly, rounding half-up to the cent", () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point
    expect(multiplyToCents(0.1, 3)).toBe(30);
    expect(multiplyToCents(1.85, 345.5)).toBe(63918); // 639.175 → 639.18
    expect(multiplyToCents(0.0001, 0.5)).toBe(0); // 0.00005 → 0.00
    expect(multiplyToCents(0.01, 0.5)).toBe(1); // 0.005 → 0.01 (half-up)
    expect(multiplyToCents(65, 0)).toBe(0);
  });

  it("applies a rate to cents", () => {
    expect(applyRate(10000, 0.06)).toBe(600);
    expect(applyRate(23995, 0.6)).toBe(14397);
    expect(applyRate(1, 0.5)).toBe(1);
  });

  it("converts and formats with two decimals", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(centsToDecimalString(123450)).toBe("1234.50");
    expect(centsToDecimalString(5)).toBe("0.05");
    expect(centsToDecimalString(-250)).toBe("-2.50");
    expect(formatUsd(123450)).toBe("$1,234.50");
  });

  it("reads a Decimal column as exact cents", () => {
    const decimal = (text: string) => ({ toFixed: (digits: number) => Number(text).toFixed(digits) });
    expect(decimalToCents(decimal("100.00"))).toBe(10000);
    expect(decimalToCents(decimal("1234567.89"))).toBe(123456789);
    expect(decimalToCents(decimal("0.07"))).toBe(7);
    expect(decimalToCents(decimal("-2.50"))).toBe(-250);
    expect(decimalToCents(null)).toBe(0);
  });
});
