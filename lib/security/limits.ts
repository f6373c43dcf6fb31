import "server-only";
import { env, type LimitVariable } from "@/lib/env";
import { siteConfig } from "@/lib/site.shared";
import type { RateLimitRule } from "./rate-limit";

/**
 * Every abuse limit of the anonymous endpoints, in one place. Each value can be
 * tuned with the environment variable named beside it (.env.example lists them;
 * lib/env.ts holds the defaults); the README's security section says what each
 * one protects.
 *
 * "Per address" is the client's network address (lib/security/rate-limit.ts,
 * clientNetwork: an IPv6 client's whole /64): a whole office or household behind one router shares it, so those
 * limits leave room for several people booking at once. "Per e-mail" follows one
 * customer (or one victim of mail bombing) across addresses.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const callUs = `call us at ${siteConfig.phone} or e-mail ${siteConfig.email}`;

const rule = (variable: LimitVariable, windowMs: number, message: string): RateLimitRule => ({
  limit: env.limit(variable),
  windowMs,
  message,
});

/** Each rule carries its key as its name: the metrics count refusals by it. */
function named<T extends Record<string, RateLimitRule>>(rules: T): T {
  for (const [name, value] of Object.entries(rules)) value.name = name;
  return rules;
}

export const LIMITS = named({
  /** Saved quotes: each one is a row and, for its photos, files. */
  quotesPerAddress: rule(
    "LIMIT_QUOTES_PER_ADDRESS_HOURLY",
    HOUR,
    `Too many quotes from your network. Please try again in an hour, or ${callUs}.`,
  ),
  quotesPerEmail: rule(
    "LIMIT_QUOTES_PER_EMAIL_HOURLY",
    HOUR,
    `Too many quotes for this e-mail address. Please try again in an hour, or ${callUs}.`,
  ),

  /** Bookings: each takes painters' slots and sends e-mails. */
  bookingsPerAddress: rule(
    "LIMIT_BOOKINGS_PER_ADDRESS_HOURLY",
    HOUR,
    `Too many bookings from your network. Please try again in an hour, or ${callUs}.`,
  ),
  bookingsPerEmail: rule(
    "LIMIT_BOOKINGS_PER_EMAIL_HOURLY",
    HOUR,
    `Too many bookings for this e-mail address. Please try again in an hour, or ${callUs}.`,
  ),
  /**
   * Holds started (projects of HOLD_FROM_PAINTER_DAYS or more, lib/bookings/holds.ts): each keeps its
   * days for BOOKING_HOLD_MINUTES without any proof of a mailbox, so one network starts few a day.
   */
  holdsPerAddress: rule(
    "LIMIT_HOLDS_PER_ADDRESS_DAILY",
    24 * HOUR,
    `Too many unconfirmed bookings from your network today. Please confirm the ones we e-mailed you, try again tomorrow, or ${callUs}.`,
  ),
  /** Room photos (up to 3 per room, 10 MB each). */
  photosPerAddress: rule(
    "LIMIT_PHOTOS_PER_ADDRESS_HOURLY",
    HOUR,
    "Too many photo uploads from your network. Please try again in an hour.",
  ),

  /**
   * Look-ups, cancellations and reschedules (by booking id or reference, with the e-mail), review
   * links and invoices' Pay button: guessing must be slow, per address.
   */
  bookingAccessPerAddress: rule(
    "LIMIT_BOOKING_ACCESS_PER_ADDRESS",
    15 * MINUTE,
    "Too many booking look-ups from your network. Please wait a few minutes and try again.",
  ),
  /**
   * Wrong e-mails tried with one booking's ID, from every address together. Painters and their
   * calendars see the ID, and an e-mail can be guessed from a name: a few guesses a day at most. The
   * customer's reference and the e-mailed links are not counted, so nobody locks the customer out.
   */
  bookingIdWrongEmails: rule(
    "LIMIT_BOOKING_ID_WRONG_EMAILS",
    DAY,
    `Too many wrong e-mail addresses were tried with this booking ID today. Please use the reference or the link in your confirmation e-mail, or ${callUs}.`,
  ),

  /**
   * Manage Booking's live-status refreshes (a signed token from a look-up, one read each): an open page
   * refreshes every minute and when shown again. Nothing to guess; this bounds the work.
   */
  bookingStatusPerAddress: rule(
    "LIMIT_BOOKING_STATUS_PER_ADDRESS",
    15 * MINUTE,
    "Too many status refreshes from your network. The page will try again in a few minutes.",
  ),

  commercialInquiriesPerAddress: rule(
    "LIMIT_INQUIRIES_PER_ADDRESS_HOURLY",
    HOUR,
    "Too many inquiries from your network. Please try again in an hour, or call us.",
  ),
  commercialInquiriesPerEmail: rule(
    "LIMIT_INQUIRIES_PER_EMAIL_HOURLY",
    HOUR,
    "Too many inquiries from this e-mail address. Please try again in an hour, or call us.",
  ),

  registrationsPerAddress: rule(
    "LIMIT_REGISTRATIONS_PER_ADDRESS_HOURLY",
    HOUR,
    "Too many registrations from your network. Please try again later.",
  ),
  registrationsPerEmail: rule(
    "LIMIT_REGISTRATIONS_PER_EMAIL_HOURLY",
    HOUR,
    "Too many registrations for this e-mail address. Please try again later.",
  ),

  /**
   * One-time sign-in links (painters' and the admin's): requests, and uses, from one network. The
   * mailbox itself is never refused, only paced (SIGN_IN_LINK_MAIL_INTERVAL_MS).
   */
  signInLinksPerAddress: rule(
    "LIMIT_SIGN_IN_LINKS_PER_ADDRESS_HOURLY",
    HOUR,
    "Too many sign-in link requests from your network. Please try again in an hour, or log in with your password.",
  ),

  setPasswordPerAddress: rule(
    "LIMIT_SET_PASSWORD_PER_ADDRESS",
    15 * MINUTE,
    "Too many attempts. Please wait a few minutes and try again.",
  ),

  /**
   * Painters' calendar feeds, which calendar apps fetch every few hours without a session. Google
   * Calendar fetches every subscriber's feed from a few shared addresses: the per-address budget is
   * wide, and the per-painter one is what bounds the work one leaked link can cause.
   */
  calendarFeedsPerAddress: rule(
    "LIMIT_CALENDAR_FEEDS_PER_ADDRESS_HOURLY",
    HOUR,
    "Too many calendar requests from your network. Your calendar app will try again later.",
  ),
  calendarFeedPerPainter: rule(
    "LIMIT_CALENDAR_FEED_PER_PAINTER_HOURLY",
    HOUR,
    "This calendar was fetched too often. Your calendar app will try again later.",
  ),

  /**
   * Job alert receipts, posted by painters' phones without a session (lib/push/receipts.ts). Wide:
   * phones on a mobile network share a few carrier addresses, and a painter with several devices
   * sends one per alert per device. Each costs a signature check and at most two one-row updates.
   */
  pushReceiptsPerAddress: rule(
    "LIMIT_PUSH_RECEIPTS_PER_ADDRESS_HOURLY",
    HOUR,
    "Too many job alert receipts from your network. Please try again later.",
  ),
  /**
   * Job photos' signed links (/api/job-photos/<token>): the painter's job card, the back office and the
   * customer's completion e-mail open them without a session. Wide: one job card shows up to 30.
   */
  jobPhotosPerAddress: rule(
    "LIMIT_JOB_PHOTOS_PER_ADDRESS_HOURLY",
    HOUR,
    "Too many photos opened from your network. Please try again in an hour.",
  ),
} as const);

/**
 * The shortest time between two sign-in links mailed to one account (lib/security/sign-in-link.ts):
 * however many strangers ask, its mailbox gets at most one e-mail per interval, and a request inside
 * it is answered the same and mails nothing (the link mailed moments ago is the one that works).
 */
export const SIGN_IN_LINK_MAIL_INTERVAL_MS = env.limit("SIGN_IN_LINK_MAIL_INTERVAL_MINUTES") * MINUTE;

/** Upcoming bookings (not cancelled or completed) one customer may hold at once. */
export const LIVE_BOOKING_CAPS = {
  perEmail: env.limit("MAX_LIVE_BOOKINGS_PER_EMAIL"),
  perPropertyAddress: env.limit("MAX_LIVE_BOOKINGS_PER_PROPERTY"),
};

/**
 * Upcoming painter-days (one slot of one painter on one date: a 30-day project holds 30, a
 * one-day job one) that the bookings of one network, and of one mailbox, may hold at once.
 * Counted over what is still to come, not per hour: a script run every hour from one address
 * cannot add up to a week of every painter's slots, and a cancelled or past day frees its place.
 * `perAddress` counts only the days no mailbox proved (short projects, booked at once): a
 * confirmed hold counts against its mailbox only. `heldPerAddress`: the network's live holds.
 */
export const PAINTER_DAY_CAPS = {
  perAddress: env.limit("MAX_UPCOMING_PAINTER_DAYS_PER_ADDRESS"),
  heldPerAddress: env.limit("MAX_HELD_PAINTER_DAYS_PER_ADDRESS"),
  perEmail: env.limit("MAX_UPCOMING_PAINTER_DAYS_PER_EMAIL"),
};

/**
 * Holds (lib/bookings/holds.ts): a booking of this many painter-days or more is created pending and
 * keeps its days only BOOKING_HOLD_MINUTES until its customer confirms it from the e-mail, so that
 * holding much of the calendar needs mailboxes that receive mail, not just addresses. Shorter ones
 * are booked at once (under the network's small `PAINTER_DAY_CAPS.perAddress`).
 */
export const HOLD_FROM_PAINTER_DAYS = 3;
export const BOOKING_HOLD_MINUTES = env.limit("LIMIT_BOOKING_HOLD_MINUTES");

export const PAINTER_DAYS_PER_ADDRESS_MESSAGE = (cap: number) =>
  `Bookings from your network already hold as many upcoming painter days as we can book online (${cap}). To schedule more, ${callUs}.`;
export const HELD_PAINTER_DAYS_PER_ADDRESS_MESSAGE = (cap: number) =>
  `Bookings from your network already hold as many painter days awaiting confirmation as we can hold online (${cap}). Please confirm them from the e-mails we sent, or ${callUs}.`;
export const PAINTER_DAYS_PER_EMAIL_MESSAGE = (cap: number) =>
  `This e-mail address already holds as many upcoming painter days as we can book online (${cap}). To schedule more, ${callUs}.`;

export const LIVE_BOOKINGS_PER_EMAIL_MESSAGE = (cap: number) =>
  `This e-mail address already has ${cap} upcoming ${cap === 1 ? "booking" : "bookings"}, the most we can take online. To book more, ${callUs}.`;
export const LIVE_BOOKINGS_PER_PROPERTY_MESSAGE = (cap: number) =>
  `This property already has ${cap} upcoming ${cap === 1 ? "booking" : "bookings"}, the most we can take online. To book more, ${callUs}.`;
