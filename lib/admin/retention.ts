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
import type { DbClient } from "@/lib/db/types";
import { DAY_MS } from "@/lib/scheduling/dates.shared";
import { env } from "@/lib/env";
import type { CleanupCutoffs, Removed } from "./cleanup-sql";

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

export const retentionCountFrom = {
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

/** Each step removes at most `limit` of its kind, locked first and skipped when busy (./cleanup-sql.ts). */
export const retentionSteps = {
  async expiredPersonalData(tx: DbClient, c: CleanupCutoffs, limit: number): Promise<Removed> {
    const ids = await tx.$queryRaw<{ id: string }[]>`
      SELECT b.id FROM "Booking" b WHERE ${expiredPersonalData(c)}
      ORDER BY b."completedAt" LIMIT ${Math.min(limit, ERASURES_PER_BATCH)} FOR UPDATE SKIP LOCKED`;
    const files: string[] = [];
    let pagesChanged = false;
    for (const { id } of ids) {
      const erasure = await eraseLockedBooking(tx as Prisma.TransactionClient, id, c.now);
      files.push(...erasure.photoFiles);
      pagesChanged ||= erasure.publicReviewChanged;
    }
    return { rows: ids.length, files, pagesChanged };
  },

  async oldEmails(tx: DbClient, c: CleanupCutoffs, limit: number): Promise<Removed> {
    const rows = await tx.$executeRaw`
      DELETE FROM "EmailMessage" WHERE id IN (
        SELECT m.id FROM "EmailMessage" m WHERE ${oldEmail(c)} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`;
    return { rows, files: [] };
  },

  async oldInquiries(tx: DbClient, c: CleanupCutoffs, limit: number): Promise<Removed> {
    const rows = await tx.$executeRaw`
      DELETE FROM "CommercialInquiry" WHERE id IN (
        SELECT i.id FROM "CommercialInquiry" i WHERE ${oldInquiry(c)} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`;
    return { rows, files: [] };
  },

  /** The contractor's link goes with the row (ON DELETE SET NULL); the file after the commit. */
  async unverifiedW9s(tx: DbClient, c: CleanupCutoffs, limit: number): Promise<Removed> {
    const w9s = await tx.$queryRaw<{ storageKey: string }[]>`
      DELETE FROM "Upload" WHERE id IN (
        SELECT k."w9UploadId" FROM "Contractor" k WHERE ${unverifiedW9(c)}
        LIMIT ${limit} FOR UPDATE OF k SKIP LOCKED)
      RETURNING "storageKey"`;
    return { rows: w9s.length, files: w9s.map((w9) => w9.storageKey) };
  },
};
