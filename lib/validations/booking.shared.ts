import { z } from "@/lib/validations/zod.shared";
import { isIsoDate } from "@/lib/scheduling/dates.shared";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import { LOOKUP_EMAIL_MAX } from "./booking-messages.shared";

// The texts and the look-up's rules live without zod, for the browser (booking-messages.ts).
export {
  BOOKING_ID_PATTERN,
  BOOKING_MESSAGES,
  LOOKUP_EMAIL_MAX,
  NOTES_MAX,
  bookingLookupKey,
  bookingLookupProblem,
} from "./booking-messages.shared";

export const isoDateSchema = z.string().refine(isIsoDate, "Use a calendar date written YYYY-MM-DD");
export const timeSlotSchema = z.enum(TIME_SLOTS, { error: "Choose morning, afternoon or evening" });

export const createBookingSchema = z.object({
  quoteId: z.uuid("Invalid quote ID"),
  scheduledDate: isoDateSchema,
  timeSlot: timeSlotSchema,
});

export const lookupBookingSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(LOOKUP_EMAIL_MAX),
});

/** Proof that the caller owns the booking: its e-mail, or the signed link from the confirmation e-mail. */
export const ownershipSchema = z.object({
  email: z.string().trim().max(254).optional(),
  token: z.string().max(1000).optional(),
});

/** Confirming a hold (lib/bookings/holds.ts): the signed link of the "Confirm your booking" e-mail. */
export const confirmHoldSchema = z.object({
  token: z.string().trim().min(1, "The confirmation link is missing its token").max(1000),
});

/** Refreshing Manage Booking's live status: the signed status token the look-up answered with. */
export const liveStatusRequestSchema = z.object({
  token: z.string().trim().min(1, "The status token is missing").max(1000),
});

export const rescheduleBookingSchema = ownershipSchema.extend({
  scheduledDate: isoDateSchema,
  timeSlot: timeSlotSchema,
});

/** `bookingId` (optional): when rescheduling, that booking's own slots count as free. */
export const quoteQuerySchema = z.object({
  quoteId: z.uuid("Invalid quote ID"),
  bookingId: z.uuid("Invalid booking ID").optional(),
});
export const availabilityQuerySchema = quoteQuerySchema.extend({ date: isoDateSchema });
