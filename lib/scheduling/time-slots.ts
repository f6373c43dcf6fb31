export const TIME_SLOTS = ["morning", "afternoon", "evening"] as const;
export type TimeSlotId = (typeof TIME_SLOTS)[number];

/** Customer-facing labels (docs/product.md §9); the evening slot is the colour consultation. */
export const TIME_SLOT_LABELS: Record<TimeSlotId, string> = {
  morning: "8:00 AM-12:00 PM",
  afternoon: "12:00 PM-4:00 PM",
  evening: "4:00 PM-7:00 PM",
};

/** Labels on the contractor's availability checkboxes (docs/product.md §9). */
export const CONTRACTOR_SLOT_LABELS: Record<TimeSlotId, string> = {
  morning: "8:00 AM-12:00 PM",
  afternoon: "12:00 PM-4:00 PM",
  evening: "4:00 PM-8:00 PM",
};
