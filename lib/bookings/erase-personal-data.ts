import "server-only";
/**
 * The back office's "Erase personal data" of one booking (issue 19: "Deleting a booking's personal
 * data keeps the review, anonymised"). In one transaction:
 *
 * - the quote loses the customer's name, e-mail, phone and street address (placeholders keep the
 *   required columns valid, lib/bookings/erased.ts; the phone's search digits follow by trigger);
 *   its zip, rooms, prices and the booking's dates and statuses stay, so money, analytics and the
 *   painter's history stay right;
 * - the free-text notes of the booking and of its jobs go: nobody can tell whether they name the
 *   customer (a gate code, a neighbour);
 * - the review, if any, loses the name and town its author chose and shows as "a homeowner in
 *   Chester County"; its stars, words, status and reply stay (a published review is never deleted);
 * - the outbox forgets the customer: nothing more is sent to them and the copies of what was sent
 *   go (see `forgetEmails`); the review reminder is marked done so none is written later;
 * - the audit log records the erasure, never the erased values.
 *
 * Only a completed or cancelled booking may be erased: a live one still needs its address. Erasing
 * twice is harmless: the second time finds nothing personal left and says so in the audit log.
 */
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { audit } from "@/lib/admin/audit";
import { serializeAdminBooking } from "@/lib/admin/bookings";
import { conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { propertyKey } from "@/lib/quotes/property-key";
import { refreshPublicPages } from "@/lib/pages/public-pages";
import { ERASE_MESSAGES, ERASED_TEXT, erasedEmail, isErasable, isErasedEmail } from "./erased";
import { bookingInclude } from "./serialize";

/**
 * Deletes the outbox messages that carry the customer's details:
 * - to the customer: every one, sent or not, so nothing more reaches them. When another quote
 *   still holds the same address (the customer's other bookings), only those naming this booking
 *   (every booking e-mail shows its ID), so the other bookings' e-mails still go;
 * - to the booking's painters: the copies already delivered (or given up) that name this booking.
 *   One still queued goes out as planned: a painter must still hear that a job was cancelled.
 * A message a worker is delivering at this instant may still go once; its row is gone all the same.
 */
async function forgetEmails(
  tx: Prisma.TransactionClient,
  bookingId: string,
  customerEmail: string | null,
  painterEmails: string[],
): Promise<number> {
  const namesBooking = { text: { contains: bookingId } };
  let removed = 0;
  if (customerEmail) {
    const sharedAddress = (await tx.quote.count({ where: { email: customerEmail } })) > 0;
    const { count } = await tx.emailMessage.deleteMany({
      where: { to: customerEmail, ...(sharedAddress ? namesBooking : {}) },
    });
    removed += count;
  }
  if (painterEmails.length > 0) {
    const { count } = await tx.emailMessage.deleteMany({
      where: { to: { in: painterEmails }, status: { in: ["sent", "failed"] }, ...namesBooking },
    });
    removed += count;
  }
  return removed;
}

export async function erasePersonalData(db: PrismaClient, rawId: string, now: Date = new Date()) {
  const id = parseId(rawId, ERASE_MESSAGES.invalidId);
  const publicAuthorChanged = await db.$transaction(
    async (tx) => {
      // A status change waits for the erasure (and the check below sees the latest status).
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM "Booking" WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) throw notFound(ERASE_MESSAGES.notFound);
      const booking = await tx.booking.findUniqueOrThrow({
        where: { id },
        include: {
          quote: true,
          review: { select: { id: true, displayName: true, town: true, status: true } },
          assignments: { select: { contractor: { select: { email: true } } } },
        },
      });
      if (!isErasable(booking.status)) throw conflict(ERASE_MESSAGES.notErasable);

      const { quote, review } = booking;
      const alreadyErased = isErasedEmail(quote.email);
      await tx.quote.update({
        where: { id: quote.id },
        data: {
          customerName: ERASED_TEXT,
          email: alreadyErased ? quote.email : erasedEmail(),
          phone: "",
          address: ERASED_TEXT,
          // Unique per quote: erased quotes never count as one property against the booking limits.
          propertyKey: propertyKey(`${ERASED_TEXT} ${quote.id}`),
        },
      });
      await tx.booking.update({
        where: { id },
        // The network it was booked from is the customer's too.
        data: { notes: null, clientNetwork: null, reviewReminderSentAt: booking.reviewReminderSentAt ?? now },
      });
      await tx.jobAssignment.updateMany({
        where: { bookingId: id, notes: { not: null } },
        data: { notes: null },
      });
      const named = review !== null && (review.displayName !== null || review.town !== null);
      if (named) {
        await tx.review.update({ where: { id: review.id }, data: { displayName: null, town: null } });
      }
      const emailsRemoved = await forgetEmails(tx, id, alreadyErased ? null : quote.email, [
        ...new Set(booking.assignments.map((a) => a.contractor.email)),
      ]);

      await audit(tx, {
        action: "booking.erase-personal-data",
        entity: "Booking",
        entityId: id,
        // What was erased, never the values.
        after: {
          quoteId: quote.id,
          erased: ["customerName", "email", "phone", "address", "bookingNotes", "jobNotes"],
          reviewAnonymised: review !== null,
          emailsRemoved,
          alreadyErased,
        },
      });
      return named && review.status === "published";
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  // The home and location pages show the review's author: they must drop the name now, not later.
  if (publicAuthorChanged) await refreshPublicPages(db, "erasure");
  return serializeAdminBooking(
    await db.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude }),
  );
}
