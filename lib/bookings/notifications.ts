import "server-only";
/** The e-mails a booking sends, written to the outbox inside the caller's transaction. */
import { createElement } from "react";
import type { DbClient } from "@/lib/db/types";
import { buildIcs } from "@/lib/email/ics";
import {
  enqueueEmail,
  icsAttachment,
  renderOutgoingEmail,
  type OutgoingEmail,
  type RenderedEmail,
} from "@/lib/email/outbox";
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
import { emailDate, emailService, emailSlot, recipientLanguage, siteLink } from "@/lib/email/language";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import { fromDbDate } from "@/lib/scheduling/dates.shared";
import { siteConfig } from "@/lib/site.shared";
import { queueContractorNotice, type RenderedPainterNotice } from "@/lib/push/notices";
import type { PushPayload } from "@/lib/push/payload.shared";
import { APP_START_URL } from "@/lib/pwa/app.shared";
import { roomLabel } from "@/lib/pricing/quote.shared";
import { afterPhotoLinks } from "@/lib/uploads/job-photos";
import { linkExpiry } from "./fees.shared";
import { currentAssignment, type BookingWithRelations } from "./serialize";
import { createBookingToken } from "./tokens";

/** The booking's facts in `locale`: the customer's language unless a painter reads them. */
export function facts(
  booking: BookingWithRelations,
  locale: Locale = recipientLanguage(booking),
): BookingEmailFacts & { locale: Locale } {
  return {
    bookingId: booking.id,
    customerName: booking.quote.customerName ?? getT(locale, "emails")("customerFallback"),
    date: emailDate(locale, fromDbDate(booking.scheduledDate)),
    slot: emailSlot(locale, booking.timeSlot),
    days: booking.estimatedDays,
    address: booking.quote.address,
    total: formatUsd(decimalToCents(booking.quote.totalCost)),
    service: emailService(locale, booking.timeSlot),
    locale,
  };
}

/** The facts for the customer's own e-mails, in their language: with their reference, which painters are never shown. */
export function customerFacts(booking: BookingWithRelations) {
  return { ...facts(booking), reference: booking.customerReference };
}

/** The customer's self-service links, to the pages in their language (/es/cancel-booking/… for Spanish). */
export function bookingLinks(booking: BookingWithRelations) {
  const locale = recipientLanguage(booking);
  const expiry = linkExpiry(fromDbDate(booking.scheduledDate), booking.estimatedDays);
  return {
    cancelUrl: siteLink(locale, `/cancel-booking/${createBookingToken(booking.id, "cancel", expiry)}`),
    rescheduleUrl: siteLink(
      locale,
      `/reschedule-booking/${createBookingToken(booking.id, "reschedule", expiry)}`,
    ),
    manageUrl: siteLink(locale, "/manage-booking"),
  };
}

/** The calendar invite, its texts in the reader's language (the structure is the same in both). */
function calendarFile(booking: BookingWithRelations, locale: Locale, cancelled = false) {
  const t = getT(locale, "invite");
  return icsAttachment(
    buildIcs({
      uid: booking.id,
      date: fromDbDate(booking.scheduledDate),
      slot: booking.timeSlot,
      days: booking.estimatedDays,
      summary: t("summary", { brand: siteConfig.name, service: emailService(locale, booking.timeSlot) }),
      description: t("description", { bookingId: booking.id }),
      location: booking.quote.address,
      sequence: booking.calendarSequence,
      cancelled,
    }),
  );
}

/** The customer's confirmation of a new booking. */
function bookingConfirmationEmail(booking: BookingWithRelations): OutgoingEmail {
  const f = customerFacts(booking);
  return {
    to: booking.quote.email,
    subject: getT(f.locale, "emails")("confirmation.subject", { service: f.service, date: f.date }),
    template: "booking-confirmation",
    body: createElement(BookingConfirmationEmail, { ...f, ...bookingLinks(booking) }),
    attachments: [calendarFile(booking, f.locale)],
  };
}

export async function queueBookingCreatedEmails(db: DbClient, booking: BookingWithRelations) {
  await enqueueEmail(db, bookingConfirmationEmail(booking));
  await queueContractorNewJobEmail(db, booking);
}

/**
 * What queueBookingCreatedEmails writes, rendered, for the statement that writes the booking
 * (lib/bookings/insert.ts): rendering is CPU only, so it happens before the transaction, which
 * then holds its locks for the writes alone. The same e-mails, byte for byte.
 */
export async function renderBookingCreatedNotices(
  booking: BookingWithRelations,
): Promise<{ customer: RenderedEmail; painter: RenderedPainterNotice | null }> {
  const notice = contractorNewJobNotice(booking);
  const [customer, painterEmail] = await Promise.all([
    renderOutgoingEmail(bookingConfirmationEmail(booking)),
    notice ? renderOutgoingEmail(notice.email) : null,
  ]);
  return { customer, painter: notice && painterEmail ? { ...notice, email: painterEmail } : null };
}

/**
 * What a job alert says (lib/push). Never the customer's name or address: it may show on a
 * locked phone's screen; the dashboard it opens has the rest.
 */
function alert(kind: "new" | "cancelled" | "changed", f: BookingEmailFacts, previous = ""): PushPayload {
  const t = getT(f.locale ?? "en", "push");
  const key = ({ new: "newJob", cancelled: "jobCancelled", changed: "jobChanged" } as const)[kind];
  const words = { date: f.date, service: f.service, slot: f.slot, previous };
  return {
    title: t(`${key}.title`, words),
    body: t(`${key}.body`, words),
    url: APP_START_URL,
    tag: `${kind}-job-${f.bookingId}`,
  };
}

/**
 * Tells the booking's current painter about their new job: a job alert on their devices when
 * they turned alerts on, the e-mail otherwise (lib/push/notices.ts).
 */
export async function queueContractorNewJobEmail(db: DbClient, booking: BookingWithRelations) {
  const notice = contractorNewJobNotice(booking);
  if (notice) await queueContractorNotice(db, notice);
}

/** The current painter's new-job notice (alert and e-mail), or null for a booking without one. */
function contractorNewJobNotice(booking: BookingWithRelations) {
  const assignment = currentAssignment(booking);
  if (!assignment) return null;
  return {
    contractorId: assignment.contractor.id,
    email: contractorNewJobEmail(booking, assignment),
    urgency: "high" as const,
    payload: alert("new", facts(booking, recipientLanguage(assignment.contractor))),
  };
}

function contractorNewJobEmail(
  booking: BookingWithRelations,
  assignment: BookingWithRelations["assignments"][number],
): OutgoingEmail {
  const f = facts(booking, recipientLanguage(assignment.contractor));
  return {
    to: assignment.contractor.email,
    subject: getT(f.locale, "painterEmails")("newJob.subject", { service: f.service, date: f.date }),
    template: "contractor-new-job",
    body: createElement(ContractorNewJobEmail, {
      ...f,
      contractorName: assignment.contractor.firstName,
      earnings: formatUsd(decimalToCents(assignment.contractorEarnings)),
      dashboardUrl: `${siteConfig.url}/contractor/dashboard`,
    }),
    attachments: [calendarFile(booking, f.locale)],
  };
}

/** A painter told of a change: where to, and in which language (lib/email/language.ts). */
interface NoticedPainter {
  id: string;
  email: string;
  firstName: string;
  language?: string | null;
}

/** Tells a painter that a job of theirs is gone (cancelled, or moved to another painter). */
export async function queueContractorJobCancelledEmail(
  db: DbClient,
  booking: BookingWithRelations,
  contractor: NoticedPainter,
) {
  const f = facts(booking, recipientLanguage(contractor));
  await queueContractorNotice(db, {
    contractorId: contractor.id,
    urgency: "high",
    payload: alert("cancelled", f),
    email: {
      to: contractor.email,
      subject: getT(f.locale, "painterEmails")("jobCancelled.subject", { date: f.date }),
      template: "contractor-job-cancelled",
      body: createElement(ContractorJobCancelledEmail, { ...f, contractorName: contractor.firstName }),
      attachments: [calendarFile(booking, f.locale, true)],
    },
  });
}

export async function queueBookingCancelledEmails(
  db: DbClient,
  booking: BookingWithRelations,
  contractorEmail?: NoticedPainter,
) {
  const f = customerFacts(booking);
  const feeCents = decimalToCents(booking.cancellationFee);
  const fee = feeCents > 0 ? formatUsd(feeCents) : null;
  await enqueueEmail(db, {
    to: booking.quote.email,
    subject: getT(f.locale, "emails")("cancelled.subject", { date: f.date }),
    template: "booking-cancelled",
    body: createElement(BookingCancelledEmail, { ...f, fee }),
    attachments: [calendarFile(booking, f.locale, true)],
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
  const before = (locale: Locale) =>
    `${emailDate(locale, previous.date)}, ${emailSlot(locale, previous.slot)}`;
  const manageUrl = bookingLinks(booking).manageUrl;
  const assignment = currentAssignment(booking);
  const email = (
    to: string,
    audience: "customer" | "contractor",
    f: BookingEmailFacts & { locale: Locale },
  ): OutgoingEmail => ({
    to,
    subject:
      audience === "customer"
        ? getT(f.locale, "emails")("changed.subject", { date: f.date })
        : getT(f.locale, "painterEmails")("jobChanged.subject", { date: f.date }),
    template: "booking-changed",
    body: createElement(BookingChangedEmail, {
      ...f,
      previous: before(f.locale),
      manageUrl,
      audience,
    }),
    attachments: [calendarFile(booking, f.locale)],
  });
  await enqueueEmail(db, email(booking.quote.email, "customer", customerFacts(booking)));
  if (!customerOnly && assignment && assignment.status !== "cancelled") {
    const f = facts(booking, recipientLanguage(assignment.contractor));
    await queueContractorNotice(db, {
      contractorId: assignment.contractor.id,
      urgency: "normal",
      payload: alert("changed", f, before(f.locale)),
      email: email(assignment.contractor.email, "contractor", f),
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
    subject: getT(f.locale, "emails")("completed.subject"),
    template: "booking-completed",
    body: createElement(BookingCompletedEmail, { ...f, contractorName, afterPhotos }),
  });
}
