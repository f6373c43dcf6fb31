import "server-only";
import { createElement } from "react";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { enqueueEmail } from "@/lib/email/outbox";
import { BookingReminderEmail } from "@/lib/email/templates/booking-emails";
import { getT } from "@/lib/i18n/server";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { bookingLinks, customerFacts } from "./notifications";
import { bookingStatusesWhere } from "./states.shared";
import { bookingInclude } from "./serialize";

/**
 * Queues the reminder for live bookings whose appointment is tomorrow (New
 * York calendar). Each booking is claimed with a conditional update, so with
 * several app instances exactly one sends it.
 */
export async function queueDueReminders(db: PrismaClient, now: Date = new Date()): Promise<number> {
  const tomorrow = toDbDate(addDays(todayInNewYork(now), 1));
  const due = await db.booking.findMany({
    where: {
      status: { in: bookingStatusesWhere("upcoming") },
      reminderSentAt: null,
      scheduledDate: tomorrow,
    },
    include: bookingInclude,
    take: 100,
  });
  let queued = 0;
  for (const booking of due) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.booking.updateMany({
        where: { id: booking.id, reminderSentAt: null },
        data: { reminderSentAt: now },
      });
      if (count === 0) return;
      const f = customerFacts(booking);
      await enqueueEmail(tx, {
        to: booking.quote.email,
        subject: getT(f.locale, "emails")("reminder.subject", { date: f.date }),
        template: "booking-reminder",
        body: createElement(BookingReminderEmail, { ...f, cancelUrl: bookingLinks(booking).cancelUrl }),
      });
      queued++;
    });
  }
  return queued;
}
