/** @jest-environment node */
import { buildIcs, buildIcsCalendar } from "@/lib/email/ics";
import { ICS_VTIMEZONE } from "@/lib/email/ics-time-zone";
import { bothRead, eventTimes } from "../../../helpers/calendar-times";

const event = {
  uid: "b1",
  date: "2027-03-04",
  slot: "morning" as const,
  days: 1,
  summary: "Interior painting",
  description: "Living room",
  location: "2116 Spruce St, Philadelphia, PA 19103",
};

/** Lines after unfolding (RFC 5545: CRLF followed by a space or a tab continues the line). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

/** The unfolded lines of the first event (the zone's definition has RRULE and DTSTART lines too). */
const eventLines = (ics: string) => {
  const all = lines(ics);
  return all.slice(all.indexOf("BEGIN:VEVENT"), all.indexOf("END:VEVENT") + 1);
};

/** Property names of the unfolded lines, in order. */
const names = (ics: string) =>
  lines(ics)
    .filter(Boolean)
    .map((l) => l.split(/[:;]/, 1)[0]);

describe("buildIcs", () => {
  it("escapes CR, LF and CRLF in text: a value can never start a property of its own", () => {
    const hostile = "Apt 2\rSTATUS:CANCELLED\nATTENDEE:mailto:x@evil.example\r\nEND:VEVENT";
    const ics = buildIcs({ ...event, location: hostile, description: hostile });
    const all = lines(ics);
    expect(all.filter((l) => l.startsWith("STATUS:"))).toEqual(["STATUS:CONFIRMED"]);
    expect(all.some((l) => l.startsWith("ATTENDEE"))).toBe(false);
    expect(all.filter((l) => l === "END:VEVENT")).toHaveLength(1);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(all.find((l) => l.startsWith("LOCATION:"))).toBe(
      "LOCATION:Apt 2\\nSTATUS:CANCELLED\\nATTENDEE:mailto:x@evil.example\\nEND:VEVENT",
    );
  });

  it("keeps a bare CR in the customer's address inside LOCATION, even where the line is folded", () => {
    const address = `${"2116 Spruce St ".repeat(5)}\rSTATUS:CANCELLED\rEND:VCALENDAR\rBEGIN:VEVENT`;
    const ics = buildIcs({ ...event, location: address });
    expect(ics.split("\r\n").every((l) => !/[\r\n]/.test(l))).toBe(true);
    expect(names(ics)).toEqual(names(buildIcs(event)));
    expect(lines(ics).find((l) => l.startsWith("LOCATION:"))).toBe(
      `LOCATION:${"2116 Spruce St ".repeat(5)}\\nSTATUS:CANCELLED\\nEND:VCALENDAR\\nBEGIN:VEVENT`,
    );
  });

  it("books the slot's hours as New York wall-clock time, repeating daily for multi-day projects", () => {
    const all = lines(
      buildIcs({ ...event, slot: "evening", days: 3, sequence: 2 }, new Date("2027-01-01T12:34:56.789Z")),
    );
    expect(all).toEqual(
      expect.arrayContaining([
        "METHOD:PUBLISH",
        "UID:b1@brushwise",
        "SEQUENCE:2",
        "DTSTAMP:20270101T123456Z",
        "DTSTART;TZID=America/New_York:20270304T160000",
        "DTEND;TZID=America/New_York:20270304T190000",
        "RRULE:FREQ=DAILY;COUNT=3",
        "SUMMARY:Interior painting",
        "DESCRIPTION:Living room",
        "STATUS:CONFIRMED",
      ]),
    );
    expect(eventLines(buildIcs(event)).some((l) => l.startsWith("RRULE"))).toBe(false);
  });

  it("marks a cancellation so calendars remove the event", () => {
    const all = lines(buildIcs({ ...event, cancelled: true, sequence: 1 }));
    expect(all).toEqual(expect.arrayContaining(["METHOD:CANCEL", "STATUS:CANCELLED", "SEQUENCE:1"]));
  });

  it("escapes backslashes, commas and semicolons", () => {
    const ics = buildIcs({ ...event, summary: "a\\b, c; d" });
    expect(lines(ics)).toContain("SUMMARY:a\\\\b\\, c\\; d");
  });
});

describe("buildIcsCalendar", () => {
  const slotEvent = { ...event, window: ["13:00", "17:00"] as const };
  const header = { productId: "-//BrushWise Painting//Painter jobs//EN", calName: "BrushWise jobs" };

  it("is one PUBLISH calendar of every event, each anchored to New York and stamped", () => {
    const ics = buildIcsCalendar(
      [
        { ...slotEvent, uid: "one", lastModified: new Date("2027-02-01T09:08:07Z") },
        { ...slotEvent, uid: "two", date: "2027-03-06", days: 2, cancelled: true, sequence: 3 },
      ],
      header,
      new Date("2027-01-01T12:34:56.789Z"),
    );
    const all = lines(ics);
    expect(all.filter((l) => l === "BEGIN:VCALENDAR")).toHaveLength(1);
    expect(all.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(all).toEqual(
      expect.arrayContaining([
        "METHOD:PUBLISH",
        "X-WR-CALNAME:BrushWise jobs",
        "UID:one@brushwise",
        "LAST-MODIFIED:20270201T090807Z",
        "DTSTART;TZID=America/New_York:20270304T130000",
        "DTEND;TZID=America/New_York:20270304T170000",
        "UID:two@brushwise",
        "DTSTART;TZID=America/New_York:20270306T130000",
        "RRULE:FREQ=DAILY;COUNT=2",
        "STATUS:CANCELLED",
        "SEQUENCE:3",
      ]),
    );
    expect(all.filter((l) => l === "DTSTAMP:20270101T123456Z")).toHaveLength(2);
    // Only the zone's own onsets are local time without a TZID; every event's time names its zone.
    const vtimezone = all.slice(all.indexOf("BEGIN:VTIMEZONE"), all.indexOf("END:VTIMEZONE") + 1);
    expect(vtimezone).toHaveLength(ICS_VTIMEZONE.split("\r\n").length);
    const outsideZone = all.filter((l) => !vtimezone.includes(l));
    expect(outsideZone.some((l) => /^(DTSTART|DTEND):/.test(l))).toBe(false);
  });

  it("keeps one event's hostile text from starting a property or an event of its own", () => {
    const hostile = "Apt 2\rEND:VEVENT\rBEGIN:VEVENT\rUID:forged";
    const ics = buildIcsCalendar([{ ...slotEvent, location: hostile }, slotEvent], header);
    expect(lines(ics).filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines(ics).some((l) => l.startsWith("UID:forged"))).toBe(false);
  });

  it("is a valid empty calendar without jobs", () => {
    const all = lines(buildIcsCalendar([], header));
    expect(all).toEqual(expect.arrayContaining(["BEGIN:VCALENDAR", "METHOD:PUBLISH", "END:VCALENDAR"]));
    expect(all).not.toContain("BEGIN:VEVENT");
    // It names no zone, so it needs no zone's definition.
    expect(all).not.toContain("BEGIN:VTIMEZONE");
  });
});

describe("the zone's definition", () => {
  const slotEvent = { ...event, window: ["13:00", "17:00"] as const };
  const header = { productId: "-//BrushWise Painting//Painter jobs//EN", calName: "BrushWise jobs" };
  const files = {
    "an e-mailed invite": buildIcs(event),
    "a cancellation": buildIcs({ ...event, cancelled: true }),
    "a feed": buildIcsCalendar([slotEvent, { ...slotEvent, uid: "two", date: "2027-08-01" }], header),
  };

  it.each(Object.entries(files))(
    "is in %s once, among the calendar's components before the events, for the zone every time names",
    (_, ics) => {
      const all = lines(ics);
      const zone = ICS_VTIMEZONE.split("\r\n");
      expect(all.filter((l) => l === "BEGIN:VTIMEZONE")).toHaveLength(1);
      const begin = all.indexOf("BEGIN:VTIMEZONE");
      // After the calendar's own properties (only VCALENDAR begun before it), right before the first event.
      expect(all.slice(0, begin).filter((l) => l.startsWith("BEGIN:"))).toEqual(["BEGIN:VCALENDAR"]);
      expect(all.slice(0, begin)).toContain("VERSION:2.0");
      expect(all.slice(begin, begin + zone.length)).toEqual(zone);
      expect(all[begin + zone.length]).toBe("BEGIN:VEVENT");
      // The zone every DTSTART and DTEND names is the one defined.
      expect(new Set(ics.match(/^(DTSTART|DTEND);TZID=[^:;]+/gm)?.map((p) => p.split("=")[1]))).toEqual(
        new Set(["America/New_York"]),
      );
      expect(all).toContain("TZID:America/New_York");
    },
  );

  it("keeps the file's form: CRLF after every line and none longer than 75 octets", () => {
    for (const ics of Object.values(files)) {
      expect(ics.endsWith("\r\n")).toBe(true);
      const physical = ics.slice(0, -2).split("\r\n");
      expect(physical.every((l) => !/[\r\n]/.test(l))).toBe(true);
      expect(physical.filter((l) => Buffer.byteLength(l) > 75)).toEqual([]);
    }
  });
});

/**
 * The instants calendar apps put the jobs at, read back by two parsers. New York is UTC−4 in
 * daylight time (second Sunday of March to first Sunday of November, from 2 AM) and UTC−5 otherwise:
 * 8 AM there is 12:00Z in summer and 13:00Z in winter.
 */
describe("the times, as calendar apps read them", () => {
  const at = (date: string, slot: "morning" | "afternoon" | "evening", days = 1) =>
    buildIcs({ ...event, uid: "job", date, slot, days });

  it("puts a summer morning at 12:00Z and a winter one at 13:00Z (the customer's 8 AM to noon)", () => {
    expect(eventTimes(at("2027-07-13", "morning"))).toEqual(
      bothRead({ "job@brushwise": ["2027-07-13T12:00Z–2027-07-13T16:00Z"] }),
    );
    expect(eventTimes(at("2027-01-12", "morning"))).toEqual(
      bothRead({ "job@brushwise": ["2027-01-12T13:00Z–2027-01-12T17:00Z"] }),
    );
  });

  it("keeps each day of a project across the spring change at the same local hours", () => {
    // Saturday in standard time, then the Sunday the clocks go forward, then Monday.
    expect(eventTimes(at("2027-03-13", "evening", 3))).toEqual(
      bothRead({
        "job@brushwise": [
          "2027-03-13T21:00Z–2027-03-14T00:00Z",
          "2027-03-14T20:00Z–2027-03-14T23:00Z",
          "2027-03-15T20:00Z–2027-03-15T23:00Z",
        ],
      }),
    );
  });

  it("keeps each day of a project across the autumn change at the same local hours", () => {
    // Saturday in daylight time, then the Sunday the clocks go back.
    expect(eventTimes(at("2027-11-06", "afternoon", 2))).toEqual(
      bothRead({
        "job@brushwise": ["2027-11-06T16:00Z–2027-11-06T20:00Z", "2027-11-07T17:00Z–2027-11-07T21:00Z"],
      }),
    );
  });

  it("puts every event of a feed at the painter's hours, each in its own season", () => {
    const ics = buildIcsCalendar(
      [
        { ...event, uid: "winter", date: "2027-02-02", window: ["08:00", "12:00"] },
        // The day the clocks go forward, at 2 AM: 8 AM is already daylight time.
        { ...event, uid: "spring-change", date: "2027-03-14", window: ["08:00", "12:00"] },
        { ...event, uid: "summer", date: "2027-07-13", window: ["18:00", "20:00"], days: 2 },
        // The day the clocks go back: 1 PM is standard time again.
        { ...event, uid: "autumn-change", date: "2027-11-07", window: ["13:00", "17:00"] },
      ],
      { productId: "-//BrushWise Painting//Painter jobs//EN", calName: "BrushWise jobs" },
    );
    expect(eventTimes(ics)).toEqual(
      bothRead({
        "winter@brushwise": ["2027-02-02T13:00Z–2027-02-02T17:00Z"],
        "spring-change@brushwise": ["2027-03-14T12:00Z–2027-03-14T16:00Z"],
        "summer@brushwise": ["2027-07-13T22:00Z–2027-07-14T00:00Z", "2027-07-14T22:00Z–2027-07-15T00:00Z"],
        "autumn-change@brushwise": ["2027-11-07T18:00Z–2027-11-07T22:00Z"],
      }),
    );
  });
});
