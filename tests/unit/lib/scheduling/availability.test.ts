/** @jest-environment node */
import { canTake, openDates, type Schedule } from "@/lib/scheduling/availability";
import { addDays } from "@/lib/scheduling/dates.shared";
import { MAX_PROJECT_DAYS } from "@/lib/scheduling/productivity.shared";
import type { EligibleContractor } from "@/lib/scheduling/matching";
import { TIME_SLOTS, type TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { datesBetween } from "@/lib/scheduling/window";

const first = "2027-03-01";
const window = datesBetween(first, addDays(first, 59));
const span = datesBetween(first, addDays(first, 59 + MAX_PROJECT_DAYS - 1));

function painter(id: string, sqFtPerDay = 500): EligibleContractor {
  return {
    id,
    firstName: "Pat",
    lastName: id,
    email: `${id}@example.com`,
    phone: "215-555-0100",
    sqFtPerDay,
    priority: 1,
  } as EligibleContractor;
}

/** A schedule that counts its look-ups: the work a search does. */
function countingSchedule(offers: Record<string, TimeSlotId[]>, painters: EligibleContractor[]) {
  let lookups = 0;
  class CountingMap extends Map<string, Set<TimeSlotId>> {
    override get(key: string) {
      lookups++;
      return super.get(key);
    }
  }
  const offered = new CountingMap();
  for (const p of painters)
    for (const [date, slots] of Object.entries(offers)) offered.set(`${p.id}|${date}`, new Set(slots));
  const schedule: Schedule = { rules: new Map(), offered, taken: new Set() };
  return { schedule, lookups: () => lookups, reset: () => (lookups = 0) };
}

/** Free in every slot on every date, except each painter's last date of the span in the morning. */
function everyDay() {
  return Object.fromEntries(span.map((d) => [d, [...TIME_SLOTS]]));
}

describe("availability search: bounded work", () => {
  it("checks a project's dates one by one and stops at the first taken one", () => {
    const pat = painter("pat");
    const { schedule, lookups } = countingSchedule({ [first]: ["afternoon"] }, [pat]);
    // 30 days at 500 sq ft a day; the morning of the first date is not offered.
    expect(canTake(schedule, pat, first, "morning", 15_000)).toBe(false);
    expect(lookups()).toBe(1);
  });

  it("does not look at a single date for a project longer than the longest bookable one", () => {
    const pat = painter("pat");
    const { schedule, lookups } = countingSchedule(everyDay(), [pat]);
    expect(canTake(schedule, pat, first, "morning", 10_500_000)).toBe(false);
    expect(lookups()).toBe(0);
    expect(canTake(schedule, pat, first, "morning", MAX_PROJECT_DAYS * 500)).toBe(true);
  });

  it("costs the same for the largest project as for the smallest: painters × span look-ups at most (the three slots in one pass)", () => {
    const painters = Array.from({ length: 50 }, (_, i) => painter(`p${i}`));
    // Nobody free anywhere: the worst case, no early exit.
    const { schedule, lookups, reset } = countingSchedule({}, painters);
    const costs = [100, 15_000, 10_500_000].map((sqFt) => {
      reset();
      expect(openDates(schedule, painters, sqFt, window, span)).toEqual([]);
      return lookups();
    });
    expect(costs[0]).toBe(painters.length * span.length);
    expect(costs[1]).toBe(costs[0]);
    // Past the longest bookable project only the evening (a one-visit consultation) is searched.
    expect(costs[2]).toBeLessThanOrEqual(costs[0]!);
  });

  it("finds the start dates of a run of free days long enough for the project", () => {
    const pat = painter("pat", 500);
    // Mornings free on dates 10..14 only: a 3-day project (1,500 sq ft) can start on 10, 11 or 12.
    const offers = Object.fromEntries(
      [10, 11, 12, 13, 14].map((n) => [window[n]!, ["morning" as TimeSlotId]]),
    );
    const { schedule } = countingSchedule(offers, [pat]);
    expect(openDates(schedule, [pat], 1_500, window, span)).toEqual([window[10], window[11], window[12]]);
  });
});
