/**
 * Booking changes need the customer: manage-booking accepts a booking's ID with its
 * e-mail as the customer's proof, so no one else who works on the booking may hold both. The
 * painter sees the booking's ID (docs/product.md §3 "Contractor job") and never the customer's e-mail: not in
 * the job data, nor in the e-mails we send them. Guessing the e-mail is capped per booking
 * (tests/api/booking-reference.test.ts); the customer's reference, never shown to painters, keeps working.
 */
import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as cancel } from "@/app/api/bookings/[id]/cancel/route";
import { POST as lookup } from "@/app/api/bookings/[id]/lookup/route";
import { POST as reschedule } from "@/app/api/bookings/[id]/reschedule/route";
import { GET as getJobs } from "@/app/api/contractor/jobs/route";
import { POST as login } from "@/app/api/contractor/login/route";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { BASE, jsonRequest, params } from "../helpers/http";

const day = (n: number) => addDays(todayInNewYork(), n);
const EMAILS = /[^\s"'<>(),;:]+@[^\s"'<>(),;:]+\.[a-z]{2,}/gi;

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

it("a painter signed in with their job's data cannot look up, cancel or move their customer's booking", async () => {
  const date = day(3);
  const painter = await createContractor({
    areas: [["Philadelphia", 1]],
    availability: { [date]: ["morning"] },
  });
  await db.contractor.update({
    where: { id: painter.id },
    data: { passwordHash: await hashPassword("secret12") },
  });
  const signedIn = await login(
    jsonRequest("/api/contractor/login", { email: painter.email, password: "secret12" }, "POST", {
      "x-forwarded-for": "10.28.4.1",
    }),
    params({}),
  );
  expect(signedIn.status).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const customerEmail = `Customer.Proof+${crypto.randomUUID()}@example.com`;
  const quote = await createTestQuote({ email: customerEmail });
  const booked = await postBooking(
    jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" }),
    params({}),
  );
  expect(booked.status).toBe(201);
  const booking = (await booked.json()) as { id: string; customerReference: string };

  // What the painter gets: the job (with the booking's ID) and our e-mails about it.
  const jobsResponse = await getJobs(
    new Request(`${BASE}/api/contractor/jobs`, { headers: { authorization: `Bearer ${token}` } }),
    params({}),
  );
  const jobsText = await jobsResponse.text();
  const [job] = JSON.parse(jobsText) as { bookingId: string }[];
  expect(job?.bookingId).toBe(booking.id);
  const mails = await db.emailMessage.findMany({ where: { to: painter.email } });
  expect(mails.map((m) => m.template)).toContain("contractor-new-job");
  const seen = [
    jobsText,
    ...mails.flatMap((m) => [m.subject, m.html, m.text, JSON.stringify(m.attachments)]),
  ];
  for (const text of seen) expect(text.toLowerCase()).not.toContain(customerEmail.toLowerCase());

  // Every e-mail address the painter has seen, and their own, as the proof: refused each time.
  const candidates = [...new Set([painter.email, ...seen.flatMap((text) => text.match(EMAILS) ?? [])])];
  const as = (email: string, extra: Record<string, unknown> = {}) =>
    jsonRequest(`/api/bookings/${booking.id}/x`, { email, ...extra }, "POST", {
      "x-forwarded-for": "10.28.4.2",
      authorization: `Bearer ${token}`,
    });
  // 404 (not this booking's e-mail), 400 for a string the schema does not take as an e-mail, 429 once the
  // booking's budget of wrong e-mails is spent.
  const statuses = new Set<number>();
  for (const email of candidates) {
    statuses.add((await lookup(as(email), params({ id: booking.id }))).status);
    statuses.add((await cancel(as(email), params({ id: booking.id }))).status);
    const moved = { scheduledDate: day(5), timeSlot: "morning" };
    statuses.add((await reschedule(as(email, moved), params({ id: booking.id }))).status);
  }
  expect([...statuses].filter((status) => ![400, 404, 429].includes(status))).toEqual([]);
  expect(statuses.has(404)).toBe(true);
  const after = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
  expect([after.status, after.cancellationFee]).toEqual(["scheduled", null]);

  // The customer, with their reference (which the painter was never shown) and their e-mail, still can.
  const reference = booking.customerReference;
  const theirs = await lookup(
    jsonRequest(`/api/bookings/${reference}/lookup`, { email: customerEmail }, "POST", {
      "x-forwarded-for": "10.28.4.3",
    }),
    params({ id: reference }),
  );
  expect(theirs.status).toBe(200);
});
