import { createEvent, createEvents, type EventAttributes, type HeaderAttributes } from "ics";
import { formatSingleEvent } from "@/lib/email/ics-format";
import { ICS_TZID, ICS_VTIMEZONE } from "@/lib/email/ics-time-zone";
import {
  basicTime,
  TIME_SLOT_TABLE,
  type CalendarWindow,
  type TimeSlotId,
} from "@/lib/scheduling/time-slots.shared";
import { siteConfig } from "@/lib/site.shared";

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

/** An event at wall-clock times in New York, with the window it takes each day. */
export interface SlotEvent extends Omit<CalendarEvent, "slot"> {
  window: CalendarWindow;
  /** LAST-MODIFIED: when what the event shows last changed */
  lastModified?: Date;
}

export const productId = (name: string) => `-//${siteConfig.name}//${name}//EN`;

/** DTSTAMP: `ics` reads `timestamp` (and validates it) but its typings leave it out. */
type Attributes = EventAttributes & { timestamp: number };

/** One VEVENT's attributes: the window on `date`, repeated daily for a multi-day project. */
export function slotEventAttributes(event: SlotEvent, now: Date): Attributes {
  const day = event.date.replaceAll("-", "");
  const [start, end] = event.window;
  return {
    uid: `${event.uid}@brushwise`,
    sequence: event.sequence ?? 0,
    timestamp: now.getTime(),
    ...(event.lastModified ? { lastModified: event.lastModified.getTime() } : {}),
    // Strings go out verbatim: a date array would be read in the server's own zone.
    start: `${day}T${basicTime(start)}`,
    end: `${day}T${basicTime(end)}`,
    ...(event.days > 1 ? { recurrenceRule: `FREQ=DAILY;COUNT=${event.days}` } : {}),
    title: text(event.summary),
    description: text(event.description),
    location: text(event.location),
    status: event.cancelled ? "CANCELLED" : "CONFIRMED",
  };
}

/**
 * `ics` has no TZID parameter (adamgibbons/ics#198) and writes no VTIMEZONE, so the local times
 * are anchored to the zone here, and the zone's definition goes in once, before the first event (a
 * file without events names no zone and needs none). In that order: the definition's own DTSTARTs
 * are local time and take no TZID. Only a real line can follow CRLF: customer text has no CR left
 * and folded lines start with a tab.
 */
const anchorToBusinessZone = (value: string) =>
  value
    .replace(/\r\n(DTSTART|DTEND):/g, `\r\n$1;TZID=${ICS_TZID}:`)
    .replace("\r\nBEGIN:VEVENT\r\n", (event) => `\r\n${ICS_VTIMEZONE}${event}`);

/** The calendar `ics` built, or its error thrown. */
function built({ error, value }: { error: Error | null; value: string | null }): string {
  if (error || !value) throw error ?? new Error("calendar file could not be built");
  return anchorToBusinessZone(value);
}

/** An iCalendar file for the appointment; multi-day projects repeat daily. */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const attributes = {
    productId: productId("Bookings"),
    method: event.cancelled ? "CANCEL" : "PUBLISH",
    // The customer's hours, the same the e-mail around it shows.
    ...slotEventAttributes({ ...event, window: TIME_SLOT_TABLE[event.slot].customerWindow }, now),
  };
  // The library's bytes without its per-call validation (ics-format.ts); the library itself for the rest.
  const fast = formatSingleEvent(attributes);
  return built(fast === null ? createEvent(attributes) : { error: null, value: fast });
}

/** An all-day event over calendar dates, both ends included (the painter's time off in their feed). */
export interface AllDayEvent {
  uid: string;
  startDate: string; // YYYY-MM-DD
  endDate: string; // YYYY-MM-DD, included
  summary: string;
  description: string;
}

const dateParts = (isoDate: string) => isoDate.split("-").map(Number) as [number, number, number];

/** VALUE=DATE start and (exclusive) end: the dates themselves, in no time zone. */
export function allDayEventAttributes(event: AllDayEvent, now: Date): Attributes {
  const after = new Date(`${event.endDate}T00:00:00.000Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return {
    uid: `${event.uid}@brushwise`,
    timestamp: now.getTime(),
    start: dateParts(event.startDate),
    end: dateParts(after.toISOString().slice(0, 10)),
    title: text(event.summary),
    description: text(event.description),
    status: "CONFIRMED",
  };
}

/** A whole calendar of events (a subscription's feed): PUBLISH, named by `header.calName`. */
export function buildIcsCalendar(
  events: SlotEvent[],
  header: HeaderAttributes,
  now: Date = new Date(),
  allDay: AllDayEvent[] = [],
): string {
  const attributes = [
    ...events.map((event) => slotEventAttributes(event, now)),
    ...allDay.map((event) => allDayEventAttributes(event, now)),
  ];
  return built(createEvents(attributes, { method: "PUBLISH", ...header }));
}
