import "server-only";
/** The e-mails a booking sends, written to the outbox inside the caller's transaction. */
import { createElement } from "react";
import type { DbClient } from "@/lib/db/types";
import { buildIcs } from "@/lib/email/ics";
import { enqueueEmail, icsAttachment, type OutgoingEmail } from "@/lib/email/outbox";
import {
  BookingCancelledEmail,
  BookingChangedEmail,
  BookingCompletedEmail,
  BookingConfirmationEmail,
  ContractorJobCancelledEmail,
  ContractorNewJobEmail,
  type BookingEmailFacts,
} from "@/lib/email/templates/booking-emails";
import { decimalToCents, formatUsd } from "@/lib/pricing/money.shared";
import { fromDbDate } from "@/lib/scheduling/dates.shared";
import { slotDefinition, TIME_SLOT_LABELS } from "@/lib/scheduling/time-slots.shared";
import { siteConfig } from "@/lib/site.shared";
import { queueContractorNotice } from "@/lib/push/notices";
import type { PushPayload } from "@/lib/push/payload.shared";
import { APP_START_URL } from "@/lib/pwa/app.shared";
import { roomLabel } from "@/lib/pricing/quote.shared";
import { afterPhotoLinks } from "@/lib/uploads/job-photos";
import { linkExpiry } from "./fees.shared";
import { formatBookingDate, serviceName } from "./format.shared";
import { currentAssignment, type BookingWithRelations } from "./serialize";
import { createBookingToken } from "./tokens";

export function facts(booking: BookingWithRelations): BookingEmailFacts {
  return {
    bookingId: booking.id,
    customerName: booking.quote.customerName ?? "there",
    date: formatBookingDate(fromDbDate(booking.scheduledDate)),
    slot: TIME_SLOT_LABELS[booking.timeSlot],
    days: booking.estimatedDays,
    address: booking.quote.address,
    total: formatUsd(decimalToCents(booking.quote.totalCost)),
    service: serviceName(booking.timeSlot),
  };
}

/** The facts for the customer's own e-mails: with their reference, which painters are never shown. */
export function customerFacts(booking: BookingWithRelations): BookingEmailFacts & { reference: string } {
  return { ...facts(booking), reference: booking.customerReference };
}

export function bookingLinks(booking: BookingWithRelations) {
  const expiry = linkExpiry(fromDbDate(booking.scheduledDate), booking.estimatedDays);
  return {
    cancelUrl: `${siteConfig.url}/cancel-booking/${createBookingToken(booking.id, "cancel", expiry)}`,
    rescheduleUrl: `${siteConfig.url}/reschedule-booking/${createBookingToken(booking.id, "reschedule", expiry)}`,
    manageUrl: `${siteConfig.url}/manage-booking`,
  };
}

function calendarFile(booking: BookingWithRelations, cancelled = false) {
  return icsAttachment(
    buildIcs({
      uid: booking.id,
      date: fromDbDate(booking.scheduledDate),
      slot: booking.timeSlot,
      days: booking.estimatedDays,
      summary: `${siteConfig.name}: ${serviceName(booking.timeSlot)}`,
      description: `Booking ID ${booking.id}. Payment is due after the service is completed.`,
      location: booking.quote.address,
      sequence: booking.calendarSequence,
      cancelled,
    }),
  );
}

export async function queueBookingCreatedEmails(db: DbClient, booking: BookingWithRelations) {
  const f = customerFacts(booking);
  await enqueueEmail(db, {
    to: booking.quote.email,
    subject: `Booking confirmed: ${f.service} on ${f.date}`,
    template: "booking-confirmation",
    body: createElement(BookingConfirmationEmail, { ...f, ...bookingLinks(booking) }),
    attachments: [calendarFile(booking)],
  });
  await queueContractorNewJobEmail(db, booking);
}

/**
 * What a job alert says (lib/push). Never the customer's name or address: it may show on a
 * locked phone's screen; the dashboard it opens has the rest.
 */
function alert(
  kind: "new" | "cancelled" | "changed",
  f: BookingEmailFacts,
  title: string,
  body: string,
): PushPayload {
  return { title, body, url: APP_START_URL, tag: `${kind}-job-${f.bookingId}` };
}

/**
 * Tells the booking's current painter about their new job: a job alert on their devices when
 * they turned alerts on, the e-mail otherwise (lib/push/notices.ts).
 */
export async function queueContractorNewJobEmail(db: DbClient, booking: BookingWithRelations) {
  const assignment = currentAssignment(booking);
  if (!assignment) return;
  const f = facts(booking);
  await queueContractorNotice(db, {
    contractorId: assignment.contractor.id,
    email: contractorNewJobEmail(booking, assignment),
    urgency: "high",
    payload: alert(
      "new",
      f,
      `New job: ${f.date}`,
      `${f.service}, ${f.slot}. Open your dashboard for the details.`,
    ),
  });
}

function contractorNewJobEmail(
  booking: BookingWithRelations,
  assignment: BookingWithRelations["assignments"][number],
): OutgoingEmail {
  const f = facts(booking);
  return {
    to: assignment.contractor.email,
    subject: `New job: ${f.service} on ${f.date}`,
    template: "contractor-new-job",
    body: createElement(ContractorNewJobEmail, {
      ...f,
      contractorName: assignment.contractor.firstName,
      earnings: formatUsd(decimalToCents(assignment.contractorEarnings)),
      dashboardUrl: `${siteConfig.url}/contractor/dashboard`,
    }),
    attachments: [calendarFile(booking)],
  };
}

/** Tells a painter that a job of theirs is gone (cancelled, or moved to another painter). */
export async function queueContractorJobCancelledEmail(
  db: DbClient,
  booking: BookingWithRelations,
  contractor: { id: string; email: string; firstName: string },
) {
  const f = facts(booking);
  await queueContractorNotice(db, {
    contractorId: contractor.id,
    urgency: "high",
    payload: alert("cancelled", f, `Job cancelled: ${f.date}`, `${f.service}, ${f.slot} is no longer yours.`),
    email: {
      to: contractor.email,
      subject: `Job cancelled: ${f.date}`,
      template: "contractor-job-cancelled",
      body: createElement(ContractorJobCancelledEmail, { ...f, contractorName: contractor.firstName }),
      attachments: [calendarFile(booking, true)],
    },
  });
}

export async function queueBookingCancelledEmails(
  db: DbClient,
  booking: BookingWithRelations,
  contractorEmail?: { id: string; email: string; firstName: string },
) {
  const f = customerFacts(booking);
  const feeCents = decimalToCents(booking.cancellationFee);
  const fee = feeCents > 0 ? formatUsd(feeCents) : null;
  await enqueueEmail(db, {
    to: booking.quote.email,
    subject: `Booking cancelled: ${f.date}`,
    template: "booking-cancelled",
    body: createElement(BookingCancelledEmail, { ...f, fee }),
    attachments: [calendarFile(booking, true)],
  });
  if (contractorEmail) await queueContractorJobCancelledEmail(db, booking, contractorEmail);
}

/** Date/slot change notices to the customer and the painter (reschedule, admin edit). */
export async function queueBookingChangedEmails(
  db: DbClient,
  booking: BookingWithRelations,
  previous: { date: string; slot: string },
  { customerOnly = false } = {},
) {
  const f = facts(booking);
  const before = `${formatBookingDate(previous.date)}, ${slotDefinition(previous.slot)?.customerLabel ?? previous.slot}`;
  const manageUrl = bookingLinks(booking).manageUrl;
  const assignment = currentAssignment(booking);
  const email = (to: string, audience: "customer" | "contractor"): OutgoingEmail => ({
    to,
    subject: `Appointment changed: now ${f.date}`,
    template: "booking-changed",
    body: createElement(BookingChangedEmail, {
      ...(audience === "customer" ? customerFacts(booking) : f),
      previous: before,
      manageUrl,
      audience,
    }),
    attachments: [calendarFile(booking)],
  });
  await enqueueEmail(db, email(booking.quote.email, "customer"));
  if (!customerOnly && assignment && assignment.status !== "cancelled") {
    await queueContractorNotice(db, {
      contractorId: assignment.contractor.id,
      urgency: "normal",
      payload: alert("changed", f, `Job moved: now ${f.date}`, `${f.service}, ${f.slot} (was ${before}).`),
      email: email(assignment.contractor.email, "contractor"),
    });
  }
}

/**
 * The painter's after photos, named by room, as signed links valid 30 days (lib/uploads/job-photos.ts):
 * shown in the e-mail, never attached (it stays small). Sent before Complete Job, from the offline
 * queue too, they are in by now.
 */
async function afterPhotosOfRooms(db: DbClient, booking: BookingWithRelations) {
  const [links, rooms] = await Promise.all([
    afterPhotoLinks(db, booking.id),
    db.room.findMany({
      where: { quoteId: booking.quoteId },
      orderBy: { position: "asc" },
      select: { id: true, type: true, name: true },
    }),
  ]);
  const label = new Map(rooms.map((room, index) => [room.id, roomLabel(room, index)]));
  return links.map((link) => ({ url: link.url, room: label.get(link.roomId) ?? "Room" }));
}

export async function queueBookingCompletedEmail(
  db: DbClient,
  booking: BookingWithRelations,
  contractorName: string,
) {
  const f = customerFacts(booking);
  const afterPhotos = await afterPhotosOfRooms(db, booking);
  await enqueueEmail(db, {
    to: booking.quote.email,
    subject: "Your painting job is complete",
    template: "booking-completed",
    body: createElement(BookingCompletedEmail, { ...f, contractorName, afterPhotos }),
  });
}
