/**
 * One event's calendar file, written as `ics`'s createEvent writes it, without the library's
 * per-call validation: createEvent checks the header and the event against its yup schemas twice
 * per call (about 0.3 ms each, on every booking's two invites: bench/results.md). Every booking
 * e-mail carries one, so it is on the booking's hot path; the calendar feed keeps the library.
 *
 * Only for what slotEventAttributes builds (text, string times, numbers) and only where the
 * library's line folding counts one rune per UTF-16 unit (Latin text and common punctuation; not
 * the marks, joiners and surrogate pairs `runes2` joins): anything else returns null and the caller
 * uses the library. tests/unit/lib/email/ics-format.test.ts holds the output to the library's,
 * byte for byte.
 */

/** Attributes this writer knows; any other makes it decline. */
export interface FastEventAttributes {
  productId: string;
  method: string;
  uid: string;
  sequence: number;
  timestamp: number;
  lastModified?: number;
  start: string;
  end: string;
  recurrenceRule?: string;
  title: string;
  description: string;
  location: string;
  status: string;
}

const KNOWN = new Set<string>([
  "productId",
  "method",
  "uid",
  "sequence",
  "timestamp",
  "lastModified",
  "start",
  "end",
  "recurrenceRule",
  "title",
  "description",
  "location",
  "status",
]);

/**
 * Characters the library's folding does not count one by one, or might not: all but Latin (below
 * the combining marks at U+0300)
 * and the dashes, quotes and ellipsis of General Punctuation (past its zero-width joiner).
 */
const NOT_ONE_RUNE_EACH = /[\u0300-\u200f\u2028-\u202f\u205f-\uffff]/;
/** The library's own time format for DTSTART/DTEND strings: passed through as given. */
const LOCAL_TIME = /^\d{8}T\d{6}$/;

/** RFC 5545 folding as `ics` does it: 75 characters, then 74 after each CRLF + tab. */
function fold(line: string): string {
  if (line.length <= 75) return line;
  const parts = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) parts.push(line.slice(i, i + 74));
  return parts.join("\r\n\t");
}

const newLines = (value: string) => value.replace(/\r?\n/gm, "\\n");
const textValue = (value: string) =>
  value.replace(/\\/gm, "\\\\").replace(/\r?\n/gm, "\\n").replace(/;/gm, "\\;").replace(/,/gm, "\\,");

const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);
/** A moment in UTC, `YYYYMMDDTHHMMSSZ`. */
function utc(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** Whether the fast writer produces exactly what the library would for these attributes. */
function handles(a: Record<string, unknown>): a is FastEventAttributes & Record<string, unknown> {
  if (Object.keys(a).some((key) => !KNOWN.has(key) || a[key] === undefined)) return false;
  const texts = [a.productId, a.method, a.uid, a.title, a.description, a.location, a.status];
  if (!texts.every((t) => typeof t === "string" && t.length > 0 && !NOT_ONE_RUNE_EACH.test(t))) return false;
  if (a.recurrenceRule !== undefined && !/^[A-Z0-9=;,]+$/.test(String(a.recurrenceRule))) return false;
  // The library leaves LAST-MODIFIED out when it is 0 (falsy): so does this writer, by declining.
  const moments = [a.timestamp, a.lastModified ?? 1];
  if (!moments.every((m) => typeof m === "number" && Number.isFinite(m) && m > 0)) return false;
  if (!Number.isInteger(a.sequence) || (a.sequence as number) < 0) return false;
  return LOCAL_TIME.test(String(a.start)) && LOCAL_TIME.test(String(a.end));
}

/** The file createEvent(attributes) would return, or null for attributes this writer does not cover. */
export function formatSingleEvent(attributes: Record<string, unknown>): string | null {
  if (!handles(attributes)) return null;
  const a = attributes;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    fold(`PRODID:${newLines(a.productId)}`),
    fold(`METHOD:${newLines(a.method)}`),
    "X-PUBLISHED-TTL:PT1H",
    "BEGIN:VEVENT",
    fold(`UID:${newLines(a.uid)}`),
    fold(`SUMMARY:${textValue(a.title)}`),
    fold(`DTSTAMP:${utc(a.timestamp)}`),
    fold(`DTSTART:${a.start}`),
    fold(`DTEND:${a.end}`),
    `SEQUENCE:${a.sequence}`,
    fold(`DESCRIPTION:${textValue(a.description)}`),
    fold(`LOCATION:${textValue(a.location)}`),
    fold(`STATUS:${newLines(a.status)}`),
    ...(a.lastModified !== undefined ? [`LAST-MODIFIED:${utc(a.lastModified)}`] : []),
    ...(a.recurrenceRule !== undefined ? [fold(`RRULE:${a.recurrenceRule}`)] : []),
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
