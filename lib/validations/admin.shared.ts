import { BOOKING_STATUSES } from "@/lib/bookings/states.shared";
import { z } from "@/lib/validations/zod.shared";
import { PRICING_FIELDS } from "@/lib/pricing/config.shared";
import { PRODUCTIVITY } from "@/lib/scheduling/productivity.shared";
import { isoDateSchema, NOTES_MAX, timeSlotSchema } from "./booking.shared";
import { ADMIN_PASSWORD_REQUIRED, LOGIN_LIMITS } from "./login-rules.shared";
import { PRICING_VALUE_LIMITS, PRICING_VALUE_MESSAGES } from "./pricing-rules.shared";

export const adminLoginSchema = z.object({
  username: z.literal("admin", { error: "Unknown user" }).default("admin"),
  password: z.string().min(1, ADMIN_PASSWORD_REQUIRED).max(LOGIN_LIMITS.adminPasswordMax),
});

const phone = z
  .string()
  .trim()
  .min(1, "Phone is required")
  .max(40)
  .refine((p) => p.replace(/\D/g, "").length >= 10, "Enter a valid phone number");

export const inviteContractorSchema = z.object({
  email: z
    .email("Enter a valid email address")
    .max(254)
    .transform((e) => e.toLowerCase()),
  firstName: z.string().trim().min(1, "First name is required").max(80),
  lastName: z.string().trim().min(1, "Last name is required").max(80),
  phone,
  businessName: z
    .string()
    .trim()
    .max(120)
    .nullish()
    .transform((v) => v || null),
  serviceAreaIds: z.array(z.uuid()).max(50).default([]),
});

export const contractorStatusSchema = z.object({ isActive: z.boolean() });

export const contractorPatchSchema = z
  .object({
    sqFtPerDay: z
      .number()
      .int()
      .min(PRODUCTIVITY.min, `At least ${PRODUCTIVITY.min} sq ft per day`)
      .max(PRODUCTIVITY.max, `At most ${PRODUCTIVITY.max} sq ft per day`)
      .refine((n) => n % PRODUCTIVITY.step === 0, `Use steps of ${PRODUCTIVITY.step}`)
      .optional(),
    isVerified: z.boolean().optional(),
  })
  .refine((v) => v.sqFtPerDay !== undefined || v.isVerified !== undefined, "Nothing to change");

export const assignServiceAreasSchema = z.object({ serviceAreaIds: z.array(z.uuid()).max(50) });
export const prioritySchema = z.object({
  priority: z.number().int().min(1, "Priority is 1 to 5").max(5, "Priority is 1 to 5"),
});

/** Splits "19103, 19104,," into ["19103", "19104"] (docs/product.md §5). */
export const commaList = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : value;

const zipList = z.preprocess(
  commaList,
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, "Zip codes have 5 digits"),
    )
    .max(2000),
);
const countyList = z.preprocess(commaList, z.array(z.string().trim().min(1).max(60)).max(50));

export const createServiceAreaSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(120),
    type: z.enum(["county", "zipcode"]),
    zipCodes: zipList.default([]),
    counties: countyList.default([]),
    isActive: z.boolean().default(true),
  })
  .refine((a) => (a.type === "zipcode" ? a.zipCodes.length > 0 : a.counties.length > 0), {
    message: "A zipcode area needs zip codes; a county area needs counties",
    path: ["zipCodes"],
  });

export const updateServiceAreaSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(120).optional(),
  type: z.unknown().optional(),
  zipCodes: zipList.optional(),
  counties: countyList.optional(),
  isActive: z.boolean().optional(),
});

export { BOOKING_STATUSES };

export const adminBookingUpdateSchema = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  scheduledDate: isoDateSchema.optional(),
  timeSlot: timeSlotSchema.optional(),
  notes: z.string().trim().max(NOTES_MAX).nullish(),
});

/** One pricing item's value; the pricing form checks the same rule without zod (pricing-rules.shared.ts). */
export const pricingValueSchema = z
  .number({ error: PRICING_VALUE_MESSAGES.notANumber })
  .finite()
  .min(PRICING_VALUE_LIMITS.min, PRICING_VALUE_MESSAGES.negative)
  .max(PRICING_VALUE_LIMITS.max, PRICING_VALUE_MESSAGES.tooBig);

export const pricingUpdateSchema = z.object({
  updates: z
    .array(
      z.object({
        name: z.enum(PRICING_FIELDS, { error: "Unknown pricing item" }),
        value: pricingValueSchema,
      }),
    )
    .min(1, "Nothing to update")
    .max(PRICING_FIELDS.length),
});

export const contractorIdQuerySchema = z.object({ contractorId: z.uuid("Invalid contractor ID") });
