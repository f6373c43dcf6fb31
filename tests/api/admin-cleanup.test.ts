import { POST as cleanupManual } from "@/app/api/admin/cleanup/manual/route";
import { GET as cleanupStatsRoute } from "@/app/api/admin/cleanup/stats/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { db } from "@/lib/db";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";
import { signInAdminForFile } from "../helpers/admin-session";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);
const { get, send } = signInAdminForFile();

describe("cleanup", () => {
  it("removes exactly the pending items and nothing else", async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const oldUnbooked = await createTestQuote();
    const recentUnbooked = await createTestQuote();
    await db.quote.update({ where: { id: oldUnbooked.id }, data: { createdAt: daysAgo(31) } });

    const date = day(21);
    await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning", "afternoon"], [day(22)]: ["morning"] },
    });
    const bookedOld = await createTestQuote();
    await postBooking(
      jsonRequest("/api/bookings", { quoteId: bookedOld.id, scheduledDate: date, timeSlot: "morning" }),
      params({}),
    );
    await db.quote.update({ where: { id: bookedOld.id }, data: { createdAt: daysAgo(60) } });

    const cancelledOld = await createTestQuote();
    const oldBooking = await (
      await postBooking(
        jsonRequest("/api/bookings", {
          quoteId: cancelledOld.id,
          scheduledDate: date,
          timeSlot: "afternoon",
        }),
        params({}),
      )
    ).json();
    await db.booking.update({
      where: { id: oldBooking.id },
      data: { status: "cancelled", cancelledAt: daysAgo(91) },
    });
    await db.slotReservation.deleteMany({ where: { bookingId: oldBooking.id } });

    const orphanQuote = await createTestQuote();
    const orphanBooking = await (
      await postBooking(
        jsonRequest("/api/bookings", {
          quoteId: orphanQuote.id,
          scheduledDate: day(22),
          timeSlot: "morning",
        }),
        params({}),
      )
    ).json();
    await db.booking.update({
      where: { id: orphanBooking.id },
      data: { status: "cancelled", cancelledAt: daysAgo(1) },
    });

    const stats = await (await cleanupStatsRoute(get("/api/admin/cleanup/stats"), params({}))).json();
    expect(stats).toMatchObject({ oldQuotesCount: 1, oldBookingsCount: 1, orphanedAssignmentsCount: 2 });
    // The old cancelled booking's open job is orphaned too (2 = it + the recent cancelled one's).

    const run = await (await cleanupManual(send("/api/admin/cleanup/manual", {}), params({}))).json();
    expect(run).toMatchObject({
      message: "Cleanup Complete",
      deletedQuotes: 1,
      deletedBookings: 1,
      deletedAssignments: 2,
    });
    expect(run.stats).toMatchObject({
      oldQuotesCount: 0,
      oldBookingsCount: 0,
      orphanedAssignmentsCount: 0,
      pending: 0,
    });
    expect(await db.quote.count({ where: { id: oldUnbooked.id } })).toBe(0);
    expect(
      await db.quote.count({
        where: { id: { in: [recentUnbooked.id, bookedOld.id, cancelledOld.id, orphanQuote.id] } },
      }),
    ).toBe(4);
    expect(await db.booking.count({ where: { id: oldBooking.id } })).toBe(0);
    expect(await db.booking.count({ where: { id: orphanBooking.id } })).toBe(1);
    expect(await db.booking.count({ where: { quoteId: bookedOld.id, status: "scheduled" } })).toBe(1);
  });
});
