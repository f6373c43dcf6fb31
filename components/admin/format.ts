/** Pure helpers of the admin back office (docs/product.md §3, §4, §5, §9). */
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { BUSINESS_TIME_ZONE } from "@/lib/scheduling/dates.shared";
import { PRODUCTIVITY } from "@/lib/scheduling/productivity.shared";
import { titleCase } from "@/lib/format.shared";
import { ADMIN_SLOT_LABELS, slotDefinition, TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";

/** A YYYY-MM-DD calendar date as "Tuesday, December 1" (docs/product.md §9). */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return "—";
  return formatBookingDate(isoDate);
}

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

/** A timestamp as its New York day: "Mar 4, 2026". */
export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : shortDate.format(date);
}

const weekLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Mar 2" for the Monday a week starts on. */
export function formatWeek(isoDate: string): string {
  return weekLabel.format(new Date(`${isoDate}T00:00:00Z`));
}

// ---------------------------------------------------------------------------
// Bookings

/** The admin dropdown's slots, in the day's order; its own labels come from the slot table. */
export const ADMIN_TIME_SLOTS = TIME_SLOTS;
export { ADMIN_SLOT_LABELS };

export function adminSlotLabel(slot: string | null | undefined): string {
  if (!slot) return "—";
  return slotDefinition(slot)?.adminLabel ?? titleCase(slot);
}

// ---------------------------------------------------------------------------
// Contractors

export { PRODUCTIVITY };

/**
 * docs/product.md §5: productivity is 100–2000 sq ft per day in steps of 50; anything
 * non-numeric falls back to 500. Numbers are clamped and rounded to the step.
 */
export function normalizeProductivity(raw: string | number | null | undefined): number {
  const n =
    typeof raw === "number"
      ? raw
      : raw === null || raw === undefined || raw.trim() === ""
        ? Number.NaN
        : Number(raw);
  if (!Number.isFinite(n)) return PRODUCTIVITY.fallback;
  const stepped = Math.round(n / PRODUCTIVITY.step) * PRODUCTIVITY.step;
  return Math.min(PRODUCTIVITY.max, Math.max(PRODUCTIVITY.min, stepped));
}

export function contractorName(c: { firstName: string; lastName: string }): string {
  return `${c.firstName} ${c.lastName}`.trim();
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(0)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

// ---------------------------------------------------------------------------
// Pricing

export interface PricingGroup {
  id: string;
  title: string;
  description: string;
  categories: string[];
}

/** docs/product.md §2: surfaces and labor; quality and materials per square foot; commission, markup and business settings. */
export const PRICING_GROUPS: PricingGroup[] = [
  {
    id: "surfaces",
    title: "Surfaces and Labor",
    description: "Labor per unit of surface and flat fees.",
    categories: ["surfaces", "labor"],
  },
  {
    id: "quality",
    title: "Quality and Materials",
    description: "Paint surcharges per square foot when we supply the paint.",
    categories: ["quality", "materials"],
  },
  {
    id: "business",
    title: "Commission, Markup and Business",
    description: "Rates are fractions: 0.60 means 60 %.",
    categories: ["commission", "markup", "business"],
  },
];

const PRICING_LABELS: Record<string, string> = {
  wallCostPerSqFt: "Wall cost per sq ft",
  ceilingCostPerSqFt: "Ceiling cost per sq ft",
  trimCostPerLinearFt: "Trim cost per linear ft",
  doorCost: "Door cost",
  windowCost: "Window cost",
  furnitureMovingCost: "Furniture moving",
  standardQualityMarkup: "Standard paint markup",
  premiumQualityMarkup: "Premium paint markup",
  luxuryQualityMarkup: "Luxury paint markup",
  platformMarginRate: "Platform margin rate",
  contractorCommissionRate: "Contractor commission rate",
  salesTaxRate: "Sales tax rate",
  minimumJobSize: "Minimum job size",
};

/** "wallCostPerSqFt" → "Wall cost per sq ft"; unknown names are split at capitals. */
export function pricingLabel(name: string): string {
  return PRICING_LABELS[name] ?? titleCase(name.replace(/([a-z])([A-Z])/g, "$1_$2"));
}

/** docs/product.md §5: step 1 for count units, 0.01 otherwise. */
export const pricingStep = (unit: string) => (unit === "count" ? 1 : 0.01);

export function pricingUnitHint(unit: string, value: number): string {
  switch (unit) {
    case "percentage":
      return Number.isFinite(value) ? `Rate (${Number((value * 100).toFixed(2))} %)` : "Rate";
    case "multiplier":
      return "Multiplier";
    case "count":
      return "Count";
    default:
      return "Dollars";
  }
}
