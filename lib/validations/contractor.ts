import { z } from "@/lib/validations/zod.shared";
import { LOCALES } from "@/lib/i18n/locales.shared";
import { JOB_STATUSES, jobStatusesWhere } from "@/lib/bookings/states.shared";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import { isoDateSchema, NOTES_MAX } from "./booking.shared";
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES } from "./availability-rules.shared";
import { CONTRACTOR_MESSAGES } from "./contractor-messages.shared";
import { EMAIL_PATTERN, LOGIN_LIMITS } from "./login-rules.shared";
import { newPasswordSchema } from "./password-strength";
import {
  phoneDigitCount,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  tooLong,
} from "./registration-rules.shared";

export { CONTRACTOR_MESSAGES };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((v) => v || null);

const requiredText = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, tooLong(max));

/**
 * The rules live in registration-rules.ts, which the registration form checks in the browser
 * without zod; its test holds both to the same verdicts and texts.
 */
export const contractorRegistrationSchema = z.object({
  firstName: requiredText(REGISTRATION_LIMITS.nameMax, REGISTRATION_MESSAGES.firstNameRequired),
  lastName: requiredText(REGISTRATION_LIMITS.nameMax, REGISTRATION_MESSAGES.lastNameRequired),
  /** Sent by the Spanish sign-up page (/es/become-painter): the portal's and e-mails' language. */
  language: z.enum(LOCALES).optional(),
  email: z
    .email({ pattern: EMAIL_PATTERN, error: REGISTRATION_MESSAGES.invalidEmail })
    .max(REGISTRATION_LIMITS.emailMax)
    .transform((e) => e.toLowerCase()),
  // Its length; how guessable it is needs the names and e-mail: registerContractor checks that.
  password: newPasswordSchema,
  phone: z
    .string()
    .trim()
    .min(1, REGISTRATION_MESSAGES.phoneRequired)
    .max(REGISTRATION_LIMITS.phoneMax, tooLong(REGISTRATION_LIMITS.phoneMax))
    .refine(
      (p) => phoneDigitCount(p) >= REGISTRATION_LIMITS.phoneDigitsMin,
      REGISTRATION_MESSAGES.invalidPhone,
    ),
  businessName: optionalText(REGISTRATION_LIMITS.businessNameMax),
  licenseNumber: optionalText(REGISTRATION_LIMITS.licenseNumberMax),
  // The schema's own error covers not-a-number and past the maximum, as before.
  experienceYears: z.coerce
    .number({ error: REGISTRATION_MESSAGES.experienceRequired })
    .int(REGISTRATION_MESSAGES.wholeYears)
    .min(REGISTRATION_LIMITS.experienceMin, REGISTRATION_MESSAGES.experienceMin)
    .max(REGISTRATION_LIMITS.experienceMax),
  bio: optionalText(REGISTRATION_LIMITS.bioMax),
});

/** The rules live in login-rules.ts, which the login form checks in the browser without zod. */
export const contractorLoginSchema = z.object({
  email: z
    .email({ pattern: EMAIL_PATTERN, error: CONTRACTOR_MESSAGES.invalidEmail })
    .max(LOGIN_LIMITS.emailMax)
    .transform((e) => e.toLowerCase()),
  password: z
    .string()
    .min(LOGIN_LIMITS.passwordMin, CONTRACTOR_MESSAGES.shortPassword)
    .max(LOGIN_LIMITS.passwordMax),
});

/** A painter asking for a one-time sign-in link: the e-mail only, read as the login reads it. */
export const signInLinkRequestSchema = contractorLoginSchema.pick({ email: true });

/** Following a sign-in link: the token from its address. */
export const signInLinkRedeemSchema = z.object({ token: z.string().min(1).max(2000) });

export { JOB_STATUSES };

export const jobStatusUpdateSchema = z.object({
  status: z.enum(JOB_STATUSES),
  notes: z.string().trim().max(NOTES_MAX).nullish(),
});

/** On My Way (POST /api/contractor/jobs/{id}/on-my-way): when the painter tapped it, sent later when offline. */
export const onMyWaySchema = z.object({
  tappedAt: z.iso.datetime({ offset: true, error: "tappedAt must be an ISO date and time" }),
});

export const availabilityUpdateSchema = z.object({
  date: isoDateSchema,
  timeSlots: z.array(z.enum(TIME_SLOTS, { error: "Unknown time slot" })).max(3),
});

const timeSlotList = z.array(z.enum(TIME_SLOTS, { error: "Unknown time slot" })).max(3);

/** PUT /api/contractor/availability/weekly: every weekday's slots; a weekday left out offers nothing. */
export const weeklyHoursSchema = z.object({
  days: z
    .array(z.object({ weekday: z.number().int().min(0).max(6), timeSlots: timeSlotList }))
    .max(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, {
      error: AVAILABILITY_MESSAGES.duplicateWeekday,
    }),
});

/** POST /api/contractor/availability/time-off: dates inclusive; the dates' bounds need today (lib/contractors/weekly-hours.ts). */
export const timeOffSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    note: z
      .string()
      .trim()
      .max(AVAILABILITY_LIMITS.noteMax, tooLong(AVAILABILITY_LIMITS.noteMax))
      .optional()
      .transform((v) => v || null),
  })
  .refine((range) => range.endDate >= range.startDate, {
    error: AVAILABILITY_MESSAGES.endBeforeStart,
    path: ["endDate"],
  });

/** Job statuses a painter still acts on: Job Management and My Schedule show only these. */
export const OPEN_JOB_STATUSES = jobStatusesWhere("live");

/** Page sizes of a painter's job history (GET /api/contractor/jobs/history). */
export const JOB_HISTORY_PAGE_SIZE = { default: 20, max: 50 } as const;

export const jobHistoryQuerySchema = z.object({
  cursor: z.string().min(1, "Invalid page cursor").max(512, "Invalid page cursor").optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(JOB_HISTORY_PAGE_SIZE.max, `limit must be at most ${JOB_HISTORY_PAGE_SIZE.max}`)
    .default(JOB_HISTORY_PAGE_SIZE.default),
});
