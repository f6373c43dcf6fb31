/**
 * E-mails in the reader's language (issue 45): a Spanish booking's customer e-mails (confirmation,
 * calendar invite, reminder, cancellation, on the way, completion, review request, invoice) are
 * Spanish and link to the /es pages; a painter who chose Spanish gets the new-job e-mail and job
 * alerts in Spanish, one who chose nothing gets them in English, as before.
 */
import { randomUUID } from "node:crypto";
import { cancelBooking, rescheduleBooking } from "@/lib/bookings/manage";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { updateJobStatus } from "@/lib/contractors/jobs";
import { announceOnMyWay } from "@/lib/contractors/on-my-way";
import { db } from "@/lib/db";
import type { JobStatus } from "@/lib/generated/prisma/client";
import { getT } from "@/lib/i18n/server";
import { deliverDuePush } from "@/lib/push/worker";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { siteConfig } from "@/lib/site.shared";
import { book as bookQuote } from "../helpers/book";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import {
  alertsOf,
  book,
  day,
  painter,
  startPushServiceForFile,
  subscribedPainter,
} from "../helpers/push-alerts";

startPushServiceForFile();

const es = getT("es", "emails");
const site = siteConfig.url;

const emailTo = (to: string, template: string) =>
  db.emailMessage.findFirstOrThrow({ where: { to, template }, orderBy: { createdAt: "desc" } });

/** The quote's language set as the quote API sets it for a Spanish customer, then booked through the route. */
async function spanishBooking(date: string) {
  const email = `cliente-${randomUUID()}@example.com`;
  const quote = await createTestQuote({ email });
  await db.quote.update({ where: { id: quote.id }, data: { language: "es" } });
  const answer = await bookQuote({ quoteId: quote.id, scheduledDate: date, timeSlot: "morning" });
  expect(answer.status).toBe(201);
  const booking = (await answer.json()) as { id: string };
  return { bookingId: booking.id, email };
}

/** A Spanish booking of `date` with its job at `status`, written straight to the database. */
async function spanishJob(painterId: string, date: string, status: JobStatus) {
  const email = `cliente-${randomUUID()}@example.com`;
  const quote = await createTestQuote({ email });
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      language: "es",
      status: status === "assigned" ? "scheduled" : "confirmed",
      scheduledDate: toDbDate(date),
      timeSlot: "morning",
      assignments: {
        create: { contractorId: painterId, status, contractorEarnings: "240.00", acknowledgedAt: new Date() },
      },
    },
    include: { assignments: true },
  });
  return { booking, job: booking.assignments[0]!, email };
}

describe("a Spanish customer's e-mails", () => {
  it("the confirmation and its calendar invite are Spanish, with links to the Spanish pages", async () => {
    const date = day(30);
    await painter([date]);
    const { bookingId, email } = await spanishBooking(date);
    const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(booking.language).toBe("es");

    const message = await emailTo(email, "booking-confirmation");
    expect(message.subject).toMatch(
      /^Reserva confirmada: Trabajo de pintura el \p{L}+, \d+ de \p{L}+ de \d{4}$/u,
    );
    expect(message.html).toMatch(/<html[^>]* lang="es"/);
    expect(message.text).toContain(es("confirmation.title"));
    expect(message.text).toContain("Mañana (8:00 a. m. – 12:00 p. m.)");
    expect(message.html).toMatch(new RegExp(`href="${site}/es/cancel-booking/[^"]+"`));
    expect(message.html).toMatch(new RegExp(`href="${site}/es/reschedule-booking/[^"]+"`));
    expect(message.text).toContain(`${site}/es/manage-booking`);
    expect(message.text).not.toContain("Hi ");

    const [invite] = message.attachments as { content: string }[];
    const ics = Buffer.from(invite!.content, "base64").toString("utf8");
    expect(ics).toContain("SUMMARY:BrushWise Painting: Trabajo de pintura");
    expect(ics).toContain("N.º de reserva");
    expect(ics).toContain("BEGIN:VTIMEZONE");
  });

  it("the cancellation is Spanish", async () => {
    const date = day(31);
    await painter([date]);
    const { bookingId, email } = await spanishBooking(date);
    await cancelBooking(db, bookingId, { email });
    const message = await emailTo(email, "booking-cancelled");
    expect(message.subject).toMatch(/^Reserva cancelada: /);
    expect(message.text).toContain(es("cancelled.title"));
    expect(message.text).toContain(es("cancelled.noFee"));
  });

  it("a change of date is Spanish for the customer; the English painter's copy stays English", async () => {
    const [date, later] = [day(36), day(37)];
    const { contractor } = await painter([date, later]);
    const { bookingId, email } = await spanishBooking(date);
    await rescheduleBooking(db, bookingId, { email, scheduledDate: later, timeSlot: "afternoon" });
    const customer = await emailTo(email, "booking-changed");
    expect(customer.subject).toMatch(/^Cita cambiada: ahora el /);
    expect(customer.text).toContain("Tarde (12:00 p. m. – 4:00 p. m.)");
    expect(customer.text).toMatch(/la cita que tenía para el \p{L}+, \d+ de \p{L}+ de \d{4}, Mañana/u);
    const painterCopy = await emailTo(contractor.email, "booking-changed");
    expect(painterCopy.subject).toMatch(/^Appointment changed: now /);
    expect(painterCopy.text).toContain("12:00 PM-4:00 PM");
  });

  it("the reminder the day before is Spanish and links to the Spanish cancel page", async () => {
    const painterId = (await createContractor({ areas: [["Philadelphia", 1]] })).id;
    const tomorrow = addDays(todayInNewYork(), 1);
    const { email } = await spanishJob(painterId, tomorrow, "assigned");
    await queueDueReminders(db);
    const message = await emailTo(email, "booking-reminder");
    expect(message.subject).toMatch(/^Recordatorio: su cita de pintura es mañana, /);
    expect(message.text).toContain(es("reminder.title"));
    expect(message.text).toMatch(new RegExp(`${site}/es/cancel-booking/\\S+`));
  });

  it("on the way, completion, review request and invoice are Spanish, with links to the Spanish pages", async () => {
    const painterId = (await createContractor({ areas: [["Philadelphia", 1]], firstName: "Linh" })).id;
    const { job, email } = await spanishJob(painterId, todayInNewYork(), "acknowledged");

    await announceOnMyWay(db, painterId, job.id, { tappedAt: new Date().toISOString() });
    const onTheWay = await emailTo(email, "booking-on-the-way");
    expect(onTheWay.subject).toBe("Su pintor va en camino");
    expect(onTheWay.text).toContain("Linh va en camino. Llegada prevista: entre las ");
    expect(onTheWay.text).toMatch(/[ap]\. m\./);
    expect(onTheWay.html).toContain(`href="${site}/es/manage-booking"`);

    await updateJobStatus(db, painterId, job.id, { status: "in_progress" });
    await updateJobStatus(db, painterId, job.id, { status: "completed" });
    const completed = await emailTo(email, "booking-completed");
    expect(completed.subject).toBe("Su trabajo de pintura está terminado");
    expect(completed.text).toMatch(/Hola Test Owner, Linh \S+ marcó su trabajo como terminado/);

    const review = await emailTo(email, "review-request");
    expect(review.subject).toMatch(/^¿Qué tal lo hizo Linh\? Deje una reseña de su trabajo de pintura del /);
    expect(review.html).toMatch(new RegExp(`href="${site}/es/review/[^"]+"`));

    const invoice = await emailTo(email, "invoice");
    expect(invoice.subject).toMatch(/^Factura BW-\d{4}-\d{6} de su trabajo de pintura$/);
    expect(invoice.text).toContain(es("invoice.payInPerson"));
    expect(invoice.html).toMatch(new RegExp(`href="${site}/es/invoice/[^"]+"`));
  });

  it("an English booking's e-mails stay English, with the English links", async () => {
    const date = day(32);
    await painter([date]);
    const { email } = await book(date, `owner-${randomUUID()}@example.com`);
    const message = await emailTo(email, "booking-confirmation");
    expect(message.subject).toMatch(/^Booking confirmed: Painting Job on /);
    expect(message.html).toMatch(new RegExp(`href="${site}/cancel-booking/[^"]+"`));
    expect(message.text).not.toContain("/es/");
  });
});

describe("a painter's e-mails and job alerts in their own language", () => {
  it("a painter who chose Spanish gets the new-job e-mail in Spanish", async () => {
    const date = day(33);
    const { contractor } = await painter([date]);
    await db.contractor.update({ where: { id: contractor.id }, data: { language: "es" } });
    await book(date);
    const message = await emailTo(contractor.email, "contractor-new-job");
    expect(message.subject).toMatch(/^Trabajo nuevo: Trabajo de pintura el /);
    expect(message.text).toContain(getT("es", "painterEmails")("newJob.title"));
    expect(message.text).toContain("Sus ganancias: $");
  });

  it("a painter who chose nothing gets it in English, as before", async () => {
    const date = day(34);
    const { contractor } = await painter([date]);
    await book(date);
    const message = await emailTo(contractor.email, "contractor-new-job");
    expect(message.subject).toMatch(/^New job: Painting Job on /);
    expect(message.text).toContain("You have a new job");
  });

  it("a Spanish painter's job alerts are Spanish: new job, then cancelled", async () => {
    const date = day(35);
    const { contractor, device } = await subscribedPainter([date]);
    await db.contractor.update({ where: { id: contractor.id }, data: { language: "es" } });
    const { booking, email } = await book(date);
    expect(await deliverDuePush(db)).toBe(1);
    await cancelBooking(db, booking.id, { email });
    expect(await deliverDuePush(db)).toBe(1);
    const [created, cancelled] = alertsOf(device) as { title: string; body: string }[];
    expect(created).toMatchObject({
      title: expect.stringMatching(/^Trabajo nuevo: /),
      body: "Trabajo de pintura, Mañana (8:00 a. m. – 12:00 p. m.). Abra su panel para ver los detalles.",
    });
    expect(cancelled).toMatchObject({
      title: expect.stringMatching(/^Trabajo cancelado: /),
      body: "Trabajo de pintura, Mañana (8:00 a. m. – 12:00 p. m.) ya no es suyo.",
    });
  });
});
