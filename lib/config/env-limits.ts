import "server-only";
/** The abuse limits (lib/security/limits.ts; README → Environment variables): each a count from 1. */
import { integer } from "./env-rules.shared";

const limit = (fallback: number) => integer(fallback, 1, 1_000_000_000);

export const LIMIT_RULES = {
  LIMIT_QUOTES_PER_ADDRESS_HOURLY: limit(30),
  LIMIT_QUOTES_PER_EMAIL_HOURLY: limit(10),
  LIMIT_BOOKINGS_PER_ADDRESS_HOURLY: limit(10),
  LIMIT_BOOKINGS_PER_EMAIL_HOURLY: limit(3),
  LIMIT_PHOTOS_PER_ADDRESS_HOURLY: limit(90),
  LIMIT_BOOKING_ACCESS_PER_ADDRESS: limit(20),
  LIMIT_BOOKING_ID_WRONG_EMAILS: limit(5),
  LIMIT_BOOKING_STATUS_PER_ADDRESS: limit(60),
  LIMIT_INQUIRIES_PER_ADDRESS_HOURLY: limit(5),
  LIMIT_INQUIRIES_PER_EMAIL_HOURLY: limit(3),
  LIMIT_REGISTRATIONS_PER_ADDRESS_HOURLY: limit(10),
  LIMIT_REGISTRATIONS_PER_EMAIL_HOURLY: limit(3),
  LIMIT_SET_PASSWORD_PER_ADDRESS: limit(20),
  LIMIT_SIGN_IN_LINKS_PER_ADDRESS_HOURLY: limit(10),
  SIGN_IN_LINK_MAIL_INTERVAL_MINUTES: limit(5),
  LIMIT_CALENDAR_FEEDS_PER_ADDRESS_HOURLY: limit(300),
  LIMIT_CALENDAR_FEED_PER_PAINTER_HOURLY: limit(30),
  LIMIT_PUSH_RECEIPTS_PER_ADDRESS_HOURLY: limit(300),
  LIMIT_JOB_PHOTOS_PER_ADDRESS_HOURLY: limit(600),
  MAX_LIVE_BOOKINGS_PER_EMAIL: limit(3),
  MAX_LIVE_BOOKINGS_PER_PROPERTY: limit(2),
  MAX_UPCOMING_PAINTER_DAYS_PER_ADDRESS: limit(6),
  MAX_HELD_PAINTER_DAYS_PER_ADDRESS: limit(30),
  LIMIT_HOLDS_PER_ADDRESS_DAILY: limit(3),
  // Long enough to open the e-mail; short enough that holding the calendar needs a mailbox.
  LIMIT_BOOKING_HOLD_MINUTES: integer(30, 5, 24 * 60),
  MAX_UPCOMING_PAINTER_DAYS_PER_EMAIL: limit(30),
};

export type LimitVariable = keyof typeof LIMIT_RULES;
