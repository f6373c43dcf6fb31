import "server-only";
import { createElement } from "react";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { enqueueEmail } from "@/lib/email/outbox";
import { BookingReminderEmail } from "@/lib/email/templates/booking-emails";
import { formatUsd } from "@/lib/pricing/money.shared";
import { addDays, fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { TIME_SLOT_LABELS } from "@/lib/scheduling/time-slots.shared";
import { formatBookingDate, serviceName } from "./format.shared";
import { bookingLinks } from "./notifications";
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
      const date = formatBookingDate(fromDbDate(booking.scheduledDate));
      await enqueueEmail(tx, {
        to: booking.quote.email,
        subject: `Reminder: your painting appointment is tomorrow, ${date}`,
        template: "booking-reminder",
        body: createElement(BookingReminderEmail, {
          bookingId: booking.id,
          reference: booking.customerReference,
          customerName: booking.quote.customerName ?? "there",
          date,
          slot: TIME_SLOT_LABELS[booking.timeSlot],
          days: booking.estimatedDays,
          address: booking.quote.address,
          total: formatUsd(Math.round(Number(booking.quote.totalCost) * 100)),
          service: serviceName(booking.timeSlot),
          cancelUrl: bookingLinks(booking).cancelUrl,
        }),
      });
      queued++;
    });
  }
  return queued;
}
