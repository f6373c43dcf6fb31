import { z } from "@/lib/validations/zod";
import { isIsoDate } from "@/lib/scheduling/dates";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots";

export const isoDateSchema = z.string().refine(isIsoDate, "Use a calendar date written YYYY-MM-DD");
export const timeSlotSchema = z.enum(TIME_SLOTS, { error: "Choose morning, afternoon or evening" });

export const createBookingSchema = z.object({
  quoteId: z.uuid("Invalid quote ID"),
  scheduledDate: isoDateSchema,
  timeSlot: timeSlotSchema,
});

export const lookupBookingSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(254),
});

/** Proof that the caller owns the booking: its e-mail, or the signed link from the confirmation e-mail. */
export const ownershipSchema = z.object({
  email: z.string().trim().max(254).optional(),
  token: z.string().max(1000).optional(),
});

export const rescheduleBookingSchema = ownershipSchema.extend({
  scheduledDate: isoDateSchema,
  timeSlot: timeSlotSchema,
});

/** Exact texts of spec §8 (booking flow). */
export const BOOKING_MESSAGES = {
  created: "Booking Created",
  createdText: "Your appointment has been scheduled successfully!",
  failed: "Booking Failed",
  failedText: "Failed to create booking. Please try again.",
  noDates: "No Available Dates",
  noDatesText:
    "No contractors are currently available in your area. Please contact us for scheduling assistance.",
  notFound: "Booking Not Found",
  notFoundText: "Please check your booking ID and email address",
  required: "Booking ID and email are required",
  cancelled: "Booking Cancelled",
  cancelFailed: "Cancellation Failed",
  cancelFailedText: "Unable to cancel booking",
  invalidId: "Invalid booking ID",
  invalidLink: "Invalid Link",
  invalidLinkText: "This cancellation link is invalid or expired.",
  slotTaken: "This time slot is no longer available. Please choose another date or time.",
} as const;

/** `bookingId` (optional): when rescheduling, that booking's own slots count as free. */
export const quoteQuerySchema = z.object({
  quoteId: z.uuid("Invalid quote ID"),
  bookingId: z.uuid("Invalid booking ID").optional(),
});
export const availabilityQuerySchema = quoteQuerySchema.extend({ date: isoDateSchema });
