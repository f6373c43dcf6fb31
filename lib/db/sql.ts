import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Pieces of raw SQL that every hand-written query needs the same way.
 */

/**
 * A moment as the `timestamp(3)` columns hold it: Prisma writes UTC wall-clock time without a zone,
 * so compare with the instant read at UTC, whatever the session's TimeZone.
 */
export const storedTimestamp = (date: Date) =>
  Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/** `text` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Fewer digits would match a large share of all phones (and trigram indexes need 3+ characters). */
const MIN_PHONE_DIGITS = 4;
const PHONE_CHARACTERS = /^[\d\s().+-]+$/;

/**
 * The digits of a search that looks like (part of) a phone number, else null. "+1 215 555 0142"
 * finds a phone saved as "215-555-0142": the country code is optional.
 */
export function searchedPhoneDigits(q: string): string | null {
  if (!PHONE_CHARACTERS.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < MIN_PHONE_DIGITS) return null;
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}
