import "server-only";
/**
 * On My Way (docs/product.md §4): the painter tells the customer they are coming. A recorded fact
 * (JobAssignment.onTheWayAt), not a job status: it goes through no transition. The customer's e-mail
 * is queued in the same transaction as the write, once: a repeat (the phone's queue sending again
 * after a lost answer) answers the recorded time and sends nothing.
 */
import { createElement } from "react";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { isErasedEmail } from "@/lib/bookings/erased.shared";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { bookingLinks, customerFacts } from "@/lib/bookings/notifications";
import {
  arrivalWindow,
  clampTapTime,
  clockTime,
  mayGoOnTheWay,
  ON_MY_WAY_TEXT,
  onTheWayCounts,
} from "@/lib/bookings/on-the-way.shared";
import { bookingInclude, type BookingWithRelations } from "@/lib/bookings/serialize";
import { emailClock } from "@/lib/email/language";
import { enqueueEmail } from "@/lib/email/outbox";
import { BookingOnTheWayEmail } from "@/lib/email/templates/booking-emails";
import { conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { getT } from "@/lib/i18n/server";
import { fromDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { onMyWaySchema } from "@/lib/validations/contractor";
import { refuseCancelled } from "./jobs";

export interface OnMyWayResult {
  onTheWayAt: Date;
  /** It was recorded before: nothing was written or sent now. */
  repeated: boolean;
  /** The customer's e-mail was queued. */
  emailed: boolean;
}

/** Whether the customer is told: a mailbox we may write to, and an arrival window not over yet. */
function tellsCustomer(booking: BookingWithRelations, tap: Date, now: Date): boolean {
  const email = booking.quote.email;
  if (!email || isErasedEmail(email) || booking.personalDataErasedAt) return false;
  // A late offline tap whose window has ended: a stale "on the way" helps nobody.
  return arrivalWindow(tap).to > now;
}

async function queueOnTheWayEmail(tx: DbClient, booking: BookingWithRelations, firstName: string, tap: Date) {
  const f = customerFacts(booking);
  const t = getT(f.locale, "emails");
  const { from, to } = arrivalWindow(tap);
  const clock = (at: Date) => emailClock(f.locale, clockTime(at));
  await enqueueEmail(tx, {
    to: booking.quote.email,
    subject: t("onTheWay.subject"),
    template: "booking-on-the-way",
    body: createElement(BookingOnTheWayEmail, {
      ...f,
      painterFirstName: firstName,
      arrival: t("onTheWay.arrival", { from: clock(from), to: clock(to) }),
      manageUrl: bookingLinks(booking).manageUrl,
    }),
  });
}

export async function announceOnMyWay(
  db: PrismaClient,
  contractorId: string,
  rawJobId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<OnMyWayResult> {
  const jobId = parseId(rawJobId, "Invalid job ID");
  const { tappedAt } = onMyWaySchema.parse(input);
  const tap = clampTapTime(new Date(tappedAt), now);
  // Another contractor's job is indistinguishable from a missing one (as for the status route).
  const job = await db.jobAssignment.findFirst({
    where: { id: jobId, contractorId },
    include: { booking: { include: bookingInclude }, contractor: { select: { firstName: true } } },
  });
  if (!job) throw notFound("Job not found");
  const scheduledDate = fromDbDate(job.booking.scheduledDate);
  if (job.onTheWayAt && onTheWayCounts(job.onTheWayAt, scheduledDate)) {
    return { onTheWayAt: job.onTheWayAt, repeated: true, emailed: false };
  }
  refuseCancelled(job);
  if (!mayGoOnTheWay(job.status)) throw conflict(ON_MY_WAY_TEXT.notBeforeStart);
  // The early-start rule of Start Job (docs/product.md §4), on the day of the tap.
  if (todayInNewYork(tap) < scheduledDate) {
    throw conflict(ON_MY_WAY_TEXT.notToday(formatBookingDate(scheduledDate)), undefined, "not_on_the_day");
  }

  const emailed = tellsCustomer(job.booking, tap, now);
  const written = await db.$transaction(async (tx) => {
    // As read: a tap recorded meanwhile (a second tab, a resend) wins, and nothing is sent twice.
    const { count } = await tx.jobAssignment.updateMany({
      where: { id: job.id, status: job.status, onTheWayAt: job.onTheWayAt },
      data: { onTheWayAt: tap },
    });
    if (count === 0) return false;
    if (emailed) await queueOnTheWayEmail(tx, job.booking, job.contractor.firstName, tap);
    return true;
  });
  if (written) return { onTheWayAt: tap, repeated: false, emailed };

  const current = await db.jobAssignment.findUniqueOrThrow({ where: { id: job.id } });
  if (current.onTheWayAt && onTheWayCounts(current.onTheWayAt, scheduledDate)) {
    return { onTheWayAt: current.onTheWayAt, repeated: true, emailed: false };
  }
  throw conflict("This job changed meanwhile. Reload and try again.");
}
