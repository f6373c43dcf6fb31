/**
 * When a calendar file's events happen, as two independent parsers read it: ical.js (Mozilla's,
 * under Thunderbird and many web calendars) and node-ical (its own parser, on the Temporal API).
 * Every occurrence of a repeating event is listed, each instant in UTC to the minute
 * ("2027-07-13T12:00Z"), so a time read in the wrong zone, or as floating time, shows as hours off
 * whatever zone the machine running the tests is in.
 */
import ICAL from "ical.js";
import { expandRecurringEvent, sync, type VEvent } from "node-ical";

/** "2027-07-13T12:00Z–2027-07-13T16:00Z": one occurrence's start and end. */
export type Occurrence = `${string}Z–${string}Z`;

/** Each event's occurrences by UID, in order. */
export type EventTimes = Record<string, Occurrence[]>;

const minute = (instant: Date): `${string}Z` => `${instant.toISOString().slice(0, 16)}Z`;
const occurrence = (start: Date, end: Date): Occurrence => `${minute(start)}–${minute(end)}`;

/** Far more than any job's days: a file that repeats without end fails instead of hanging. */
const MAX_OCCURRENCES = 100;

function readWithIcalJs(ics: string): EventTimes {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const times: EventTimes = {};
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    const occurrences: Occurrence[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (occurrences.length === MAX_OCCURRENCES) throw new Error(`${event.uid} repeats without end`);
      const { startDate, endDate } = event.getOccurrenceDetails(next);
      // The instant ical.js holds (floating time counts as UTC), never the test machine's zone.
      occurrences.push(
        occurrence(new Date(startDate.toUnixTime() * 1000), new Date(endDate.toUnixTime() * 1000)),
      );
    }
    times[event.uid] = occurrences;
  }
  return times;
}

function readWithNodeIcal(ics: string): EventTimes {
  const times: EventTimes = {};
  for (const component of Object.values(sync.parseICS(ics))) {
    if (component?.type !== "VEVENT") continue;
    const event = component as VEvent;
    const from = new Date(event.start.getTime());
    const to = new Date(from.getTime() + MAX_OCCURRENCES * 86_400_000);
    const instances = expandRecurringEvent(event, { from, to });
    if (instances.length === 0) throw new Error(`${event.uid} has no occurrence`);
    times[event.uid] = instances.map((instance) => occurrence(instance.start, instance.end));
  }
  return times;
}

/** The events' times as each parser reads them: `expect(…).toEqual(bothRead(expected))`. */
export function eventTimes(ics: string) {
  return { "ical.js": readWithIcalJs(ics), "node-ical": readWithNodeIcal(ics) };
}

/** What `eventTimes` gives when both parsers read `expected`. */
export const bothRead = (expected: EventTimes) => ({ "ical.js": expected, "node-ical": expected });
