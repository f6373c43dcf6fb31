import "server-only";
/**
 * The review e-mails: the request, queued in the transaction that completes the booking (beside
 * the completion e-mail, lib/bookings/transitions.ts), and at most one reminder 5 days later from
 * the background jobs. Both go through the outbox, never inline; both are claimed with a
 * conditional update, so a repeated completion or a second app instance never sends twice.
 */
import { createElement } from "react";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { enqueueEmail } from "@/lib/email/outbox";
import { ReviewReminderEmail, ReviewRequestEmail } from "@/lib/email/templates/review-emails";
import { emailDate, recipientLanguage } from "@/lib/email/language";
import { getT } from "@/lib/i18n/server";
import { bookingInclude, currentAssignment, type BookingWithRelations } from "@/lib/bookings/serialize";
import { DAY_MS, fromDbDate } from "@/lib/scheduling/dates.shared";
import { REVIEW_LINK_DAYS, reviewUrl } from "./tokens";

export const REVIEW_REMINDER_AFTER_DAYS = 5;

/** The painter who did the job: the completed assignment, else the current one. */
export function jobPainter(booking: BookingWithRelations) {
  return booking.assignments.find((a) => a.status === "completed") ?? currentAssignment(booking);
}

/** The request's facts in the customer's language (the booking's), its link to the review page in it. */
function facts(booking: BookingWithRelations, requestedAt: Date) {
  const locale = recipientLanguage(booking);
  const t = getT(locale, "emails");
  return {
    customerName: booking.quote.customerName ?? t("customerFallback"),
    painterFirstName: jobPainter(booking)?.contractor.firstName ?? t("painterFallback"),
    date: emailDate(locale, fromDbDate(booking.scheduledDate)),
    reviewUrl: reviewUrl(booking.id, requestedAt, locale),
    locale,
  };
}

/** Asks the customer of a just-completed booking for a review (once per booking). */
export async function queueReviewRequest(
  tx: DbClient,
  booking: BookingWithRelations,
  now: Date = new Date(),
) {
  if (booking.status !== "completed" || !jobPainter(booking)) return;
  const { count } = await tx.booking.updateMany({
    where: { id: booking.id, reviewRequestedAt: null },
    data: { reviewRequestedAt: now },
  });
  if (count === 0) return;
  const f = facts(booking, now);
  await enqueueEmail(tx, {
    to: booking.quote.email,
    subject: getT(f.locale, "emails")("reviewRequest.subject", { painter: f.painterFirstName, date: f.date }),
    template: "review-request",
    body: createElement(ReviewRequestEmail, f),
  });
}

/**
 * The reminder, REVIEW_REMINDER_AFTER_DAYS after the request, for completed bookings with no
 * review while the link still works; one at most per booking, never for a cancelled one.
 */
export async function queueDueReviewReminders(db: PrismaClient, now: Date = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - REVIEW_REMINDER_AFTER_DAYS * DAY_MS);
  const linkAlive = new Date(now.getTime() - REVIEW_LINK_DAYS * DAY_MS);
  const where = {
    status: "completed" as const,
    reviewReminderSentAt: null,
    reviewRequestedAt: { lte: dueBefore, gt: linkAlive },
    review: { is: null },
  };
  const due = await db.booking.findMany({ where, include: bookingInclude, take: 100 });
  let queued = 0;
  for (const booking of due) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.booking.updateMany({
        where: { ...where, id: booking.id },
        data: { reviewReminderSentAt: now },
      });
      if (count === 0 || !booking.reviewRequestedAt) return;
      const f = facts(booking, booking.reviewRequestedAt);
      await enqueueEmail(tx, {
        to: booking.quote.email,
        subject: getT(f.locale, "emails")("reviewReminder.subject", { date: f.date }),
        template: "review-reminder",
        body: createElement(ReviewReminderEmail, f),
      });
      queued++;
    });
  }
  return queued;
}
