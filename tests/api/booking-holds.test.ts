/**
 * Holds (lib/bookings/holds.ts): a project of HOLD_FROM_PAINTER_DAYS painter-days or more is only held
 * until its customer confirms it from the e-mail; its painter hears nothing until then, and an
 * unconfirmed hold's days are free again once its time ran out, with or without the background tick.
 */
import { GET as getFeed } from "@/app/api/calendar-feed/[token]/route";
import { POST as confirmRoute } from "@/app/api/bookings/[id]/confirm/route";
import { GET as getJobs } from "@/app/api/contractor/jobs/route";
import { startSession } from "@/lib/auth/sessions";
import { updateAdminBooking } from "@/lib/admin/bookings";
import { createBooking } from "@/lib/bookings/create";
import { HOLD_ADMIN_MESSAGE, HOLD_MESSAGES } from "@/lib/bookings/holds.shared";
import { releaseExpiredHolds } from "@/lib/bookings/holds";
import { createBookingToken } from "@/lib/bookings/tokens";
import { calendarFeedToken } from "@/lib/contractors/calendar-feed";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { BOOKING_HOLD_MINUTES, HOLD_FROM_PAINTER_DAYS } from "@/lib/security/limits";
import { book } from "../helpers/book";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { getRequest, jsonRequest, params } from "../helpers/http";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);
const MINUTE = 60_000;
/** A project of exactly HOLD_FROM_PAINTER_DAYS days at the default 500 sq ft a day. */
const HOLD_WALLS = HOLD_FROM_PAINTER_DAYS * 500;

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

beforeEach(async () => {
  await db.rateLimitBucket.deleteMany();
});

/** One painter, free in the morning of `days` days from `first` on. */
function painterFree(first: number, days = HOLD_FROM_PAINTER_DAYS) {
  const availability = Object.fromEntries(
    Array.from({ length: days }, (_, i) => [day(first + i), ["morning" as const]]),
  );
  return createContractor({ areas: [["Philadelphia", 1]], availability });
}

const confirm = (id: string, body: unknown) =>
  confirmRoute(
    jsonRequest(`/api/bookings/${id}/confirm`, body, "POST", { "x-forwarded-for": "10.9.0.1" }),
    params({ id }),
  );

/** The confirm link's token in the hold's e-mail to `to`. */
async function confirmToken(to: string) {
  const mail = await db.emailMessage.findFirstOrThrow({ where: { to, template: "booking-hold" } });
  const token = /\/confirm-booking\/([\w-]+\.[\w-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const templatesTo = async (to: string) =>
  (await db.emailMessage.findMany({ where: { to }, orderBy: { createdAt: "asc" } })).map((m) => m.template);

describe("a booking of many painter-days is a hold until its customer confirms it from the e-mail", () => {
  it("holds the days without a job, tells the painter nothing, and mails the customer a confirm link", async () => {
    const painter = await painterFree(10);
    const quote = await createTestQuote({ email: "hold.flow@example.com", wallSqFt: HOLD_WALLS });
    const before = Date.now();
    const response = await book({ quoteId: quote.id, scheduledDate: day(10), timeSlot: "morning" });
    expect(response.status).toBe(201);
    const hold = await response.json();
    expect(hold).toMatchObject({ status: "pending", estimatedDays: 3, contractorName: null });
    const expires = new Date(hold.holdExpiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(BOOKING_HOLD_MINUTES * MINUTE - 1000);
    expect(expires - before).toBeLessThanOrEqual(BOOKING_HOLD_MINUTES * MINUTE + 60_000);

    // The days are held (nobody else gets them), but there is no job.
    expect(await db.slotReservation.count({ where: { bookingId: hold.id, contractorId: painter.id } })).toBe(
      3,
    );
    expect(await db.jobAssignment.count({ where: { bookingId: hold.id } })).toBe(0);
    const other = await createTestQuote();
    expect((await book({ quoteId: other.id, scheduledDate: day(11), timeSlot: "morning" })).status).toBe(409);

    // The painter hears nothing and sees nothing: no e-mail, no alert, not in their jobs or calendar.
    expect(await templatesTo(painter.email)).toEqual([]);
    expect(await db.pushNotice.count({ where: { contractorId: painter.id } })).toBe(0);
    const session = (await startSession(db, { role: "contractor", contractorId: painter.id })).token;
    const jobs = await getJobs(
      getRequest("/api/contractor/jobs", { authorization: `Bearer ${session}` }),
      params({}),
    );
    expect(jobs.status).toBe(200);
    expect(await jobs.text()).not.toContain(hold.id);
    const feedToken = `${calendarFeedToken(painter.id, 0)}.ics`;
    const feed = await getFeed(
      getRequest(`/api/calendar-feed/${feedToken}`, { "x-forwarded-for": "10.9.0.2" }),
      params({ token: feedToken }),
    );
    expect(feed.status).toBe(200);
    expect(await feed.text()).not.toContain(hold.id);

    // The customer gets one e-mail: confirm within the window, by a link to a page (not an action).
    expect(await templatesTo("hold.flow@example.com")).toEqual(["booking-hold"]);
    const mail = await db.emailMessage.findFirstOrThrow({ where: { to: "hold.flow@example.com" } });
    expect(mail.subject).toMatch(/^Confirm your booking: /);
    expect(mail.text).toContain(`within ${BOOKING_HOLD_MINUTES} minutes`);
    const token = await confirmToken("hold.flow@example.com");

    // Confirming: scheduled, the painter who holds the days gets the job and the usual e-mails go out.
    const confirmed = await confirm(hold.id, { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      id: hold.id,
      status: "scheduled",
      assignmentStatus: "assigned",
    });
    const stored = await db.booking.findUniqueOrThrow({
      where: { id: hold.id },
      include: { assignments: true },
    });
    expect(stored.confirmedByEmailAt).not.toBeNull();
    expect(stored.assignments.map((a) => [a.contractorId, a.status])).toEqual([[painter.id, "assigned"]]);
    expect(await templatesTo("hold.flow@example.com")).toEqual(["booking-hold", "booking-confirmation"]);
    expect(await templatesTo(painter.email)).toEqual(["contractor-new-job"]);
    const jobsAfter = await getJobs(
      getRequest("/api/contractor/jobs", { authorization: `Bearer ${session}` }),
      params({}),
    );
    expect(await jobsAfter.text()).toContain(hold.id);

    // A second click answers the booking again and sends nothing more.
    const again = await confirm(hold.id, { token });
    expect([again.status, (await again.json()).status]).toEqual([200, "scheduled"]);
    expect(
      await db.emailMessage.count({ where: { to: { in: ["hold.flow@example.com", painter.email] } } }),
    ).toBe(3);
    expect(await db.jobAssignment.count({ where: { bookingId: hold.id } })).toBe(1);
  });

  it("refuses a forged link, another action's link and another booking's link (403)", async () => {
    await painterFree(14);
    const quote = await createTestQuote({ wallSqFt: HOLD_WALLS });
    const hold = await (
      await book({ quoteId: quote.id, scheduledDate: day(14), timeSlot: "morning" })
    ).json();
    const later = new Date(Date.now() + 60 * MINUTE);
    for (const token of [
      "forged.token",
      createBookingToken(hold.id, "cancel", later),
      createBookingToken(crypto.randomUUID(), "confirm", later),
    ]) {
      const answer = await confirm(hold.id, { token });
      expect(answer.status).toBe(403);
    }
    expect((await db.booking.findUniqueOrThrow({ where: { id: hold.id } })).status).toBe("pending");
  });

  it("frees an expired hold's days at once: another customer books them, the late click is told to book again", async () => {
    const painter = await painterFree(18);
    const quote = await createTestQuote({ email: "too.late@example.com", wallSqFt: HOLD_WALLS });
    // Booked BOOKING_HOLD_MINUTES + 1 minutes ago: its hold ran out a minute ago, and no tick ran.
    const bookedAt = new Date(Date.now() - (BOOKING_HOLD_MINUTES + 1) * MINUTE);
    const { booking: hold } = await createBooking(
      db,
      { quoteId: quote.id, scheduledDate: day(18), timeSlot: "morning" },
      { client: "10.9.1.1", now: bookedAt },
    );
    expect(hold.status).toBe("pending");
    const token = await confirmToken("too.late@example.com");

    // Another customer books the middle day (the same painter's, the only one free): it is free.
    const other = await createTestQuote({ email: "next.customer@example.com" });
    const taken = await book({ quoteId: other.id, scheduledDate: day(19), timeSlot: "morning" });
    expect(taken.status).toBe(201);
    const otherBooking = await taken.json();
    expect(
      await db.slotReservation.findMany({ where: { contractorId: painter.id, date: toDbDate(day(19)) } }),
    ).toEqual([expect.objectContaining({ bookingId: otherBooking.id })]);

    // The late click: 410 and what to do.
    const late = await confirm(hold.id, { token });
    expect(late.status).toBe(410);
    expect((await late.json()).error).toBe(HOLD_MESSAGES.expired);
    expect(await db.jobAssignment.count({ where: { bookingId: hold.id } })).toBe(0);

    // The tick cancels it quietly: no fee, no e-mail to anyone, the painter never knew.
    const mailsBefore = await db.emailMessage.count();
    expect(await releaseExpiredHolds(db)).toBeGreaterThanOrEqual(1);
    const released = await db.booking.findUniqueOrThrow({ where: { id: hold.id } });
    expect(released).toMatchObject({ status: "cancelled", cancellationFee: null });
    expect(released.cancelledAt).not.toBeNull();
    expect(await db.slotReservation.count({ where: { bookingId: hold.id } })).toBe(0);
    expect(await db.emailMessage.count()).toBe(mailsBefore);
    expect(await templatesTo(painter.email)).toEqual(["contractor-new-job"]); // the other customer's job only
    // The other customer's booking kept its day.
    expect(await db.slotReservation.count({ where: { bookingId: otherBooking.id } })).toBe(1);
    expect(await releaseExpiredHolds(db)).toBe(0);
  });

  it("lets the customer book the same quote again once the hold ran out, before any tick", async () => {
    await painterFree(24);
    const quote = await createTestQuote({ wallSqFt: HOLD_WALLS });
    const { booking: first } = await createBooking(
      db,
      { quoteId: quote.id, scheduledDate: day(24), timeSlot: "morning" },
      { client: "10.9.2.1", now: new Date(Date.now() - (BOOKING_HOLD_MINUTES + 1) * MINUTE) },
    );
    const again = await book({ quoteId: quote.id, scheduledDate: day(24), timeSlot: "morning" });
    expect(again.status).toBe(201);
    const second = await again.json();
    expect(second).toMatchObject({ status: "pending" });
    expect(second.id).not.toBe(first.id);
    expect((await db.booking.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("cancelled");
    expect(await db.slotReservation.count({ where: { bookingId: second.id } })).toBe(3);
  });

  it("lets the back office only cancel a hold (409 for any other change), quietly", async () => {
    await painterFree(32);
    const quote = await createTestQuote({ email: "admin.hold@example.com", wallSqFt: HOLD_WALLS });
    const hold = await (
      await book({ quoteId: quote.id, scheduledDate: day(32), timeSlot: "morning" })
    ).json();
    for (const change of [{ status: "scheduled" }, { status: "confirmed" }, { scheduledDate: day(33) }]) {
      await expect(updateAdminBooking(db, hold.id, change)).rejects.toMatchObject({
        status: 409,
        message: HOLD_ADMIN_MESSAGE,
      });
    }
    expect(await db.jobAssignment.count({ where: { bookingId: hold.id } })).toBe(0);
    expect(await updateAdminBooking(db, hold.id, { notes: "Called the customer" })).toMatchObject({
      status: "pending",
    });
    expect(await updateAdminBooking(db, hold.id, { status: "cancelled" })).toMatchObject({
      status: "cancelled",
    });
    expect(await db.slotReservation.count({ where: { bookingId: hold.id } })).toBe(0);
    expect(await templatesTo("admin.hold@example.com")).toEqual(["booking-hold"]);
  });

  it("books projects under HOLD_FROM_PAINTER_DAYS painter-days at once, as before", async () => {
    const painter = await painterFree(28, 2);
    const quote = await createTestQuote({ wallSqFt: (HOLD_FROM_PAINTER_DAYS - 1) * 500 });
    const response = await book({ quoteId: quote.id, scheduledDate: day(28), timeSlot: "morning" });
    expect(response.status).toBe(201);
    const booking = await response.json();
    expect(booking).toMatchObject({ status: "scheduled", estimatedDays: 2, holdExpiresAt: null });
    expect(await db.jobAssignment.count({ where: { bookingId: booking.id, contractorId: painter.id } })).toBe(
      1,
    );
  });
});
