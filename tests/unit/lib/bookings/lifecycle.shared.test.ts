import {
  assignmentStatusLabel,
  BOOKING_STATUS_FOR_JOB,
  BOOKING_STATUS_OPTIONS,
  bookingStampsFor,
  bookingStatusLabel,
  canPainterMove,
  contractorEarningsCents,
  earnedBy,
  fallbackEarnings,
  isLiveJob,
  JOB_STATUS_FOR_BOOKING,
  jobStampsFor,
  jobStatusLabel,
  nextAction,
  startsTooEarly,
} from "@/lib/bookings/lifecycle.shared";

describe("booking lifecycle", () => {
  it("offers a painter exactly one move per live status, with the spec's button texts", () => {
    expect(nextAction("assigned")).toEqual({ status: "acknowledged", label: "Acknowledge Job" });
    expect(nextAction("acknowledged")).toEqual({ status: "in_progress", label: "Start Job" });
    expect(nextAction("in_progress")).toEqual({ status: "completed", label: "Complete Job" });
    for (const done of ["completed", "rejected", "cancelled", "unknown"])
      expect(nextAction(done)).toBeUndefined();
    expect(canPainterMove("assigned", "acknowledged")).toBe(true);
    expect(canPainterMove("assigned", "completed")).toBe(false);
    expect(canPainterMove("completed", "in_progress")).toBe(false);
  });

  it("keeps booking and job statuses in step both ways", () => {
    expect(BOOKING_STATUS_FOR_JOB).toEqual({
      acknowledged: "confirmed",
      in_progress: "in_progress",
      completed: "completed",
    });
    expect(JOB_STATUS_FOR_BOOKING).toEqual({
      confirmed: "acknowledged",
      in_progress: "in_progress",
      completed: "completed",
      cancelled: "cancelled",
    });
    // Every job move the painter makes lands the booking in a status that maps back to that job status.
    for (const [job, booking] of Object.entries(BOOKING_STATUS_FOR_JOB)) {
      expect(JOB_STATUS_FOR_BOOKING[booking!]).toBe(job);
    }
  });

  it("knows which jobs hold a painter's calendar", () => {
    expect(["assigned", "acknowledged", "in_progress"].every(isLiveJob)).toBe(true);
    expect([null, undefined, "completed", "rejected", "cancelled"].some(isLiveJob)).toBe(false);
  });

  it("labels every status, and an assignment without one as Assigned", () => {
    expect(BOOKING_STATUS_OPTIONS.map((o) => o.label)).toEqual([
      "Pending",
      "Scheduled",
      "Confirmed",
      "In Progress",
      "Completed",
      "Cancelled",
    ]);
    expect(bookingStatusLabel("in_progress")).toBe("In Progress");
    expect(jobStatusLabel("acknowledged")).toBe("Acknowledged");
    expect(jobStatusLabel("on_hold")).toBe("On Hold");
    expect(assignmentStatusLabel(null)).toBe("Assigned");
    expect(assignmentStatusLabel("pending")).toBe("Assigned");
    expect(assignmentStatusLabel("in_progress")).toBe("In Progress");
  });

  it("refuses starting or completing before the scheduled New York date", () => {
    expect(startsTooEarly("in_progress", "2026-12-02", "2026-12-01")).toBe(true);
    expect(startsTooEarly("completed", "2026-12-02", "2026-12-01")).toBe(true);
    expect(startsTooEarly("acknowledged", "2026-12-02", "2026-12-01")).toBe(false);
    expect(startsTooEarly("in_progress", "2026-12-01", "2026-12-01")).toBe(false);
    expect(startsTooEarly("in_progress", null, "2026-12-01")).toBe(false);
  });

  it("stamps a status change once, when the status is entered", () => {
    const now = new Date("2026-12-01T15:00:00Z");
    expect(bookingStampsFor("scheduled", "confirmed", now)).toEqual({ confirmedAt: now });
    expect(bookingStampsFor("confirmed", "confirmed", now)).toEqual({});
    expect(bookingStampsFor("in_progress", "completed", now)).toEqual({ completedAt: now });
    expect(bookingStampsFor("scheduled", "cancelled", now)).toEqual({ cancelledAt: now });
    expect(bookingStampsFor("confirmed", "scheduled", now)).toEqual({});
    expect(jobStampsFor("acknowledged", now)).toEqual({ acknowledgedAt: now });
    expect(jobStampsFor("in_progress", now)).toEqual({ startedAt: now });
    expect(jobStampsFor("completed", now)).toEqual({ completedAt: now });
    expect(jobStampsFor("cancelled", now)).toEqual({});
  });

  it("pays the configured rate, 60 % when none is configured, in exact cents", () => {
    expect(contractorEarningsCents(123_457, 0.65)).toBe(80_247);
    expect(contractorEarningsCents(123_457, 0)).toBe(74_074);
    expect(contractorEarningsCents(100, 0.6)).toBe(60);
    // The display fallback for a job without a stored figure is the separate 61 % of docs/product.md §9.
    expect(fallbackEarnings(1000)).toBe(610);
    expect(earnedBy("completed", 600)).toBe(600);
    expect(earnedBy("cancelled", 600)).toBe(0);
    expect(earnedBy("rejected", 600)).toBe(0);
    expect(earnedBy(undefined, 600)).toBe(0);
  });
});
