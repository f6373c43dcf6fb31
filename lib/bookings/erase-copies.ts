import "server-only";
/**
 * The copies of a booking's personal data outside the booking and its quote, removed with it
 * (./erase-personal-data.ts): the e-mails that carry it, its photos, and the audit log's copies of
 * its notes.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { ERASED_TEXT } from "./erased.shared";

/**
 * Deletes the outbox messages that carry the customer's details:
 * - to the customer: every one, sent or not, so nothing more reaches them. When another quote
 *   still holds the same address (the customer's other bookings), only those naming this booking
 *   (every booking e-mail shows its ID), so the other bookings' e-mails still go;
 * - to the booking's painters: the copies already delivered (or given up) that name this booking.
 *   One still queued goes out as planned: a painter must still hear that a job was cancelled.
 * A message a worker is delivering at this instant may still go once; its row is gone all the same.
 */
export async function forgetEmails(
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

/**
 * Deletes the rows of the booking's photos: its rooms' (the customer's home, inside), its review's
 * (the same, published) and the painter's before and after photos of the job (lib/uploads/job-photos.ts).
 * Returns their storage keys: the files go once the transaction commits.
 */
export async function removePhotos(
  tx: Prisma.TransactionClient,
  quoteId: string,
  reviewId: string | null,
  bookingId: string,
): Promise<string[]> {
  const photos = await tx.$queryRaw<{ storageKey: string }[]>`
    DELETE FROM "Upload" u
    WHERE (u.kind = 'ROOM_PHOTO'
      AND (u."roomId" IN (SELECT r.id FROM "Room" r WHERE r."quoteId" = ${quoteId}::uuid)
           OR u."reviewId" = ${reviewId}::uuid))
      OR (u.kind = 'JOB_PHOTO' AND u."bookingId" = ${bookingId}::uuid)
    RETURNING u."storageKey"`;
  return photos.map((photo) => photo.storageKey);
}

/** Fields of a booking's audit entries (the back office's edits) that may hold personal data. */
const PERSONAL_AUDIT_FIELDS = ["notes", "customerName", "email", "phone", "address"] as const;

function scrubbed(value: Prisma.JsonValue | null): { value: Prisma.JsonValue | null; changed: boolean } {
  if (!value || typeof value !== "object" || Array.isArray(value)) return { value, changed: false };
  const copy = { ...value } as Record<string, Prisma.JsonValue>;
  let changed = false;
  for (const field of PERSONAL_AUDIT_FIELDS) {
    if (copy[field] !== undefined && copy[field] !== null && copy[field] !== ERASED_TEXT) {
      copy[field] = ERASED_TEXT;
      changed = true;
    }
  }
  return { value: copy, changed };
}

/**
 * The audit log keeps what an admin changed on a booking, notes included ("Gate code 4321"): those
 * copies read "Erased" too. Who changed what, and when, stays.
 */
export async function scrubAuditCopies(tx: Prisma.TransactionClient, bookingId: string): Promise<number> {
  const entries = await tx.auditLog.findMany({
    where: { entity: "Booking", entityId: bookingId },
    select: { id: true, before: true, after: true },
  });
  let count = 0;
  for (const entry of entries) {
    const before = scrubbed(entry.before);
    const after = scrubbed(entry.after);
    if (!before.changed && !after.changed) continue;
    await tx.auditLog.update({
      where: { id: entry.id },
      data: { before: before.value ?? undefined, after: after.value ?? undefined },
    });
    count += 1;
  }
  return count;
}
