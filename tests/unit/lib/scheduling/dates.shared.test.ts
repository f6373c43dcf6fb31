import { addDays, fromDbDate, isIsoDate, todayInNewYork, toDbDate } from "@/lib/scheduling/dates.shared";

describe("calendar dates in America/New_York", () => {
  it("takes today's date in New York, not UTC", () => {
    // 03:30 UTC on 1 March is still 28 February in New York (UTC-5)
    expect(todayInNewYork(new Date("2027-03-01T03:30:00Z"))).toBe("2027-02-28");
    expect(todayInNewYork(new Date("2027-07-04T16:00:00Z"))).toBe("2027-07-04");
  });

  it("validates real calendar dates only", () => {
    expect(isIsoDate("2026-12-31")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("12/01/2026")).toBe(false);
    expect(() => toDbDate("tomorrow")).toThrow(RangeError);
  });

  it("adds days across months, years and the DST change without drifting", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-13", 1)).toBe("2027-03-14");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(fromDbDate(toDbDate("2026-11-22"))).toBe("2026-11-22");
  });
});
