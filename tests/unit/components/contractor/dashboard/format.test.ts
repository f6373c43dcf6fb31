import {
  calendarWindow,
  completedJobs,
  describePaintOptions,
  googleCalendarUrl,
  isTooEarly,
  jobStatusColor,
  OTHER_STATUS_COLOR,
  activeJobs,
  pendingJobs,
  scheduledJobs,
  scheduleTag,
  SCHEDULE_CALENDAR_WINDOW,
  summarizeJobs,
} from "@/components/contractor/dashboard/format";
import { JOB_STATES, JOB_STATUSES } from "@/lib/bookings/states.shared";
import { jobFixture, NEXT_WEEK, TODAY, TOMORROW, YESTERDAY } from "../fixtures";

function calendarParams(url: string | null) {
  expect(url).not.toBeNull();
  const parsed = new URL(url!);
  expect(`${parsed.origin}${parsed.pathname}`).toBe("https://calendar.google.com/calendar/render");
  return parsed.searchParams;
}

describe("summarizeJobs", () => {
  it("counts pending, active and completed jobs and sums completed earnings to the cent", () => {
    const jobs = [
      jobFixture({ status: "assigned" }),
      jobFixture({ status: "assigned" }),
      jobFixture({ status: "acknowledged" }),
      jobFixture({ status: "in_progress" }),
      jobFixture({ status: "completed", earnings: "1000.10" }),
      jobFixture({ status: "completed", earnings: "234.46" }),
      jobFixture({ status: "rejected", earnings: "999.99" }),
      jobFixture({ status: "cancelled" }),
    ];
    expect(summarizeJobs(jobs)).toEqual({ pending: 2, active: 2, completed: 2, totalEarnings: 1234.56 });
  });

  it("counts and lists each job by its status's group in JOB_STATES, as the server's summary does", () => {
    const jobs = JOB_STATUSES.map((status) => jobFixture({ status }));
    const statusesIn = (group: "pending" | "active" | "completed") =>
      JOB_STATUSES.filter((status) => JOB_STATES[status].group === group);
    expect(pendingJobs(jobs).map((j) => j.status)).toEqual(statusesIn("pending"));
    expect(activeJobs(jobs).map((j) => j.status)).toEqual(statusesIn("active"));
    expect(completedJobs(jobs).map((j) => j.status)).toEqual(statusesIn("completed"));
    const { pending, active, completed } = summarizeJobs(jobs);
    expect({ pending, active, completed }).toEqual({
      pending: statusesIn("pending").length,
      active: statusesIn("active").length,
      completed: statusesIn("completed").length,
    });
  });

  it("colours each badge from JOB_STATES, an unknown status grey", () => {
    for (const status of JOB_STATUSES) expect(jobStatusColor(status)).toBe(JOB_STATES[status].badge);
    expect(jobStatusColor("lost")).toBe(OTHER_STATUS_COLOR);
  });

  it("falls back to 61 % of the quote total when a job carries no earnings", () => {
    expect(
      summarizeJobs([jobFixture({ status: "completed", earnings: null, totalCost: 1000 })]).totalEarnings,
    ).toBe(610);
  });
});

describe("schedule helpers", () => {
  it("tags dates Today, Overdue or Upcoming (New York calendar dates)", () => {
    expect(scheduleTag(TODAY, TODAY)).toBe("Today");
    expect(scheduleTag(YESTERDAY, TODAY)).toBe("Overdue");
    expect(scheduleTag(TOMORROW, TODAY)).toBe("Upcoming");
  });

  it("lists acknowledged and in-progress jobs with a date, earliest first", () => {
    const later = jobFixture({ status: "acknowledged", date: NEXT_WEEK });
    const earlier = jobFixture({ status: "in_progress", date: YESTERDAY });
    const undated = jobFixture({ status: "acknowledged", date: null });
    const assigned = jobFixture({ status: "assigned", date: TODAY });
    expect(scheduledJobs([later, undated, assigned, earlier]).map((j) => j.id)).toEqual([
      earlier.id,
      later.id,
    ]);
  });

  it("refuses starting or completing before the scheduled date only", () => {
    const future = jobFixture({ status: "acknowledged", date: TOMORROW });
    expect(isTooEarly(future, "in_progress", TODAY)).toBe(true);
    expect(isTooEarly(future, "completed", TODAY)).toBe(true);
    expect(isTooEarly(future, "acknowledged", TODAY)).toBe(false);
    expect(isTooEarly(jobFixture({ date: TODAY }), "in_progress", TODAY)).toBe(false);
    expect(isTooEarly(jobFixture({ date: YESTERDAY }), "completed", TODAY)).toBe(false);
  });

  it("sorts history by completion date, else assignment date, newest first", () => {
    const a = jobFixture({ status: "completed", completedAt: "2026-01-10T18:00:00.000Z" });
    const b = jobFixture({ status: "completed", completedAt: null, assignedAt: "2026-01-12T18:00:00.000Z" });
    const c = jobFixture({ status: "completed", completedAt: "2026-01-11T18:00:00.000Z" });
    expect(completedJobs([a, b, c]).map((j) => j.id)).toEqual([b.id, c.id, a.id]);
  });
});

describe("texts", () => {
  it("describes paint options or says they are not available", () => {
    expect(describePaintOptions({ quality: "premium", finish: "semi-gloss", customerSupplies: false })).toBe(
      "Premium quality, Semi-Gloss finish",
    );
    expect(describePaintOptions(null)).toBe("Paint options not available");
  });
});

describe("googleCalendarUrl", () => {
  it.each([
    ["morning", "080000", "120000"],
    ["afternoon", "130000", "170000"],
    ["evening", "180000", "200000"],
  ])("uses the %s window of docs/product.md §9 in New York time", (slot, start, end) => {
    const job = jobFixture({ date: "2026-03-13", timeSlot: slot, customerName: "Emily Carter" });
    const params = calendarParams(googleCalendarUrl(job));
    expect(params.get("action")).toBe("TEMPLATE");
    expect(params.get("dates")).toBe(`20260313T${start}/20260313T${end}`);
    expect(params.get("ctz")).toBe("America/New_York");
    expect(params.get("location")).toBe("2116 Spruce St, Philadelphia, PA 19103");
    expect(params.get("text")).toBe(
      `${slot === "evening" ? "Color Consultation" : "Painting Job"} - Emily Carter`,
    );
    expect(params.get("details")).toContain("Phone: (215) 555-0101");
    expect(params.get("recur")).toBeNull();
  });

  it("uses 08:00-17:00 without a known slot, and the schedule tab's 08:00-16:00 fallback when asked", () => {
    const job = jobFixture({ date: "2026-03-13", timeSlot: "unknown" });
    expect(calendarParams(googleCalendarUrl(job)).get("dates")).toBe("20260313T080000/20260313T170000");
    expect(calendarParams(googleCalendarUrl(job, SCHEDULE_CALENDAR_WINDOW)).get("dates")).toBe(
      "20260313T080000/20260313T160000",
    );
    expect(calendarWindow("morning", SCHEDULE_CALENDAR_WINDOW)).toEqual(["08:00", "12:00"]);
  });

  it("repeats daily for a multi-day project, and gives no link without a date", () => {
    const params = calendarParams(googleCalendarUrl(jobFixture({ date: "2026-03-13", estimatedDays: 3 })));
    expect(params.get("recur")).toBe("RRULE:FREQ=DAILY;COUNT=3");
    expect(googleCalendarUrl(jobFixture({ date: null }))).toBeNull();
  });
});
