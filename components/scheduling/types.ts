import type { BookingDto } from "@/lib/bookings/serialize";

/** The quote being scheduled: what POST /api/quotes answered (money in dollars). */
export interface SchedulingQuote {
  id: string;
  totalCost: number;
}

/**
 * POST /api/bookings answers the booking as its customer sees it (201 created, 200 already booked),
 * with the customer's reference only when this request made it (the e-mail carries it anyway).
 */
export type ScheduledBooking = BookingDto & { customerReference?: string };
