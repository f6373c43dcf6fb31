import { z } from "@/lib/validations/zod.shared";
import { ApiError } from "@/lib/http/errors";
import { BOOKING_STATUSES } from "./admin.shared";
import { isIsoDate } from "@/lib/scheduling/dates.shared";
import { SERVED_COUNTIES, type CountyName } from "@/lib/zips/index.shared";
import {
  ADMIN_BOOKING_SORTS,
  DEFAULT_ADMIN_BOOKING_SORT,
  SORT_DIRECTIONS,
} from "./admin-bookings-sort.shared";

/**
 * The back-office bookings list's query string (GET /api/admin/bookings and its CSV export):
 * one schema, so the list and the export always read a shared URL the same way. The sorts it
 * accepts are in admin-bookings-sort.shared.ts, which the list page's URL state reads too.
 */
export const ADMIN_BOOKINGS_PAGE_SIZE = { default: 25, max: 100 } as const;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

const oneOf = (what: string, values: readonly string[]) => `${what} must be one of ${values.join(", ")}`;
const isoDate = (what: string) =>
  z.string().refine(isIsoDate, `${what} must be a calendar date written YYYY-MM-DD`);

export const adminBookingsFilterSchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(SEARCH_MIN_LENGTH, `Search needs at least ${SEARCH_MIN_LENGTH} characters`)
      .max(SEARCH_MAX_LENGTH, `Search can be at most ${SEARCH_MAX_LENGTH} characters`)
      .optional(),
    status: z.enum(BOOKING_STATUSES, { error: oneOf("Status", BOOKING_STATUSES) }).optional(),
    from: isoDate("From date").optional(),
    to: isoDate("To date").optional(),
    county: z
      .enum(SERVED_COUNTIES as readonly CountyName[] as [CountyName, ...CountyName[]], {
        error: oneOf("County", SERVED_COUNTIES),
      })
      .optional(),
    painter: z.uuid("Painter must be a contractor ID").optional(),
    sort: z
      .enum(ADMIN_BOOKING_SORTS, { error: oneOf("Sort", ADMIN_BOOKING_SORTS) })
      .default(DEFAULT_ADMIN_BOOKING_SORT.sort),
    dir: z
      .enum(SORT_DIRECTIONS, { error: oneOf("Direction", SORT_DIRECTIONS) })
      .default(DEFAULT_ADMIN_BOOKING_SORT.dir),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    message: "The From date must be on or before the To date",
  });

const limitMessage = `Limit must be a whole number from 1 to ${ADMIN_BOOKINGS_PAGE_SIZE.max}`;

export const adminBookingsPageSchema = z.object({
  // Checked against the sort's key shapes when decoded (lib/http/cursor.ts).
  cursor: z.string().max(512, "Invalid page cursor").optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, limitMessage)
    .transform(Number)
    .pipe(z.number().int().min(1, limitMessage).max(ADMIN_BOOKINGS_PAGE_SIZE.max, limitMessage))
    .optional()
    .transform((limit) => limit ?? ADMIN_BOOKINGS_PAGE_SIZE.default),
});

export type AdminBookingsFilter = z.infer<typeof adminBookingsFilterSchema>;
export type AdminBookingsPage = z.infer<typeof adminBookingsPageSchema>;

/** Every parameter as the URL carries it; an empty one (a cleared form field) means "not set". */
function presentParams(params: URLSearchParams): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [key, value] of params) if (value.trim() !== "") present[key] = value;
  return present;
}

/**
 * Parses with the schema and answers 400 with the first problem as the message itself
 * ("Search needs at least 3 characters"), every field's problems in details.fields.
 */
function parseOrBadRequest<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join(".") || "_"] ??= []).push(issue.message);
  throw new ApiError(400, parsed.error.issues[0]!.message, { fields }, "invalid_request");
}

export function parseAdminBookingsFilter(params: URLSearchParams): AdminBookingsFilter {
  return parseOrBadRequest(adminBookingsFilterSchema, presentParams(params));
}

export function parseAdminBookingsQuery(params: URLSearchParams): AdminBookingsFilter & AdminBookingsPage {
  const present = presentParams(params);
  return {
    ...parseOrBadRequest(adminBookingsFilterSchema, present),
    ...parseOrBadRequest(adminBookingsPageSchema, present),
  };
}
