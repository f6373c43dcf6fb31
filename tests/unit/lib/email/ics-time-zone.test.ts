/** @jest-environment node */
import ICAL from "ical.js";
import { ICS_TZID, ICS_VTIMEZONE } from "@/lib/email/ics-time-zone";
import { BUSINESS_TIME_ZONE } from "@/lib/scheduling/dates.shared";

/** The zone as a calendar app builds it from our definition (ical.js applies the RRULEs). */
const zone = new ICAL.Timezone(
  new ICAL.Component(
    ICAL.parse(`BEGIN:VCALENDAR\r\n${ICS_VTIMEZONE}\r\nEND:VCALENDAR\r\n`),
  ).getFirstSubcomponent("vtimezone")!,
);

/** "2027-03-14T03:00": the wall-clock time in New York at an instant, by the tz database (Intl). */
const tzDatabase = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const wallClockByTzDatabase = (instant: Date) => {
  const part = Object.fromEntries(tzDatabase.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
};

/**
 * The instant a time written `TZID=America/New_York:<wall clock>` is by our definition, as a
 * calendar app computes an event's start from it: "2027-03-14T03:00" → "2027-03-14T07:00Z".
 */
const instantByDefinition = (wallClock: string) => {
  const [year, month, day, hour, minute] = wallClock.split(/[-T:]/).map(Number);
  const time = new ICAL.Time({ year, month, day, hour, minute, second: 0, isDate: false }, zone);
  return `${new Date(time.toUnixTime() * 1000).toISOString().slice(0, 16)}Z`;
};

describe("ICS_VTIMEZONE", () => {
  it("defines the business zone", () => {
    expect(zone.tzid).toBe(BUSINESS_TIME_ZONE);
    expect(ICS_TZID).toBe(BUSINESS_TIME_ZONE);
  });

  it("puts New York times at the tz database's instants for ten years, hour by hour where the clocks change", () => {
    const HOUR = 3_600_000;
    const differences: string[] = [];
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2036, 0, 1); day += 24 * HOUR) {
      const month = new Date(day).getUTCMonth() + 1;
      const date = new Date(day).getUTCDate();
      // Every hour of the days around the second Sunday of March and the first of November; 12:00Z
      // (8 AM in New York in summer, 7 AM in winter) on every other day, which a change of date would show.
      const changeWeek =
        (month === 3 && date >= 7 && date <= 15) ||
        (month === 10 && date === 31) ||
        (month === 11 && date <= 8);
      for (const hour of changeWeek ? Array.from({ length: 24 }, (_, h) => h) : [12]) {
        const instant = new Date(day + hour * HOUR);
        const wallClock = wallClockByTzDatabase(instant);
        // 1 AM on the day the clocks go back happens twice, and which one a parser takes is its own
        // choice (ical.js takes the second, RFC 5545 §3.3.5 the first); no job starts at night.
        if (wallClockByTzDatabase(new Date(instant.getTime() + HOUR)) === wallClock) continue;
        if (wallClockByTzDatabase(new Date(instant.getTime() - HOUR)) === wallClock) continue;
        const ours = instantByDefinition(wallClock);
        const theirs = `${instant.toISOString().slice(0, 16)}Z`;
        if (ours !== theirs) differences.push(`${wallClock}: ${ours}, tz database ${theirs}`);
      }
    }
    // A change of US law reaches Node's time-zone data first: the definition must follow it.
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it("changes the clocks at 2 AM local time on the second Sunday of March and the first of November", () => {
    expect(instantByDefinition("2027-03-14T01:59")).toBe("2027-03-14T06:59Z");
    expect(instantByDefinition("2027-03-14T03:00")).toBe("2027-03-14T07:00Z");
    expect(instantByDefinition("2027-11-07T00:59")).toBe("2027-11-07T04:59Z");
    expect(instantByDefinition("2027-11-07T02:00")).toBe("2027-11-07T07:00Z");
  });
});
