import "server-only";
import { searchedPhoneDigits } from "@/lib/db/sql";

/**
 * What the back-office search box means, decided from its text alone so each kind runs on
 * its own index: a UUID is an exact id, an "@" an e-mail, a phone-looking string its digits,
 * anything else a name or an address.
 */
export type BookingSearch =
  | { kind: "id"; id: string }
  | { kind: "email"; text: string }
  | { kind: "phone"; digits: string }
  | { kind: "text"; text: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `q` is already trimmed and at least 3 characters long (lib/validations/admin-bookings-query.ts). */
export function bookingSearchFor(q: string): BookingSearch {
  if (UUID.test(q)) return { kind: "id", id: q.toLowerCase() };
  if (q.includes("@")) return { kind: "email", text: q };
  const digits = searchedPhoneDigits(q);
  if (digits) return { kind: "phone", digits };
  return { kind: "text", text: q };
}
