/**
 * The customer's reference (lib/bookings/reference.shared.ts): shown to the customer (the booking's
 * answer, their e-mails), accepted by Manage Booking with the e-mail, never shown to painters (their
 * jobs, e-mails, alerts, calendar feed). The booking ID, which painters see, keeps working with the
 * e-mail only within a per-booking budget of wrong e-mails (LIMITS.bookingIdWrongEmails).
 */
import { randomUUID } from "node:crypto";
import { GET as getFeed } from "@/app/api/calendar-feed/[token]/route";
import { POST as cancelRoute } from "@/app/api/bookings/[id]/cancel/route";
import { POST as lookupRoute } from "@/app/api/bookings/[id]/lookup/route";
import { POST as rescheduleRoute } from "@/app/api/bookings/[id]/reschedule/route";
import { GET as getJobHistory } from "@/app/api/contractor/jobs/history/route";
import { GET as getJobs } from "@/app/api/contractor/jobs/route";
import { GET as getJobSummary } from "@/app/api/contractor/jobs/summary/route";
import { startSession } from "@/lib/auth/sessions";
import { wrongEmailKey } from "@/lib/bookings/booking-key";
import { appointmentReference } from "@/lib/bookings/fees.shared";
import { newCustomerReference } from "@/lib/bookings/reference";
import { normalizeReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from "@/lib/bookings/reference.shared";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { createBookingToken } from "@/lib/bookings/tokens";
import { calendarFeedToken } from "@/lib/contractors/calendar-feed";
import { db } from "@/lib/db";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { LIMITS } from "@/lib/security/limits";
import { book } from "../helpers/book";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { freezeDateOnly } from "../helpers/freeze-date";
import { getRequest, jsonRequest, params } from "../helpers/http";

// Every request of the file falls into one rate-limit window (the per-booking one is a day).
freezeDateOnly();

/** A test that sets the frozen clock to an hour of its own puts it back after itself. */
let clockBeforeTest: number | null = null;
afterEach(() => {
  if (clockBeforeTest !== null) jest.setSystemTime(clockBeforeTest);
  clockBeforeTest = null;
});

const day = (n: number) => addDays(todayInNewYork(), n);
let addresses = 0;
/** A fresh client address each call: the per-address budget never decides these tests. */
const fresh = () => `10.42.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const post = (route: typeof lookupRoute, key: string, body: unknown) =>
  route(
    jsonRequest(`/api/bookings/${encodeURIComponent(key)}/x`, body, "POST", { "x-forwarded-for": fresh() }),
    params({ id: key }),
  );
const lookup = (key: string, email: string) => post(lookupRoute, key, { email });
const cancel = (key: string, body: unknown) => post(cancelRoute, key, body);
const reschedule = (key: string, body: unknown) => post(rescheduleRoute, key, body);

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

/** A booking made through POST /api/bookings, with its painter and what the answer said. */
async function newBooking(date = day(3), painterDates = [date]) {
  const painter = await createContractor({
    areas: [["Philadelphia", 1]],
    availability: Object.fromEntries(painterDates.map((d) => [d, ["morning" as const]])),
  });
  const email = `Ref.Owner.${randomUUID()}@Example.com`;
  const quote = await createTestQuote({ email });
  const response = await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "morning" }, fresh());
  if (response.status !== 201) throw new Error(await response.text());
  const answer = (await response.json()) as { id: string; customerReference: string };
  const row = await db.booking.findUniqueOrThrow({
    where: { id: answer.id },
    include: { assignments: true },
  });
  return { answer, email, painterId: row.assignments[0]!.contractorId, ownPainter: painter, row };
}

describe("the customer's reference", () => {
  it("is unguessable: BW- and 16 Crockford base32 characters (80 random bits), the database's default too", async () => {
    const made = Array.from({ length: 400 }, newCustomerReference);
    for (const reference of made) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(made[0]).toHaveLength("BW-".length + 16 + 3);
    expect(new Set(made).size).toBe(made.length);
    // Every character of the alphabet turns up, and nothing else.
    const used = new Set(made.flatMap((r) => r.slice(3).replaceAll("-", "").split("")));
    expect([...used].sort().join("")).toBe(REFERENCE_ALPHABET);

    const rows = await db.$queryRaw<{ reference: string }[]>`
      SELECT booking_customer_reference() AS reference FROM generate_series(1, 2)`;
    const [a, b] = rows.map((row) => row.reference);
    expect(a).toMatch(REFERENCE_PATTERN);
    expect(a).not.toBe(b);
  });

  it("is read however it is typed: any case, without dashes or with spaces, O for 0, I and L for 1", () => {
    const stored = "BW-7K2M-9QX4-TA3B-E501";
    for (const typed of [
      stored,
      "bw-7k2m-9qx4-ta3b-e501",
      "7K2M9QX4TA3BE501",
      " bw 7k2m 9qx4 ta3b e5ol ",
      "BW7K2M9QX4TA3BE5OI",
    ])
      expect(normalizeReference(typed)).toBe(stored);
    for (const typed of [
      "BW-7K2M-9QX4-TA3B-E50",
      "BW-7K2M-9QX4-TA3B-E5U1",
      "",
      "3f6c1e2a-0000-4000-8000-000000000000",
    ])
      expect(normalizeReference(typed)).toBeNull();
  });

  it("is in the booking's answer and every e-mail to the customer; look-up, reschedule and cancel take it with the e-mail", async () => {
    // 06:00 in New York: tomorrow's appointment is more than 24 hours away, so moving and cancelling
    // it costs no fee (and mails no invoice) whatever the hour the suite runs at.
    clockBeforeTest = Date.now();
    jest.setSystemTime(appointmentReference(day(0)).getTime() - 3 * 60 * 60 * 1000);
    const tomorrow = day(1);
    const { answer, email, row } = await newBooking(tomorrow, [tomorrow, day(2)]);
    const reference = answer.customerReference;
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(row.customerReference).toBe(reference);

    expect((await lookup(reference, email)).status).toBe(200);
    const loose = reference.toLowerCase().replaceAll("-", " ");
    const found = await lookup(loose, email.toUpperCase());
    expect(found.status).toBe(200);
    expect(((await found.json()) as { id: string }).id).toBe(answer.id);
    // The reference proves nothing without the e-mail, and a made-up one finds nothing: one 404.
    const wrongEmail = await lookup(reference, "someone.else@example.com");
    const unknown = await lookup(newCustomerReference(), email);
    expect([wrongEmail.status, unknown.status]).toEqual([404, 404]);
    expect(await wrongEmail.json()).toEqual(await unknown.json());

    await queueDueReminders(db);
    const moved = await reschedule(reference, { email, scheduledDate: day(2), timeSlot: "morning" });
    expect(moved.status).toBe(200);
    const cancelled = await cancel(reference, { email });
    expect(cancelled.status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: answer.id } })).status).toBe("cancelled");

    const mails = await db.emailMessage.findMany({ where: { to: { equals: email, mode: "insensitive" } } });
    const templates = ["booking-confirmation", "booking-reminder", "booking-changed", "booking-cancelled"];
    expect(mails.map((m) => m.template).sort()).toEqual([...templates].sort());
    for (const mail of mails) {
      expect(mail.html).toContain(reference);
      expect(mail.text).toContain(reference);
    }
  });

  it("is never shown to the painter: not in their jobs, e-mails or calendar feed", async () => {
    const { answer, email, painterId } = await newBooking(day(4), [day(4), day(5)]);
    const reference = answer.customerReference;
    // The painter's e-mails about a change and a cancellation too.
    expect((await reschedule(reference, { email, scheduledDate: day(5), timeSlot: "morning" })).status).toBe(
      200,
    );
    const { token } = await startSession(db, { role: "contractor", contractorId: painterId });
    const auth = { authorization: `Bearer ${token}` };
    const jobs = await getJobs(getRequest("/api/contractor/jobs", auth), params({}));
    const jobsText = await jobs.text();
    expect(jobs.status).toBe(200);
    expect(jobsText).toContain(answer.id);
    const summary = await getJobSummary(getRequest("/api/contractor/jobs/summary", auth), params({}));
    expect(summary.status).toBe(200);
    const painter = await db.contractor.findUniqueOrThrow({ where: { id: painterId } });
    const feedToken = calendarFeedToken(painterId, painter.calendarFeedVersion);
    const feed = await getFeed(
      getRequest(`/api/calendar-feed/${feedToken}.ics`, { "x-forwarded-for": fresh() }),
      params({ token: `${feedToken}.ics` }),
    );
    const feedText = await feed.text();
    expect(feed.status).toBe(200);
    expect(feedText).toContain(answer.id);

    expect((await cancel(reference, { email })).status).toBe(200);
    const history = await getJobHistory(getRequest("/api/contractor/jobs/history", auth), params({}));
    expect(history.status).toBe(200);
    const mails = await db.emailMessage.findMany({ where: { to: painter.email } });
    expect(mails.map((m) => m.template).sort()).toEqual(
      ["booking-changed", "contractor-job-cancelled", "contractor-new-job"].sort(),
    );
    // Job alerts (none here: the painter has no device) are built from the same painter's facts as these e-mails.
    const alerts = await db.pushNotice.findMany({ where: { contractorId: painterId } });

    const seen = [
      jobsText,
      await summary.text(),
      await history.text(),
      feedText,
      ...mails.flatMap((m) => [m.subject, m.html, m.text, JSON.stringify(m.attachments)]),
      JSON.stringify(alerts),
    ];
    const body = reference.slice(3).replaceAll("-", "");
    for (const text of seen) {
      expect(text).not.toContain(reference);
      expect(text.replace(/\s/g, "")).not.toContain(body);
    }
  });
});

describe("the booking ID with an e-mail: a budget of wrong e-mails per booking", () => {
  const budget = LIMITS.bookingIdWrongEmails.limit;

  it(`refuses the ID from every address after ${budget} wrong e-mails, even with the right one; the reference and the e-mailed link still work`, async () => {
    const { answer, email } = await newBooking(day(6));
    const id = answer.id;
    const counted = async () =>
      (await db.rateLimitBucket.findMany({ where: { key: wrongEmailKey(id) } })).reduce(
        (n, b) => n + b.count,
        0,
      );

    // The right e-mail costs nothing.
    expect((await lookup(id, email)).status).toBe(200);
    expect(await counted()).toBe(0);

    const tries = [
      `${answer.id.slice(0, 4)}@example.com`,
      "test.owner@example.com",
      "testowner@example.com",
      "owner@example.com",
      "t.owner@example.com",
    ];
    expect(tries).toHaveLength(budget);
    for (const guess of tries) expect((await lookup(id, guess)).status).toBe(404);
    expect(await counted()).toBe(budget);

    // The next try, from yet another address and with the right e-mail: refused, and told what works.
    const refused = await lookup(id, email);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /use the reference or the link in your confirmation e-mail/,
    );
    expect((await cancel(id, { email })).status).toBe(429);
    const move = { email, scheduledDate: day(7), timeSlot: "morning" };
    expect((await reschedule(id, move)).status).toBe(429);
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("scheduled");

    // The customer's reference and signed link are not counted.
    expect((await lookup(answer.customerReference, email)).status).toBe(200);
    const link = createBookingToken(id, "cancel", new Date(Date.now() + 86_400_000));
    expect((await cancel(id, { token: link })).status).toBe(200);
  });

  it("answers a wrong e-mail and an unknown booking with the same 404, and counts nothing for an unknown one", async () => {
    const { answer } = await newBooking(day(8));
    const unknownId = randomUUID();
    const wrong = await lookup(answer.id, "nobody@example.com");
    const unknown = await lookup(unknownId, "nobody@example.com");
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(await db.rateLimitBucket.count({ where: { key: wrongEmailKey(unknownId) } })).toBe(0);
    expect(await db.rateLimitBucket.count({ where: { key: wrongEmailKey(answer.id) } })).toBe(1);
  });
});
