import {
  arrivalWindow,
  clampTapTime,
  clockTime,
  mayGoOnTheWay,
  onTheWayCounts,
} from "@/lib/bookings/on-the-way.shared";
import { arrivalText } from "@/lib/bookings/live-status.shared";

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

describe("which jobs On My Way is for", () => {
  it("is a job not started yet: assigned or acknowledged", () => {
    expect(
      ["assigned", "acknowledged", "in_progress", "completed", "rejected", "cancelled"].filter(mayGoOnTheWay),
    ).toEqual(["assigned", "acknowledged"]);
  });

  it("forgets a tap made before the appointment's day (the booking was moved later)", () => {
    // Dec 2, 11 PM in New York: the day before.
    expect(onTheWayCounts(at("2026-12-03T04:00:00.000Z"), "2026-12-03")).toBe(false);
    expect(onTheWayCounts(at("2026-12-03T05:00:00.000Z"), "2026-12-03")).toBe(true);
  });
});
