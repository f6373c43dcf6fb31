import { z } from "@/lib/validations/zod";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots";
import { isoDateSchema } from "./booking";
import { CONTRACTOR_MESSAGES } from "./contractor-messages";
import { EMAIL_PATTERN, LOGIN_LIMITS } from "./login-rules";

export { CONTRACTOR_MESSAGES };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

export const contractorRegistrationSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(80),
  lastName: z.string().trim().min(1, "Last name is required").max(80),
  email: z
    .email(CONTRACTOR_MESSAGES.invalidEmail)
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(6, CONTRACTOR_MESSAGES.shortPassword).max(200),
  phone: z
    .string()
    .trim()
    .min(1, "Phone is required")
    .max(40)
    .refine((p) => p.replace(/\D/g, "").length >= 10, "Enter a valid phone number"),
  businessName: optionalText(120),
  licenseNumber: optionalText(80),
  experienceYears: z.coerce
    .number({ error: "Enter your years of experience" })
    .int("Whole years only")
    .min(1, "At least 1 year of experience")
    .max(70),
  bio: optionalText(2000),
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

export const JOB_STATUSES = [
  "assigned",
  "acknowledged",
  "in_progress",
  "completed",
  "rejected",
  "cancelled",
] as const;

export const jobStatusUpdateSchema = z.object({
  status: z.enum(JOB_STATUSES),
  notes: z.string().trim().max(2000).nullish(),
});

export const availabilityUpdateSchema = z.object({
  date: isoDateSchema,
  timeSlots: z.array(z.enum(TIME_SLOTS, { error: "Unknown time slot" })).max(3),
});

/** Job statuses a painter still acts on: Job Management and My Schedule show only these. */
export const OPEN_JOB_STATUSES = ["assigned", "acknowledged", "in_progress"] as const;

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
