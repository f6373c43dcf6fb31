/**
 * The one table of time slots (docs/product.md "Time slots"). The product shows different hours
 * per audience on purpose, so each slot carries every audience's text and window; everything
 * else reads from here. Browser-safe: imported by pages, components and the server alike.
 */
export const TIME_SLOTS = ["morning", "afternoon", "evening"] as const;
export type TimeSlotId = (typeof TIME_SLOTS)[number];

/** A wall-clock window in New York, "HH:MM" 24-hour times. */
export type CalendarWindow = readonly [start: string, end: string];

export type SlotService = "Painting Job" | "Color Consultation";

export interface TimeSlotDefinition {
  /** "Morning": the name the customer's slot choice starts with. */
  period: string;
  /** Whether a painting job may take the slot; the other slots are colour consultations. */
  paintingJob: boolean;
  /** The customer's hours: the booking pages, the e-mails and their .ics. */
  customerLabel: string;
  customerWindow: CalendarWindow;
  /** The painter's availability checkboxes. */
  contractorLabel: string;
  /** The back office's dropdown and lists. */
  adminLabel: string;
  /** The painter's "Add to Calendar" event. */
  calendarWindow: CalendarWindow;
}

/** Typed by slot, so a new slot makes tsc point at this table and every Record built from it. */
export const TIME_SLOT_TABLE: Readonly<Record<TimeSlotId, TimeSlotDefinition>> = {
  morning: {
    period: "Morning",
    paintingJob: true,
    customerLabel: "8:00 AM-12:00 PM",
    customerWindow: ["08:00", "12:00"],
    contractorLabel: "8:00 AM-12:00 PM",
    adminLabel: "Morning (8-12)",
    calendarWindow: ["08:00", "12:00"],
  },
  afternoon: {
    period: "Afternoon",
    paintingJob: true,
    customerLabel: "12:00 PM-4:00 PM",
    customerWindow: ["12:00", "16:00"],
    contractorLabel: "12:00 PM-4:00 PM",
    adminLabel: "Afternoon (12-5)",
    calendarWindow: ["13:00", "17:00"],
  },
  evening: {
    period: "Evening",
    paintingJob: false,
    customerLabel: "4:00 PM-7:00 PM",
    customerWindow: ["16:00", "19:00"],
    contractorLabel: "4:00 PM-8:00 PM",
    adminLabel: "Evening (5-8)",
    calendarWindow: ["18:00", "20:00"],
  },
};

function pick<K extends keyof TimeSlotDefinition>(field: K): Record<TimeSlotId, TimeSlotDefinition[K]> {
  return Object.fromEntries(TIME_SLOTS.map((slot) => [slot, TIME_SLOT_TABLE[slot][field]])) as Record<
    TimeSlotId,
    TimeSlotDefinition[K]
  >;
}

/** Customer-facing labels; the evening slot is the colour consultation. */
export const TIME_SLOT_LABELS = pick("customerLabel");
/** Labels on the contractor's availability checkboxes. */
export const CONTRACTOR_SLOT_LABELS = pick("contractorLabel");
/** The admin back office's labels. */
export const ADMIN_SLOT_LABELS = pick("adminLabel");

/** "08:00" → "080000": a window's time as calendar files and links write it (ISO 8601 basic). */
export const basicTime = (time: string): string => `${time.replace(":", "")}00`;

/** The slot a stored or received value names, or null (keys of Object.prototype are not slots). */
export function timeSlotOf(value: string | null | undefined): TimeSlotId | null {
  return value && Object.hasOwn(TIME_SLOT_TABLE, value) ? (value as TimeSlotId) : null;
}

/** The slot's definition, or null for a value that names no slot. */
export function slotDefinition(value: string | null | undefined): TimeSlotDefinition | null {
  const slot = timeSlotOf(value);
  return slot ? TIME_SLOT_TABLE[slot] : null;
}

/** docs/product.md §9: the painter's event window for a job without a known slot (Job Management). */
export const DEFAULT_CALENDAR_WINDOW: CalendarWindow = ["08:00", "17:00"];
/** docs/product.md §9: the My Schedule link's window for a job without a known slot. */
export const SCHEDULE_CALENDAR_WINDOW: CalendarWindow = ["08:00", "16:00"];

/** The painter's event window for a slot: a known slot's own, else `fallback` (one of the two above). */
export function calendarWindow(
  timeSlot: string | null | undefined,
  fallback: CalendarWindow = DEFAULT_CALENDAR_WINDOW,
): CalendarWindow {
  return slotDefinition(timeSlot)?.calendarWindow ?? fallback;
}

/** A colour consultation slot (the evening); an unknown value is not one. */
export const isConsultationSlot = (value: string | null | undefined): boolean =>
  slotDefinition(value)?.paintingJob === false;

/** The kind of visit a slot is; anything but a consultation slot is a painting job. */
export const slotService = (value: string | null | undefined): SlotService =>
  isConsultationSlot(value) ? "Color Consultation" : "Painting Job";
