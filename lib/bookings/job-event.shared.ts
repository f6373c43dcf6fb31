/**
 * The painter's calendar event for a job: its title and notes. One text for the "Add to Calendar"
 * link (components/contractor/dashboard/format.ts) and the subscribed calendar feed
 * (lib/contractors/calendar-feed.ts), so the two never disagree about what a job says.
 */
export interface JobEventFacts {
  serviceType: string;
  customerName: string | null | undefined;
  phone: string | null | undefined;
  timeSlotLabel: string | null | undefined;
  /** Consecutive days of the project (1 for a one-day job) */
  days: number;
  notes: string | null | undefined;
  bookingId: string;
}

/** "Painting Job - Jane Doe" */
export const jobEventTitle = (job: JobEventFacts): string =>
  `${job.serviceType} - ${job.customerName || "BrushWise job"}`;

/** The event's notes, one fact a line; the facts a job lacks are left out. */
export function jobEventDetails(job: JobEventFacts): string {
  return [
    `${job.serviceType} for ${job.customerName || "customer"}`,
    job.phone && `Phone: ${job.phone}`,
    job.timeSlotLabel && `Time slot: ${job.timeSlotLabel}`,
    job.days > 1 && `Project length: ${job.days} days`,
    job.notes && `Notes: ${job.notes}`,
    `Booking ID: ${job.bookingId}`,
  ]
    .filter(Boolean)
    .join("\n");
}
