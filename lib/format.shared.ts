/**
 * Display formatting used by the browser and the server alike: money, words, room names and hours.
 * Browser-safe: no Prisma, no Node APIs.
 */
import { SURFACE_FLAGS, SURFACES, type Surface } from "@/lib/pricing/types.shared";
import type { ROOM_TYPES } from "@/lib/validations/quote.shared";

// Made once: building an Intl formatter costs far more than formatting with it (every e-mail formats prices).
const USD = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.50". Nothing is clamped: a caller that can get NaN must use formatMoney. */
export function formatDollars(amount: number): string {
  return USD.format(amount);
}

/** Integer cents as "$1,234.50". */
export function formatCents(cents: number): string {
  return USD.format(cents / 100);
}

/**
 * "$1,234.56" for amounts read from API data: a numeric string is read as a number, and
 * anything that is not a finite number (null, undefined, "", "abc", NaN, ±Infinity) shows as "$0.00".
 */
export function formatMoney(amount: number | string | null | undefined): string {
  const n = typeof amount === "number" ? amount : Number(amount);
  return USD.format(Number.isFinite(n) ? n : 0);
}

/** "16:00" → "4:00 PM": a wall-clock "HH:MM" (24-hour) time as the pages write it. */
export function formatClock(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * "08:00", "18:00" → "8:00 AM – 6:00 PM": opening hours or a slot's window, from the table that holds
 * them (siteConfig.businessHours, TIME_SLOT_TABLE); `between` for prose ("8:00 AM to 6:00 PM").
 */
export function formatHours(opens: string, closes: string, between = " – "): string {
  return `${formatClock(opens)}${between}${formatClock(closes)}`;
}

/** "in_progress" → "In Progress", "living-room" → "Living Room" */
export function titleCase(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

export type RoomTypeName = (typeof ROOM_TYPES)[number];

export const ROOM_TYPE_LABELS: Record<RoomTypeName, string> = {
  bedroom: "Bedroom",
  "living-room": "Living Room",
  kitchen: "Kitchen",
  bathroom: "Bathroom",
  "dining-room": "Dining Room",
  office: "Office",
  hallway: "Hallway",
  other: "Other",
};

/** A known room type's label, or undefined: stored quotes may carry types this build does not know. */
export function knownRoomTypeLabel(type: string): string | undefined {
  return (ROOM_TYPE_LABELS as Record<string, string | undefined>)[type];
}

/** "living-room" → "Living Room"; an unknown type is title-cased ("sun-room" → "Sun Room"). */
export function roomTypeLabel(type: string): string {
  return knownRoomTypeLabel(type) ?? titleCase(type);
}

export const SURFACE_LABELS: Record<Surface, string> = {
  walls: "Walls",
  ceiling: "Ceiling",
  trim: "Trim",
  doors: "Doors",
  windows: "Windows",
};

/** Each surface as [room flag, paint-options key, label], in the quote form's order. */
export const SURFACE_FIELDS = SURFACES.map(
  (surface) => [SURFACE_FLAGS[surface], surface, SURFACE_LABELS[surface]] as const,
);
