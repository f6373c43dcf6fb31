import { z } from "@/lib/validations/zod";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots";
import { isoDateSchema } from "./booking";
import { CONTRACTOR_MESSAGES } from "./contractor-messages";

export { CONTRACTOR_MESSAGES };

/**
 * The registration and the sign-in are checked by the browser too, on light pages: their schemas
 * are written with zod/mini in ./registration.ts and ./login.ts, and re-exported here.
 */
export { contractorRegistrationSchema } from "./registration";
export { contractorLoginSchema, signInLinkRequestSchema } from "./login";

/** Following a sign-in link: the token from its address. */
export const signInLinkRedeemSchema = z.object({ token: z.string().min(1).max(2000) });

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
