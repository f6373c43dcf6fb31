import { z } from "@/lib/validations/zod";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots";
import { isoDateSchema } from "./booking";

/** Exact texts of spec §5 and §8 for contractors. */
export const CONTRACTOR_MESSAGES = {
  passwordMismatchTitle: "Password Mismatch",
  passwordMismatchText: "Passwords do not match. Please check and try again.",
  w9RequiredTitle: "W9 Form Required",
  w9RequiredText: "Please upload your W9 form to complete registration.",
  registered: "Registration Successful",
  registerFailed: "Registration Failed",
  registerFailedText: "Failed to create contractor account. Please try again.",
  invalidEmail: "Please enter a valid email address.",
  shortPassword: "Password must be at least 6 characters.",
  loginFailed: "Login Failed",
  loginSuccess: "Login Successful",
  loginSuccessText: "Welcome to your contractor dashboard!",
  cannotStartEarly: "Cannot Start Job Early",
  statusUpdated: "Job status updated successfully",
  statusFailed: "Error updating job status",
  availabilityUpdated: "Availability updated successfully",
  availabilityFailed: "Error updating availability",
  paintOptionsMissing: "Paint options not available",
} as const;

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

export const contractorLoginSchema = z.object({
  email: z
    .email(CONTRACTOR_MESSAGES.invalidEmail)
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(6, CONTRACTOR_MESSAGES.shortPassword).max(200),
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
