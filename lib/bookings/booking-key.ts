import "server-only";
/**
 * How Manage Booking names a booking: by its ID (which painters, their calendars and the back office
 * see) or by the customer's reference (shown to the customer only; lib/bookings/reference.shared.ts),
 * each with the booking's e-mail. An e-mail can be guessed from a name, so wrong e-mails with an ID
 * are counted per booking, from every address together (LIMITS.bookingIdWrongEmails): past the
 * budget the ID + e-mail path answers 429 until the window ends, while the reference and the
 * e-mailed links keep working for the customer.
 */
import type { DbClient } from "@/lib/db/types";
import { badRequest } from "@/lib/http/errors";
import { LIMITS } from "@/lib/security/limits";
import { giveBack, spendBudget } from "@/lib/security/rate-limit";
import { BOOKING_MESSAGES } from "@/lib/validations/booking.shared";
import { z } from "@/lib/validations/zod.shared";
import { normalizeReference } from "./reference.shared";
import { bookingInclude, type BookingWithRelations } from "./serialize";

export interface FoundBooking {
  booking: BookingWithRelations;
  by: "id" | "reference";
}

/** The booking a path names (ID or reference, as typed); null when none; 400 for neither form. */
export async function findBookingByKey(db: DbClient, rawKey: string): Promise<FoundBooking | null> {
  const id = z.uuid().safeParse(rawKey.trim());
  if (id.success) {
    const booking = await db.booking.findUnique({
      where: { id: id.data.toLowerCase() },
      include: bookingInclude,
    });
    return booking && { booking, by: "id" };
  }
  const customerReference = normalizeReference(rawKey);
  if (!customerReference) throw badRequest(BOOKING_MESSAGES.invalidId);
  const booking = await db.booking.findUnique({ where: { customerReference }, include: bookingInclude });
  return booking && { booking, by: "reference" };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const wrongEmailKey = (bookingId: string) => `booking-id-wrong-email:${bookingId}`;

/**
 * Whether `email` is the booking's. Through its ID, each comparison first takes one of the booking's
 * wrong-e-mail budget (refused with 429 when none is left, so parallel guesses cannot outrun it) and
 * gives it back when the e-mail was right: only wrong e-mails for an existing booking are counted.
 */
export async function provenByEmail(
  db: DbClient,
  { booking, by }: FoundBooking,
  email: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (by === "reference") return sameEmail(booking.quote.email, email);
  const rule = LIMITS.bookingIdWrongEmails;
  await spendBudget(db, wrongEmailKey(booking.id), 1, rule, now);
  if (!sameEmail(booking.quote.email, email)) return false;
  await giveBack(db, [wrongEmailKey(booking.id)], rule.windowMs, 1, now);
  return true;
}
