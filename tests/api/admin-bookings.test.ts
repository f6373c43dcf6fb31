import { GET as adminAnalytics } from "@/app/api/admin/analytics/route";
import { PUT as adminUpdateBooking } from "@/app/api/admin/bookings/[bookingId]/route";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { GET as freeSlots } from "@/app/api/contractor-availability/[date]/route";
import { GET as freeDates } from "@/app/api/contractor-availability-overview/route";
import { db } from "@/lib/db";
import { addDays, fromDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";
import { signInAdminForFile } from "../helpers/admin-session";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);
const ID = "7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f";
const { get, send } = signInAdminForFile();

describe("bookings", () => {
  it("moves a booking to another date and slot: reservations move, both sides are told", async () => {
    const [d1, d2] = [day(18), day(19)];
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["morning"], [d2]: ["afternoon"] },
    });
    const quote = await createTestQuote({ email: "moved@example.com" });
    const booking = await (
      await postBooking(
        jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: d1, timeSlot: "morning" }),
        params({}),
      )
    ).json();

    const slots = await (
      await freeSlots(
        get(`/api/contractor-availability/${d2}?contractorId=${painter.id}`),
        params({ date: d2 }),
      )
    ).json();
    expect(slots.timeSlots).toEqual(["afternoon"]);
    const dates = await (
      await freeDates(get(`/api/contractor-availability-overview?contractorId=${painter.id}`), params({}))
    ).json();
    expect(dates.map((d: { date: string }) => d.date)).toEqual([d2]);

    const moved = await adminUpdateBooking(
      send(
        `/api/admin/bookings/${booking.id}`,
        { status: "confirmed", scheduledDate: d2, timeSlot: "afternoon", notes: "Customer asked to move" },
        "PUT",
      ),
      params({ bookingId: booking.id }),
    );
    expect(moved.status).toBe(200);
    expect((await moved.json()).booking).toMatchObject({
      scheduledDate: d2,
      timeSlot: "afternoon",
      status: "confirmed",
      notes: "Customer asked to move",
    });
    const reservations = await db.slotReservation.findMany({ where: { bookingId: booking.id } });
    expect(reservations.map((r) => [fromDbDate(r.date), r.timeSlot, r.contractorId])).toEqual([
      [d2, "afternoon", painter.id],
    ]);
    expect(
      await db.emailMessage.count({
        where: { template: "booking-changed", to: { in: ["moved@example.com", painter.email] } },
      }),
    ).toBe(2);

    // A taken or unoffered slot is a conflict, and nothing changes.
    const conflict = await adminUpdateBooking(
      send(`/api/admin/bookings/${booking.id}`, { scheduledDate: d1, timeSlot: "afternoon" }, "PUT"),
      params({ bookingId: booking.id }),
    );
    expect(conflict.status).toBe(409);
    expect(
      fromDbDate((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).scheduledDate),
    ).toBe(d2);
    expect(
      (
        await adminUpdateBooking(
          send(`/api/admin/bookings/${booking.id}`, { status: "lost" }, "PUT"),
          params({ bookingId: booking.id }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await adminUpdateBooking(
          send(`/api/admin/bookings/${ID}`, { status: "confirmed" }, "PUT"),
          params({ bookingId: ID }),
        )
      ).status,
    ).toBe(404);

    const list = await (await adminBookings(get(`/api/admin/bookings?q=${booking.id}`), params({}))).json();
    expect(list.nextCursor).toBeNull();
    const row = list.bookings.find((b: { id: string }) => b.id === booking.id);
    expect(row.financials.contractorEarnings + row.financials.platformShare).toBeCloseTo(
      row.financials.totalCost,
      2,
    );
    expect(row.contractorEmail).toBe(painter.email);
  });

  it("completing a booking completes its job and thanks the customer, as when the painter completes it", async () => {
    const d1 = day(20);
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["morning"] },
    });
    const quote = await createTestQuote({ email: "done-by-office@example.com" });
    const booking = await (
      await postBooking(
        jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: d1, timeSlot: "morning" }),
        params({}),
      )
    ).json();

    const done = await adminUpdateBooking(
      send(`/api/admin/bookings/${booking.id}`, { status: "completed" }, "PUT"),
      params({ bookingId: booking.id }),
    );
    expect(done.status).toBe(200);
    const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(job.status).toBe("completed");
    expect(job.completedAt).not.toBeNull();
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).completedAt).not.toBeNull();
    const mail = await db.emailMessage.findFirstOrThrow({
      where: { template: "booking-completed", to: "done-by-office@example.com" },
    });
    expect(mail.html).toContain(painter.firstName);

    // Saving it again changes nothing and mails nobody twice.
    await adminUpdateBooking(
      send(`/api/admin/bookings/${booking.id}`, { status: "completed" }, "PUT"),
      params({ bookingId: booking.id }),
    );
    expect(
      await db.emailMessage.count({
        where: { template: "booking-completed", to: "done-by-office@example.com" },
      }),
    ).toBe(1);
  });

  it("cancelling from the office frees the painter and keeps a fee the customer already owed, adding none", async () => {
    const d1 = day(21);
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["morning"] },
    });
    const quote = await createTestQuote({ email: "office-cancel@example.com" });
    const booking = await (
      await postBooking(
        jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: d1, timeSlot: "morning" }),
        params({}),
      )
    ).json();
    await db.booking.update({ where: { id: booking.id }, data: { cancellationFee: "100.00" } });

    const cancelled = await adminUpdateBooking(
      send(`/api/admin/bookings/${booking.id}`, { status: "cancelled" }, "PUT"),
      params({ bookingId: booking.id }),
    );
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).booking).toMatchObject({ status: "cancelled", cancellationFee: 100 });
    expect(await db.slotReservation.count({ where: { bookingId: booking.id } })).toBe(0);
    expect((await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } })).status).toBe(
      "cancelled",
    );
    const told = await db.emailMessage.findMany({
      where: {
        template: { in: ["booking-cancelled", "contractor-job-cancelled"] },
        to: { in: ["office-cancel@example.com", painter.email] },
      },
    });
    expect(told.map((m) => m.to).sort()).toEqual(["office-cancel@example.com", painter.email].sort());
  });
});

describe("analytics", () => {
  it("reports 12 weeks of bookings with the revenue split and bookings by county", async () => {
    const body = await (await adminAnalytics(get("/api/admin/analytics"), params({}))).json();
    expect(body.weekly).toHaveLength(12);
    const total = body.weekly.reduce((sum: number, w: { bookings: number }) => sum + w.bookings, 0);
    expect(total).toBeGreaterThan(0);
    for (const week of body.weekly)
      expect(week.contractorShare + week.platformShare).toBeCloseTo(week.revenue, 1);
    expect(body.byCounty[0]).toMatchObject({ county: "Philadelphia" });
  });
});
