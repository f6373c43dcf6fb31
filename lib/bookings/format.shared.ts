import { slotService } from "@/lib/scheduling/time-slots.shared";

// Building a formatter costs far more than using one: made once per process.
const BOOKING_DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "Tuesday, December 1" for a YYYY-MM-DD calendar date (docs/product.md §9: weekday, month and day). */
export function formatBookingDate(isoDate: string): string {
  return BOOKING_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Color Consultation" for a consultation slot (the evening), else "Painting Job" (docs/product.md §3). */
export function serviceName(timeSlot: string): string {
  return slotService(timeSlot);
}
