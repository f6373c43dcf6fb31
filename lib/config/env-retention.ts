import "server-only";
/** How long each kind of personal data is kept (lib/admin/retention.ts; README → Retention). */
import { integer } from "./env-rules.shared";

/** Days a kind of personal data is kept: at least a day, at most a century. */
const days = (fallback: number, least = 1) => integer(fallback, least, 36_500);

export const RETENTION_RULES = {
  RETENTION_SENT_EMAIL_DAYS: days(90),
  RETENTION_COMPLETED_BOOKING_DAYS: days(1095, 30),
  RETENTION_INQUIRY_DAYS: days(365),
  RETENTION_UNVERIFIED_W9_DAYS: days(180),
};

export type RetentionVariable = keyof typeof RETENTION_RULES;
