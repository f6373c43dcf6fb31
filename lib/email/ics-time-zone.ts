import type { BUSINESS_TIME_ZONE } from "@/lib/scheduling/dates.shared";

/**
 * The zone every calendar file of ours names on its times, rather than writing them in UTC: calendar
 * apps show the job in New York time, and a multi-day job's daily RRULE keeps its local hours across
 * a clock change (repeated in UTC, each day after the change would be an hour off). Typed as the
 * business zone, so moving the business to another zone fails to compile here, where the rule
 * below would have to change with it.
 */
export const ICS_TZID: typeof BUSINESS_TIME_ZONE = "America/New_York";

/**
 * The definition a file needs for each TZID it names (RFC 5545 §3.2.19, §3.6.5): without it a
 * parser may read `DTSTART;TZID=America/New_York:…T080000` as floating time, and ical.js (and
 * every calendar built on it) shows 8:00 as 08:00 UTC, hours off.
 *
 * The current US rule (Energy Policy Act of 2005, observed since 2007): daylight time (EDT,
 * UTC−4) from the second Sunday of March at 02:00 to the first Sunday of November at 02:00,
 * standard time (EST, UTC−5) the rest of the year. Each DTSTART is the rule's first onset under
 * that law, in the local time before it; every job we write is later. Every line is shorter than
 * the 75 octets after which a line must be folded.
 * tests/unit/lib/email/ics-time-zone.test.ts holds it to the tz database over ten years, so a
 * change of law shows there once Node's time-zone data follows it.
 */
export const ICS_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TZID}`,
  "BEGIN:DAYLIGHT",
  "DTSTART:20070311T020000",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "DTSTART:20071104T020000",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");
