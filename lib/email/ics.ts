import { createEvent, type EventAttributes } from "ics";
import { basicTime, TIME_SLOT_TABLE, type TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { siteConfig } from "@/lib/site.shared";

/** Bookings are wall-clock slots in the service area, whatever zone the server runs in. */
const TIME_ZONE = "America/New_York";

// `ics` escapes CRLF and LF in TEXT values but passes a bare CR through, which ends the line early
// and lets a customer-entered value start a property of its own; so every CR becomes an LF first.
const text = (value: string) => value.replace(/\r\n?/g, "\n");

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
  // The customer's hours, the same the e-mail around it shows.
  const [start, end] = TIME_SLOT_TABLE[event.slot].customerWindow;
  // DTSTAMP: `ics` reads `timestamp` (and validates it) but its typings leave it out.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: `-//${siteConfig.name}//Bookings//EN`,
    method: event.cancelled ? "CANCEL" : "PUBLISH",
    uid: `${event.uid}@brushwise`,
    sequence: event.sequence ?? 0,
    timestamp: now.getTime(),
    // Strings go out verbatim: a date array would be read in the server's own zone.
    start: `${day}T${basicTime(start)}`,
    end: `${day}T${basicTime(end)}`,
    ...(event.days > 1 ? { recurrenceRule: `FREQ=DAILY;COUNT=${event.days}` } : {}),
    title: text(event.summary),
    description: text(event.description),
    location: text(event.location),
    status: event.cancelled ? "CANCELLED" : "CONFIRMED",
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("calendar file could not be built");
  // `ics` has no TZID parameter (adamgibbons/ics#198), so the local times are anchored to the zone here.
  // Only a real line can follow CRLF: customer text has no CR left and folded lines start with a tab.
  return value.replace(/\r\n(DTSTART|DTEND):/g, `\r\n$1;TZID=${TIME_ZONE}:`);
}
