/** @jest-environment node */
import { offeredSlots, offerRules, weekdayOf } from "@/lib/scheduling/offer.shared";

// 2027-03-02 is a Tuesday.
const TUESDAY = "2027-03-02";

describe("offeredSlots (docs/product.md §5)", () => {
  const rules = offerRules({
    weekly: [
      { weekday: 2, timeSlots: ["evening", "morning"] },
      { weekday: 3, timeSlots: ["afternoon"] },
    ],
    overrides: [
      { date: "2027-03-09", timeSlots: ["afternoon"] },
      { date: "2027-03-16", timeSlots: [] },
      { date: "2027-03-25", timeSlots: ["morning"] },
    ],
    timeOff: [{ startDate: "2027-03-22", endDate: "2027-03-28" }],
  });

  it("reads the weekly hours of the date's weekday, in slot order", () => {
    expect(offeredSlots(rules, TUESDAY)).toEqual(["morning", "evening"]);
    expect(offeredSlots(rules, "2027-03-03")).toEqual(["afternoon"]);
    expect(offeredSlots(rules, "2027-03-04")).toEqual([]);
  });

  it("lets a date's own row beat the weekly hours; a row without slots is that date off", () => {
    expect(offeredSlots(rules, "2027-03-09")).toEqual(["afternoon"]);
    expect(offeredSlots(rules, "2027-03-16")).toEqual([]);
  });

  it("lets time off beat everything, both ends included", () => {
    expect(offeredSlots(rules, "2027-03-22")).toEqual([]);
    expect(offeredSlots(rules, "2027-03-23")).toEqual([]); // a Tuesday
    expect(offeredSlots(rules, "2027-03-25")).toEqual([]); // its own row too
    expect(offeredSlots(rules, "2027-03-28")).toEqual([]);
    expect(offeredSlots(rules, "2027-03-30")).toEqual(["morning", "evening"]);
  });

  it("takes the weekday of the New York calendar date, whatever the server's zone", () => {
    expect(weekdayOf(TUESDAY)).toBe(2);
    expect(weekdayOf("2026-11-01")).toBe(0); // the day daylight saving time ends
    expect(weekdayOf("2027-03-14")).toBe(0); // the day it starts
    expect(weekdayOf("2026-12-31")).toBe(4);
    expect(() => weekdayOf("2027-02-30x")).toThrow(RangeError);
  });

  it("offers nothing without any rules", () => {
    expect(offeredSlots(offerRules({}), TUESDAY)).toEqual([]);
  });
});
