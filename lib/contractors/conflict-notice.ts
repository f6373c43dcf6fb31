import "server-only";
/**
 * The owner's notice of booked jobs a painter's save leaves outside their hours (docs/product.md §5):
 * one e-mail to ADMIN_EMAIL listing the jobs that were not outside before the save, queued in the
 * save's transaction; none when ADMIN_EMAIL is unset or the save adds no job.
 */
import { createElement } from "react";
import type { DbClient } from "@/lib/db/types";
import { enqueueEmail } from "@/lib/email/outbox";
import { AvailabilityConflictsEmail } from "@/lib/email/templates/admin-emails";
import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site.shared";
import type { AvailabilityConflict } from "./weekly-hours";

/** The jobs listed in one notice; the rest are counted ("and 3 more"). */
export const CONFLICT_NOTICE_MAX_LINES = 20;

export const BACK_OFFICE_CONTRACTORS_PATH = "/admin/contractors";

/** "Tuesday, December 1, Morning (2 days) · Dana, 19103" (the customer's first name and zip). */
function jobLine(
  c: AvailabilityConflict,
  quote: { customerName: string | null; zipCode: string } | undefined,
) {
  const days = c.days > 1 ? ` (${c.days} days)` : "";
  const firstName = quote?.customerName?.trim().split(/\s+/)[0] || "Customer";
  return `${c.label}${days} · ${quote ? `${firstName}, ${quote.zipCode}` : firstName}`;
}

export async function noticeNewConflicts(
  db: DbClient,
  contractorId: string,
  before: AvailabilityConflict[],
  after: AvailabilityConflict[],
) {
  const to = env.adminEmail;
  if (!to) return;
  const known = new Set(before.map((c) => c.bookingId));
  const fresh = after.filter((c) => !known.has(c.bookingId));
  if (fresh.length === 0) return;
  const listed = fresh.slice(0, CONFLICT_NOTICE_MAX_LINES);
  const painter = await db.contractor.findUniqueOrThrow({
    where: { id: contractorId },
    select: { firstName: true, lastName: true },
  });
  const bookings = await db.booking.findMany({
    where: { id: { in: listed.map((c) => c.bookingId) } },
    select: { id: true, quote: { select: { customerName: true, zipCode: true } } },
  });
  const quotes = new Map(bookings.map((b) => [b.id, b.quote]));
  const name = `${painter.firstName} ${painter.lastName}`.trim();
  await enqueueEmail(db, {
    to,
    subject: `Booked jobs outside ${name}'s hours`,
    template: "admin-availability-conflicts",
    body: createElement(AvailabilityConflictsEmail, {
      painter: name,
      jobs: listed.map((c) => jobLine(c, quotes.get(c.bookingId))),
      more: fresh.length - listed.length,
      link: `${siteConfig.url}${BACK_OFFICE_CONTRACTORS_PATH}`,
    }),
  });
}
