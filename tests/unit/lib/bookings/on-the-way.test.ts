import { arrivalWindow, clampTapTime, clockTime, onTheWayCounts } from "@/lib/bookings/on-the-way.shared";
import { arrivalText, completedText, liveStatusOf } from "@/lib/bookings/live-status.shared";

const at = (iso: string) => new Date(iso);

describe("the expected arrival window (docs/product.md §9)", () => {
  it("is tap + 15 min to tap + 45 min, each end rounded up to 5 minutes, in New York time", () => {
    // 9:05 AM in New York (EST, UTC−5)
    expect(arrivalText("2026-12-03T14:05:00.000Z")).toBe("Expected arrival: between 9:20 AM and 9:50 AM.");
    // 9:03:20 → 9:18:20 → 9:20; 9:48:20 → 9:50
    expect(arrivalText("2026-12-03T14:03:20.000Z")).toBe("Expected arrival: between 9:20 AM and 9:50 AM.");
    // 9:06 → 9:21 → 9:25; 9:51 → 9:55
    expect(arrivalText("2026-12-03T14:06:00.000Z")).toBe("Expected arrival: between 9:25 AM and 9:55 AM.");
    // Across noon, and in summer time (EDT, UTC−4): 11:50 AM → 12:05 PM … 12:35 PM
    expect(arrivalText("2026-07-01T15:50:00.000Z")).toBe("Expected arrival: between 12:05 PM and 12:35 PM.");
    const { from, to } = arrivalWindow("2026-12-03T14:05:00.000Z");
    expect([from.toISOString(), to.toISOString()]).toEqual([
      "2026-12-03T14:20:00.000Z",
      "2026-12-03T14:50:00.000Z",
    ]);
    expect(clockTime("2026-12-03T14:05:00.000Z")).toBe("9:05 AM");
  });
});

describe("clampTapTime", () => {
  const now = at("2026-12-03T20:00:00.000Z");
  it("believes a tap between 12 hours ago and now", () => {
    expect(clampTapTime(at("2026-12-03T14:05:00.000Z"), now)).toEqual(at("2026-12-03T14:05:00.000Z"));
    expect(clampTapTime(at("2026-12-02T20:00:00.000Z"), now)).toEqual(at("2026-12-03T08:00:00.000Z"));
    expect(clampTapTime(at("2026-12-04T20:00:00.000Z"), now)).toEqual(now);
  });
});

describe("the live step", () => {
  const booking = (status: string, completedAt: Date | null = null) => ({
    status,
    scheduledDate: at("2026-12-03T00:00:00.000Z"),
    completedAt,
  });
  const job = (status: string, onTheWayAt: Date | null = null) => ({ status, onTheWayAt, completedAt: null });

  it("goes scheduled → on the way → in progress → completed; none for a cancelled booking or a hold", () => {
    expect(liveStatusOf(booking("scheduled"), job("assigned"))?.step).toBe("scheduled");
    expect(liveStatusOf(booking("confirmed"), job("acknowledged", at("2026-12-03T14:05:00.000Z")))).toEqual({
      step: "on_the_way",
      onTheWayAt: "2026-12-03T14:05:00.000Z",
      completedAt: null,
    });
    expect(liveStatusOf(booking("in_progress"), job("in_progress"))?.step).toBe("in_progress");
    const done = liveStatusOf(booking("completed", at("2026-12-03T21:00:00.000Z")), job("completed"));
    expect(done).toEqual({ step: "completed", onTheWayAt: null, completedAt: "2026-12-03T21:00:00.000Z" });
    expect(completedText(done!.completedAt!)).toBe("Completed on Dec 3, 2026");
    expect(liveStatusOf(booking("cancelled"), job("cancelled"))).toBeNull();
    expect(liveStatusOf(booking("pending"), undefined)).toBeNull();
  });

  it("forgets a tap made before the appointment's day (the booking was moved later)", () => {
    // Dec 2, 11 PM in New York: the day before.
    expect(onTheWayCounts(at("2026-12-03T04:00:00.000Z"), "2026-12-03")).toBe(false);
    expect(onTheWayCounts(at("2026-12-03T05:00:00.000Z"), "2026-12-03")).toBe(true);
    expect(liveStatusOf(booking("scheduled"), job("assigned", at("2026-12-03T04:00:00.000Z")))?.step).toBe(
      "scheduled",
    );
  });
});
