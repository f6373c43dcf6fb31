import "server-only";
import { randomUUID } from "node:crypto";
import { currentRequestId } from "./index";

export const REQUEST_ID_HEADER = "x-request-id";

/** What we accept from outside: 1–64 letters, digits, "-" or "_" (UUIDs, nginx's $request_id, …). */
const SANE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isSaneRequestId(value: string | null | undefined): value is string {
  return typeof value === "string" && SANE_REQUEST_ID.test(value);
}

/**
 * The id of this request: the proxy's (or caller's) `x-request-id` when it is
 * a sane token, so lines can be joined across the proxy and the app; otherwise
 * a fresh UUID. Anything else (too long, spaces, quotes, several values) is
 * never echoed or logged.
 */
export function requestIdFrom(headers: { get(name: string): string | null }): string {
  const incoming = headers.get(REQUEST_ID_HEADER)?.trim();
  return isSaneRequestId(incoming) ? incoming : randomUUID();
}

/** How many characters of the request id a reference keeps: short enough to read out on the phone. */
export const REFERENCE_LENGTH = 8;

/**
 * The short reference a 5xx answer shows (`"reference"` in its JSON, and in its message): the first
 * characters of the request id, so `grep '"requestId":"<reference>'` finds every line of the
 * request, and the error line carries it as `reference` too. Outside a request (no id), a new one.
 */
export function errorReference(requestId = currentRequestId()): string {
  return (requestId ?? randomUUID()).slice(0, REFERENCE_LENGTH);
}
