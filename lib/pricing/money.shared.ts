/**
 * Exact money arithmetic. Amounts are integer cents; rates and measurements are
 * scaled to integers before multiplying, so no binary floating-point error can
 * creep into a price. Rounding is half-up to the cent.
 */
import { formatCents } from "@/lib/format.shared";

export type Cents = number;

const RATE_SCALE = 10_000; // PricingConfigItem.value has 4 decimals
const QUANTITY_SCALE = 100; // measurements have at most 2 decimals

function scaled(value: number, scale: number): number {
  return Math.round(value * scale);
}

/** rate ($ per unit) × quantity (units) → cents, rounded half-up. */
export function multiplyToCents(rate: number, quantity: number): Cents {
  const product = scaled(rate, RATE_SCALE) * scaled(quantity, QUANTITY_SCALE); // scale 1e6 dollars
  return roundDiv(product, 10_000); // → cents (scale 1e2)
}

/** cents × rate (e.g. a tax or commission rate) → cents, rounded half-up. */
export function applyRate(amount: Cents, rate: number): Cents {
  return roundDiv(amount * scaled(rate, RATE_SCALE), RATE_SCALE);
}

export function dollarsToCents(dollars: number): Cents {
  return scaled(dollars, 100);
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** A Decimal column (or null) → integer cents, exactly: read from its two-decimal text, never through a float. */
export function decimalToCents(value: { toFixed(digits: number): string } | null | undefined): Cents {
  if (!value) return 0;
  const [whole = "0", fraction = "00"] = value.toFixed(2).replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction);
  return value.toFixed(2).startsWith("-") ? -cents : cents;
}

/** "1234.5" style string with exactly two decimals, for Decimal columns and JSON. */
export function centsToDecimalString(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "$1,234.50" */
export function formatUsd(cents: Cents): string {
  return formatCents(cents);
}

function roundDiv(numerator: number, divisor: number): number {
  const q = Math.floor(Math.abs(numerator) / divisor);
  const r = Math.abs(numerator) - q * divisor;
  const rounded = r * 2 >= divisor ? q + 1 : q;
  return numerator < 0 ? -rounded : rounded;
}
