import type { TimeSlotId } from "@/lib/scheduling/time-slots";
import { siteConfig } from "@/lib/site";

/** Appointment hours of each slot (spec §9 customer labels). */
const SLOT_HOURS: Record<TimeSlotId, [string, string]> = {
  morning: ["080000", "120000"],
  afternoon: ["120000", "160000"],
  evening: ["160000", "190000"],
};

// RFC 5545 TEXT: a bare CR would end the line early and let a value inject properties, so CRLF, CR and LF all become an escaped newline.
const escape = (text: string) => text.replace(/\\/g, "\\\\").replace(/\r\n|\r|\n/g, "\\n").replace(/([,;])/g, "\\$1");

/** Folds lines longer than 75 octets, as RFC 5545 requires. */
function fold(line: string): string {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += 73) parts.push((i ? " " : "") + line.slice(i, i + 73));
  return parts.join("\r\n");
}

export interface CalendarEvent {
  uid: string;
  date: string; // YYYY-MM-DD, first day
  slot: TimeSlotId;
  days: number;
  summary: string;
  description: string;
  location: string;
  /** Bumped on every change so calendars replace the old event */
  sequence?: number;
  cancelled?: boolean;
}

/** An iCalendar file for the appointment; multi-day projects repeat daily. */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const day = event.date.replaceAll("-", "");
  const [start, end] = SLOT_HOURS[event.slot];
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${siteConfig.name}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}@brushwise`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=America/New_York:${day}T${start}`,
    `DTEND;TZID=America/New_York:${day}T${end}`,
    ...(event.days > 1 ? [`RRULE:FREQ=DAILY;COUNT=${event.days}`] : []),
    `SUMMARY:${escape(event.summary)}`,
    `DESCRIPTION:${escape(event.description)}`,
    `LOCATION:${escape(event.location)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
