/**
 * Keyset page cursors, shared by every paged list (admin bookings, admin contractors, a painter's history).
 *
 *   const cursor = encodeCursor([row.createdAt, row.id]);          // → opaque base64url string
 *   const [createdAt, id] = decodeCursor(cursor, ["timestamp", "uuid"]);   // → [Date, string]
 *
 * A cursor is the base64url of a JSON array holding the last row's sort key(s) and id. It is not
 * signed: a client that edits one only moves its own page window, and `decodeCursor` checks every
 * value against its expected shape, so anything malformed or tampered is a 400 "Invalid page cursor"
 * (code "invalid_request", details.fields.cursor; never a 500, never a value that reaches SQL unchecked).
 *
 * Shapes and what `decodeCursor` returns for each:
 *   "timestamp" → Date (encoded from a Date as ISO 8601 with milliseconds, so timestamp(3) keys stay exact)
 *   "date"      → "YYYY-MM-DD" string (a DATE column: encode `dateKey(value)`, not the Date itself)
 *   "uuid"      → lowercase UUID string
 *   "int"       → safe integer
 *   "number"    → finite number
 *   "string"    → string (e.g. a tag naming the sort the cursor belongs to)
 *
 * `invalidCursor()` is the same 400, for a caller's own extra checks (a tag of another sort).
 */
import "server-only";
import { fromDbDate, isIsoDate } from "@/lib/scheduling/dates.shared";
import { ApiError } from "./errors";

export type CursorShape = "timestamp" | "date" | "uuid" | "int" | "number" | "string";
export type CursorInput = string | number | Date;

type ValueOf<S extends CursorShape> = S extends "timestamp"
  ? Date
  : S extends "int" | "number"
    ? number
    : string;

export type CursorValues<S extends readonly CursorShape[]> = { -readonly [K in keyof S]: ValueOf<S[K]> };

export const INVALID_CURSOR_MESSAGE = "Invalid page cursor";

/** Far above any real cursor (a few keys and a UUID), far below anything worth decoding. */
const MAX_CURSOR_LENGTH = 512;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The cursor for the row after which the next page starts. A Date is written with its
 * milliseconds (a "timestamp"); for a DATE column pass the "YYYY-MM-DD" string or use `dateKey`.
 */
export function encodeCursor(values: readonly CursorInput[]): string {
  const plain = values.map((value) => (value instanceof Date ? value.toISOString() : value));
  return Buffer.from(JSON.stringify(plain), "utf8").toString("base64url");
}

/** A DATE column's value (Prisma's UTC-midnight Date) as the "date" cursor key. */
export const dateKey = (date: Date): string => fromDbDate(date);

/**
 * The 400 for a cursor that does not fit (code "invalid_request", the field named in details);
 * for callers that check more than shapes, e.g. that a cursor belongs to the current sort.
 */
export function invalidCursor(): ApiError {
  return new ApiError(
    400,
    INVALID_CURSOR_MESSAGE,
    { fields: { cursor: [INVALID_CURSOR_MESSAGE] } },
    "invalid_request",
  );
}

function invalid(): never {
  throw invalidCursor();
}

function decodeValue(value: unknown, shape: CursorShape): Date | string | number {
  switch (shape) {
    case "timestamp": {
      if (typeof value !== "string" || !ISO_TIMESTAMP.test(value)) return invalid();
      const date = new Date(value);
      // Round-trips only when every field was in range (rejects 2026-13-45T…).
      return Number.isNaN(date.getTime()) || date.toISOString() !== value ? invalid() : date;
    }
    case "date":
      return typeof value === "string" && isIsoDate(value) ? value : invalid();
    case "uuid":
      return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : invalid();
    case "int":
      return Number.isSafeInteger(value) ? (value as number) : invalid();
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : invalid();
    case "string":
      return typeof value === "string" && value.length <= 200 ? value : invalid();
  }
}

/**
 * The values of a cursor made by `encodeCursor`, checked against `shapes` (same count, same order).
 * Throws ApiError 400 "Invalid page cursor" on anything else.
 */
export function decodeCursor<const S extends readonly CursorShape[]>(
  cursor: string,
  shapes: S,
): CursorValues<S> {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== shapes.length) invalid();
  return shapes.map((shape, index) => decodeValue(parsed[index], shape)) as CursorValues<S>;
}
