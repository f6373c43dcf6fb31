/** What the bench measures: each target's label, server and the request (or request sequence) it sends. */
import { TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import { BOOKING_ADDRESS, BOOKING_ZIP } from "./config";
import type { Target } from "./load";
import { QUOTE_BODY } from "./quotes";

export interface TargetInputs {
  /** The app's base URL, and the bare server's port. */
  base: string;
  barePort: number;
  /** A saved one-day quote (availability), the largest accepted quote, and the unbooked clones. */
  templateId: string;
  worstId: string;
  bookingQuotes: string[];
  /** The bookable dates, tomorrow first. */
  bookable: string[];
}

export function makeTargets({ base, barePort, templateId, worstId, bookingQuotes, bookable }: TargetInputs) {
  const json = { "content-type": "application/json", origin: base };
  // Quote k is booked on date k mod 60, in slot ⌊k / 60⌋ mod 3: consecutive requests ask for
  // different days, and every (day, slot) is asked for again only after 180 other requests.
  let nextBooking = 0;
  let nextAvailability = 0;
  const NO_CACHE = { "cache-control": "no-cache" };
  const location = `/location/${BOOKING_ZIP}`;
  const targets: Record<string, Target> = {
    home: { label: "GET /", url: `${base}/`, request: () => ({ method: "GET", path: "/" }) },
    location: { label: `GET ${location}`, url: base, request: () => ({ method: "GET", path: location }) },
    // A request with Cache-Control: no-cache skips the page cache: what Next.js alone costs.
    "home-next": {
      label: "GET / (no-cache: Next.js alone)",
      url: base,
      request: () => ({ method: "GET", path: "/", headers: NO_CACHE }),
    },
    "location-next": {
      label: `GET ${location} (no-cache: Next.js alone)`,
      url: base,
      request: () => ({ method: "GET", path: location, headers: NO_CACHE }),
    },
    bare: {
      label: `bare node:http, same bytes as ${location}`,
      url: `http://127.0.0.1:${barePort}`,
      request: () => ({ method: "GET", path: location }),
    },
    faq: { label: "GET /faq", url: base, request: () => ({ method: "GET", path: "/faq" }) },
    // The Spanish twins (README → Two languages): served like the English pages, judged alike.
    "es-home": { label: "GET /es", url: base, request: () => ({ method: "GET", path: "/es" }) },
    "es-location": {
      label: `GET /es${location}`,
      url: base,
      request: () => ({ method: "GET", path: `/es${location}` }),
    },
    // The readiness probe: one database round trip, otherwise the work every API answer does.
    health: { label: "GET /api/health", url: base, request: () => ({ method: "GET", path: "/api/health" }) },
    pricing: {
      label: "GET /api/pricing/config",
      url: base,
      request: () => ({ method: "GET", path: "/api/pricing/config" }),
    },
    "service-area": {
      label: "POST /api/check-service-area",
      url: base,
      request: () => ({
        method: "POST",
        path: "/api/check-service-area",
        headers: json,
        body: JSON.stringify({ address: BOOKING_ADDRESS }),
      }),
    },
    availability: {
      label: "GET /api/availability",
      url: base,
      request: () => ({
        method: "GET",
        path: "/api/availability",
        setupRequest: (req) => ({
          ...req,
          path:
            `/api/availability?date=${bookable[nextAvailability++ % bookable.length]}` +
            `&quoteId=${templateId}`,
        }),
      }),
    },
    "available-dates-worst": {
      label: "GET /api/contractor-available-dates (largest quote, 50 painters)",
      url: base,
      request: () => ({ method: "GET", path: `/api/contractor-available-dates?quoteId=${worstId}` }),
    },
    quotes: {
      label: "POST /api/quotes",
      url: base,
      request: () => ({
        method: "POST",
        path: "/api/quotes",
        headers: json,
        body: JSON.stringify(QUOTE_BODY),
      }),
    },
    bookings: {
      label: "POST /api/bookings",
      url: base,
      request: () => ({
        method: "POST",
        path: "/api/bookings",
        headers: json,
        setupRequest: (req) => {
          const k = nextBooking++;
          const body = {
            quoteId: bookingQuotes[k % bookingQuotes.length],
            scheduledDate: bookable[k % bookable.length],
            timeSlot: TIME_SLOTS[Math.floor(k / bookable.length) % TIME_SLOTS.length],
          };
          return { ...req, body: JSON.stringify(body) };
        },
      }),
    },
  };
  return { targets, bookingsSent: () => nextBooking };
}
