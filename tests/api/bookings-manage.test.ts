import { POST as cancelRoute } from "@/app/api/bookings/[id]/cancel/route";
import { POST as lookupRoute } from "@/app/api/bookings/[id]/lookup/route";
import { updateAdminBooking } from "@/lib/admin/bookings";
import { cancelBooking, rescheduleBooking } from "@/lib/bookings/manage";
import { createBookingToken } from "@/lib/bookings/tokens";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { addDays, fromDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";
import { freezeDateOnly } from "../helpers/freeze-date";
import { book } from "../helpers/book";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

// Each test uses its own days far enough apart that contractors of other tests never collide.

describe("manage and cancel", () => {
  async function booked(offset: number, email = "manage@example.com") {
    const date = day(offset);
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["afternoon"], [day(offset + 1)]: ["afternoon"] },
    });
    const quote = await createTestQuote({ email });
    const booking = await (
      await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "afternoon" })
    ).json();
    return { booking, painter, date };
  }
  const lookup = (id: string, email: string, ip = "10.2.0.1") =>
    lookupRoute(
      jsonRequest(`/api/bookings/${id}/lookup`, { email }, "POST", { "x-forwarded-for": ip }),
      params({ id }),
    );
  const cancel = (id: string, body?: unknown) =>
    cancelRoute(
      body === undefined
        ? new Request(`http://localhost/api/bookings/${id}/cancel`, {
            method: "POST",
            headers: { "x-forwarded-for": "10.3.0.1" },
          })
        : jsonRequest(`/api/bookings/${id}/cancel`, body, "POST", { "x-forwarded-for": "10.3.0.1" }),
      params({ id }),
    );

  it("finds a booking by id and e-mail (any case); a wrong id and a wrong e-mail answer the same", async () => {
    const { booking } = await booked(30);
    const found = await lookup(booking.id, "MANAGE@example.com ");
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      id: booking.id,
      status: "scheduled",
      scheduledDate: booking.scheduledDate,
      timeSlot: "afternoon",
      quote: { address: expect.any(String), totalCost: booking.totalCost },
    });

    const wrongEmail = await lookup(booking.id, "someone@example.com");
    const wrongId = await lookup("7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f", "manage@example.com");
    expect(wrongEmail.status).toBe(404);
    expect(wrongId.status).toBe(404);
    expect(await wrongEmail.json()).toEqual(await wrongId.json());
    expect((await lookup("12", "manage@example.com")).status).toBe(400);
  });

  describe("within one rate-limit window", () => {
    freezeDateOnly();

    it("limits look-ups per address (429)", async () => {
      const ip = "10.9.9.9";
      const statuses = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await lookup("7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f", "x@example.com", ip)).status);
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  it("refuses to cancel without proof, with a wrong e-mail or a tampered link", async () => {
    const { booking } = await booked(33);
    expect((await cancel(booking.id)).status).toBe(403);
    expect((await cancel(booking.id, {})).status).toBe(403);
    expect((await cancel(booking.id, { email: "other@example.com" })).status).toBe(404);
    const token = createBookingToken(booking.id, "cancel", new Date(Date.now() + 86_400_000));
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ b: booking.id, a: "cancel", e: Date.now() + 10 ** 10 }),
    ).toString("base64url");
    for (const bad of [
      `${payload}.${signature!.slice(0, -2)}xx`,
      `${forged}.${signature}`,
      createBookingToken(booking.id, "reschedule", new Date(Date.now() + 86_400_000)),
      createBookingToken(booking.id, "cancel", new Date(Date.now() - 1000)),
    ]) {
      const response = await cancel(booking.id, { token: bad });
      expect(response.status).toBe(403);
      expect((await response.json()).error).toBe(
        "Invalid Link: This cancellation link is invalid or expired.",
      );
    }
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("scheduled");
  });

  it("cancels with the signed link: frees the slot, cancels the job, tells both sides; twice is harmless", async () => {
    const { booking, painter, date } = await booked(36, "cancel.me@example.com");
    const token = createBookingToken(booking.id, "cancel", new Date(Date.now() + 86_400_000));
    const response = await cancel(booking.id, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: "Booking Cancelled", cancellationFee: 0 });
    expect(await db.slotReservation.count({ where: { bookingId: booking.id } })).toBe(0);
    expect((await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } })).status).toBe(
      "cancelled",
    );
    expect(
      await db.emailMessage.count({ where: { to: "cancel.me@example.com", template: "booking-cancelled" } }),
    ).toBe(1);
    expect(
      await db.emailMessage.count({ where: { to: painter.email, template: "contractor-job-cancelled" } }),
    ).toBe(1);

    const again = await cancel(booking.id, { email: "cancel.me@example.com" });
    expect(again.status).toBe(200);
    expect(
      await db.emailMessage.count({ where: { to: "cancel.me@example.com", template: "booking-cancelled" } }),
    ).toBe(1);

    // The freed slot can be booked by someone else.
    const other = await createTestQuote();
    expect((await book({ quoteId: other.id, scheduledDate: date, timeSlot: "afternoon" })).status).toBe(201);
  });

  it("charges $100 within 24 hours of 09:00 on the booked date, nothing before", async () => {
    const { booking: early } = await booked(40, "early@example.com");
    const { booking: late } = await booked(42, "late@example.com");
    // 09:00 New York on the booked date; in winter (EST) that is 14:00 UTC, in summer 13:00 UTC.
    const nineAm = (date: string) =>
      new Date(new Date(`${date}T09:00:00-05:00`).getTime() - (isDst(date) ? 3_600_000 : 0));
    const at = (date: string, hoursBefore: number) =>
      new Date(nineAm(date).getTime() - hoursBefore * 3_600_000);

    const free = await cancelBooking(
      db,
      early.id,
      { email: "early@example.com" },
      at(early.scheduledDate, 25),
    );
    expect(free.cancellationFee).toBe(0);
    const charged = await cancelBooking(
      db,
      late.id,
      { email: "late@example.com" },
      at(late.scheduledDate, 23),
    );
    expect(charged.cancellationFee).toBe(100);
    expect(Number((await db.booking.findUniqueOrThrow({ where: { id: late.id } })).cancellationFee)).toBe(
      100,
    );
  });

  it("keeps a late fee once incurred: a late reschedule to a far date, then a cancellation, still owes $100", async () => {
    const { booking, date } = await booked(52, "sticky.fee@example.com");
    const nineAm = (d: string) =>
      new Date(new Date(`${d}T09:00:00-05:00`).getTime() - (isDst(d) ? 3_600_000 : 0));
    const late = new Date(nineAm(date).getTime() - 23 * 3_600_000);
    const moved = await rescheduleBooking(
      db,
      booking.id,
      { email: "sticky.fee@example.com", scheduledDate: addDays(date, 1), timeSlot: "afternoon" },
      late,
    );
    expect(moved.cancellationFee).toBe(100);
    // More than 24 hours before the new date: on its own, free. The fee incurred stays.
    const cancelled = await cancelBooking(db, booking.id, { email: "sticky.fee@example.com" }, late);
    expect(cancelled.cancellationFee).toBe(100);
    expect(
      (await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).cancellationFee?.toFixed(2),
    ).toBe("100.00");
    const mail = await db.emailMessage.findFirstOrThrow({
      where: { to: "sticky.fee@example.com", template: "booking-cancelled" },
    });
    expect(mail.text).toContain("$100.00");
  });

  it("keeps a late fee incurred by the customer when the admin cancels afterwards, and shows it in the money split", async () => {
    const { booking, date } = await booked(54, "admin.cancel@example.com");
    const nineAm = (d: string) =>
      new Date(new Date(`${d}T09:00:00-05:00`).getTime() - (isDst(d) ? 3_600_000 : 0));
    const late = new Date(nineAm(date).getTime() - 23 * 3_600_000);
    await rescheduleBooking(
      db,
      booking.id,
      { email: "admin.cancel@example.com", scheduledDate: addDays(date, 1), timeSlot: "afternoon" },
      late,
    );
    const updated = await updateAdminBooking(db, booking.id, { status: "cancelled" }, late);
    expect(updated.status).toBe("cancelled");
    expect(updated.financials.cancellationFee).toBe(100);
  });

  it("reschedules with the signed link to another free date, moving the reservation", async () => {
    const { booking, date } = await booked(45, "move@example.com");
    const token = createBookingToken(booking.id, "reschedule", new Date(Date.now() + 86_400_000));
    const next = addDays(date, 1);
    const result = await rescheduleBooking(db, booking.id, {
      token,
      scheduledDate: next,
      timeSlot: "afternoon",
    });
    expect(result.booking.scheduledDate).toBe(next);
    const reserved = await db.slotReservation.findMany({ where: { bookingId: booking.id } });
    expect(reserved.map((r) => fromDbDate(r.date))).toEqual([next]);
    expect(
      await db.emailMessage.count({ where: { to: "move@example.com", template: "booking-changed" } }),
    ).toBe(1);
    await expect(
      rescheduleBooking(db, booking.id, {
        email: "move@example.com",
        scheduledDate: day(50),
        timeSlot: "morning",
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe("reschedule to another painter", () => {
  it("tells the old painter the job is gone and the new one about the job; visits keep their kind", async () => {
    const [d1, d2] = [day(47), day(48)];
    const first = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["morning"] },
    });
    const second = await createContractor({
      areas: [["Philadelphia", 2]],
      availability: { [d2]: ["morning", "evening"] },
    });
    const quote = await createTestQuote({ email: "switch@example.com" });
    const booking = await (await book({ quoteId: quote.id, scheduledDate: d1, timeSlot: "morning" })).json();
    await expect(
      rescheduleBooking(db, booking.id, {
        email: "switch@example.com",
        scheduledDate: d2,
        timeSlot: "evening",
      }),
    ).rejects.toMatchObject({ status: 400 });

    const result = await rescheduleBooking(db, booking.id, {
      email: "switch@example.com",
      scheduledDate: d2,
      timeSlot: "morning",
    });
    expect(result.booking).toMatchObject({
      scheduledDate: d2,
      contractorName: `${second.firstName} ${second.lastName}`,
    });
    expect(
      await db.emailMessage.count({ where: { to: first.email, template: "contractor-job-cancelled" } }),
    ).toBe(1);
    expect(await db.emailMessage.count({ where: { to: second.email, template: "contractor-new-job" } })).toBe(
      1,
    );
    expect(await db.emailMessage.count({ where: { to: second.email, template: "booking-changed" } })).toBe(0);
    expect(
      await db.emailMessage.count({ where: { to: "switch@example.com", template: "booking-changed" } }),
    ).toBe(1);
    const jobs = await db.jobAssignment.findMany({
      where: { bookingId: booking.id },
      orderBy: { assignedAt: "asc" },
    });
    expect(jobs.map((j) => [j.contractorId, j.status])).toEqual([
      [first.id, "cancelled"],
      [second.id, "assigned"],
    ]);
  });
});

/** US daylight saving: second Sunday of March to first Sunday of November. */
function isDst(date: string): boolean {
  const d = new Date(`${date}T12:00:00Z`);
  const probe = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    timeZoneName: "short",
  }).format(d);
  return probe.includes("EDT");
}
