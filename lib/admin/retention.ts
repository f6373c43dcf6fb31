import "server-only";
/**
 * Nothing kept too long (README → Retention): personal data past its period, removed by the daily
 * cleanup (lib/admin/cleanup.ts) in the same short, locked batches as the rest of the cleanup.
 *
 * | What                                   | Kept for (default)  | Variable                          |
 * | sent, failed or held e-mails           | 90 days             | RETENTION_SENT_EMAIL_DAYS         |
 * | completed bookings' personal data      | 3 years (1095 days) | RETENTION_COMPLETED_BOOKING_DAYS  |
 * | commercial inquiries                   | 1 year (365 days)   | RETENTION_INQUIRY_DAYS            |
 * | W9s of applicants never verified       | 180 days            | RETENTION_UNVERIFIED_W9_DAYS      |
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { eraseLockedBooking } from "@/lib/bookings/erase-personal-data";
import { bookingStatusSql } from "@/lib/bookings/status-sql";
import { storedTimestamp } from "@/lib/db/sql";
import { DAY_MS } from "@/lib/scheduling/dates.shared";
import { env } from "@/lib/env";
import type { CleanupCutoffs, CleanupStep } from "./cleanup-sql";
import { deleteBatch, deleteUploads, lockedIds } from "./cleanup-step";

/** The retention cut-offs of `now`, from the tunable periods. */
export function retentionCutoffs(now: Date) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    emailsBefore: before(env.retentionDays("RETENTION_SENT_EMAIL_DAYS")),
    completedBookingsBefore: before(env.retentionDays("RETENTION_COMPLETED_BOOKING_DAYS")),
    inquiriesBefore: before(env.retentionDays("RETENTION_INQUIRY_DAYS")),
    applicantsBefore: before(env.retentionDays("RETENTION_UNVERIFIED_W9_DAYS")),
  };
}

export type RetentionCutoffs = ReturnType<typeof retentionCutoffs>;

/*
 * One condition per rule, shared by the counts and the batches (as in ./cleanup-sql.ts), each served
 * by an index: Booking ("personalDataErasedAt", status, "completedAt"), EmailMessage ("createdAt"),
 * CommercialInquiry ("createdAt"), Contractor ("createdAt", id).
 */

/** Completed long enough ago, not yet erased. Live and cancelled bookings have rules of their own. */
const expiredPersonalData = (c: CleanupCutoffs) => Prisma.sql`b."personalDataErasedAt" IS NULL
  AND b.status = ${bookingStatusSql("completed")} AND b."completedAt" < ${storedTimestamp(c.completedBookingsBefore)}`;

/**
 * Done with: sent, given up, or held on purpose (outbox mode). A queued or sending one is still
 * on its way and is never removed from under its worker.
 */
const oldEmail = (c: CleanupCutoffs) => Prisma.sql`m.status IN ('sent', 'failed', 'held')
  AND m."createdAt" < ${storedTimestamp(c.emailsBefore)}`;

const oldInquiry = (c: CleanupCutoffs) => Prisma.sql`i."createdAt" < ${storedTimestamp(c.inquiriesBefore)}`;

/**
 * An applicant the back office never verified, long enough ago: their W9 (a taxpayer id) goes, the
 * application stays (they can upload a new W9 by applying again). A verified painter's W9 is kept:
 * the business needs it for their 1099s (README → Retention).
 */
const unverifiedW9 = (c: CleanupCutoffs) => Prisma.sql`k."isVerified" = false
  AND k."w9UploadId" IS NOT NULL AND k."createdAt" < ${storedTimestamp(c.applicantsBefore)}`;

/** Each rule's rows: what its count counts is what its step removes (./cleanup-sql.ts). */
export const retentionRows = {
  expiredPersonalData: (c: CleanupCutoffs) => Prisma.sql`"Booking" b WHERE ${expiredPersonalData(c)}`,
  oldEmails: (c: CleanupCutoffs) => Prisma.sql`"EmailMessage" m WHERE ${oldEmail(c)}`,
  oldInquiries: (c: CleanupCutoffs) => Prisma.sql`"CommercialInquiry" i WHERE ${oldInquiry(c)}`,
  unverifiedW9s: (c: CleanupCutoffs) => Prisma.sql`"Contractor" k WHERE ${unverifiedW9(c)}`,
};

/**
 * An erasure is a dozen statements per booking (./erase-personal-data.ts, the one writer of an
 * erasure): a batch erases at most this many, so it stays short whatever the batch size.
 */
export const ERASURES_PER_BATCH = 50;

/** Each step removes at most `limit` of its kind, locked first and skipped when busy (./cleanup-step.ts). */
export const retentionSteps: Record<keyof typeof retentionRows, CleanupStep> = {
  async expiredPersonalData(tx, c, limit) {
    const ids = await lockedIds(
      tx,
      { from: retentionRows.expiredPersonalData(c), pick: "b.id", orderBy: 'b."completedAt"' },
      Math.min(limit, ERASURES_PER_BATCH),
    );
    const files: string[] = [];
    let pagesChanged = false;
    for (const id of ids) {
      const erasure = await eraseLockedBooking(tx as Prisma.TransactionClient, id, c.now);
      files.push(...erasure.photoFiles);
      pagesChanged ||= erasure.publicReviewChanged;
    }
    return { rows: ids.length, files, pagesChanged };
  },

  oldEmails: (tx, c, limit) =>
    deleteBatch(tx, "EmailMessage", { from: retentionRows.oldEmails(c), pick: "m.id" }, limit),

  oldInquiries: (tx, c, limit) =>
    deleteBatch(tx, "CommercialInquiry", { from: retentionRows.oldInquiries(c), pick: "i.id" }, limit),

  /** The contractor's link goes with the row (ON DELETE SET NULL); the file after the commit. */
  unverifiedW9s: (tx, c, limit) =>
    deleteUploads(tx, { from: retentionRows.unverifiedW9s(c), pick: 'k."w9UploadId"', lockOf: "k" }, limit),
};
