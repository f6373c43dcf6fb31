import "server-only";
/**
 * The back office's "Erase personal data" of one booking ("Deleting a booking's personal
 * data keeps the review, anonymised"). In one transaction:
 *
 * - the quote loses the customer's name, e-mail, phone and street address (placeholders keep the
 *   required columns valid, lib/bookings/erased.shared.ts; the phone's search digits follow by trigger);
 *   its zip, rooms, prices and the booking's dates and statuses stay, so money, analytics and the
 *   painter's history stay right;
 * - the free-text notes of the booking and of its jobs go: nobody can tell whether they name the
 *   customer (a gate code, a neighbour);
 * - the review, if any, loses the name and town its author chose and shows as "a homeowner in
 *   Chester County"; its stars, words, status and reply stay (a published review is never deleted);
 * - the outbox forgets the customer: nothing more is sent to them and the copies of what was sent
 *   go (see `forgetEmails`); the review reminder is marked done so none is written later;
 * - its photos go, rows and files: the rooms', the review's and the painter's job photos (pictures of
 *   the customer's home);
 * - the audit log's copies of its notes (the back office's edits) read "Erased"; the log records
 *   the erasure, never the erased values.
 *
 * Only a completed or cancelled booking may be erased: a live one still needs its address. Erasing
 * twice is harmless: the second time finds nothing personal left and says so in the audit log.
 */
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { audit } from "@/lib/admin/audit";
import { adminBookingInclude, serializeAdminBooking } from "@/lib/admin/bookings";
import { conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { propertyKey } from "@/lib/quotes/property-key";
import { refreshPublicPages } from "@/lib/pages/public-pages";
import { deleteStoredFiles } from "@/lib/storage";
import { forgetEmails, removePhotos, scrubAuditCopies } from "./erase-copies";
import { ERASE_MESSAGES, ERASED_TEXT, erasedEmail, isErasable, isErasedEmail } from "./erased.shared";

/** A booking locked by the caller, with what erasing it reads. */
const erasureInclude = {
  quote: true,
  review: { select: { id: true, displayName: true, town: true, status: true } },
  assignments: { select: { contractor: { select: { email: true } } } },
} as const;

/** What erasing one booking changed, and the work left for after its transaction commits. */
export interface Erasure {
  quoteId: string;
  alreadyErased: boolean;
  reviewAnonymised: boolean;
  emailsRemoved: number;
  auditEntriesScrubbed: number;
  /** Storage keys of the photos whose rows went: delete the files after the commit. */
  photoFiles: string[];
  /** A published review changed (its author's name or its photos): the public pages must follow. */
  publicReviewChanged: boolean;
}

/**
 * Erases one booking's personal data inside `tx` (the one writer of an erasure: the back office's
 * button below and the retention rule of lib/admin/retention.ts). The caller has locked the booking
 * row and checked that it may be erased.
 */
export async function eraseLockedBooking(
  tx: Prisma.TransactionClient,
  id: string,
  now: Date,
): Promise<Erasure> {
  const booking = await tx.booking.findUniqueOrThrow({ where: { id }, include: erasureInclude });
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
    data: {
      notes: null,
      clientNetwork: null,
      reviewReminderSentAt: booking.reviewReminderSentAt ?? now,
      personalDataErasedAt: booking.personalDataErasedAt ?? now,
    },
  });
  await tx.jobAssignment.updateMany({
    where: { bookingId: id, notes: { not: null } },
    data: { notes: null },
  });
  const named = review !== null && (review.displayName !== null || review.town !== null);
  if (named) {
    await tx.review.update({ where: { id: review.id }, data: { displayName: null, town: null } });
  }
  const photoFiles = await removePhotos(tx, quote.id, review?.id ?? null, id);
  const emailsRemoved = await forgetEmails(tx, id, alreadyErased ? null : quote.email, [
    ...new Set(booking.assignments.map((a) => a.contractor.email)),
  ]);
  const auditEntriesScrubbed = await scrubAuditCopies(tx, id);
  return {
    quoteId: quote.id,
    alreadyErased,
    reviewAnonymised: review !== null,
    emailsRemoved,
    auditEntriesScrubbed,
    photoFiles,
    publicReviewChanged: review?.status === "published" && (named || photoFiles.length > 0),
  };
}

export async function erasePersonalData(db: PrismaClient, rawId: string, now: Date = new Date()) {
  const id = parseId(rawId, ERASE_MESSAGES.invalidId);
  const erasure = await db.$transaction(
    async (tx) => {
      // A status change waits for the erasure (and the check below sees the latest status).
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM "Booking" WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) throw notFound(ERASE_MESSAGES.notFound);
      const { status } = await tx.booking.findUniqueOrThrow({ where: { id }, select: { status: true } });
      if (!isErasable(status)) throw conflict(ERASE_MESSAGES.notErasable);
      const erasure = await eraseLockedBooking(tx, id, now);
      const { photoFiles, publicReviewChanged, quoteId, ...counts } = erasure;
      await audit(tx, {
        action: "booking.erase-personal-data",
        entity: "Booking",
        entityId: id,
        // What was erased, never the values.
        after: {
          quoteId,
          erased: ["customerName", "email", "phone", "address", "bookingNotes", "jobNotes", "photos"],
          photosRemoved: photoFiles.length,
          ...counts,
        },
      });
      return erasure;
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  await deleteStoredFiles(erasure.photoFiles);
  // The home and location pages show the review's author and photos: they must drop them now, not later.
  if (erasure.publicReviewChanged) await refreshPublicPages(db, "erasure");
  return serializeAdminBooking(
    await db.booking.findUniqueOrThrow({ where: { id }, include: adminBookingInclude }),
  );
}
