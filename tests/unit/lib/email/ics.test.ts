/** @jest-environment node */
import { buildIcs, buildIcsCalendar } from "@/lib/email/ics";

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
    expect(lines(buildIcs(event)).some((l) => l.startsWith("RRULE"))).toBe(false);
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
    expect(all.some((l) => /^(DTSTART|DTEND):/.test(l))).toBe(false);
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
  });
});
