/**
 * A painter's registration (POST /api/contractor/register, docs/product.md §5): one schema for
 * the form on /become-painter and the handler. Written with zod/mini: the page is light, and the
 * full zod would be most of its JavaScript.
 */
import "./zod-mini";
import {
  coerce,
  gte,
  int,
  lte,
  maxLength,
  minLength,
  object,
  optional,
  pipe,
  refine,
  string,
  transform,
  trim,
} from "zod/mini";
import { CONTRACTOR_MESSAGES } from "./contractor-messages";
import { contractorEmail, LOGIN_LIMITS, tooLong } from "./login";

export { tooLong };

export const REGISTRATION_LIMITS = {
  nameMax: 80,
  emailMax: LOGIN_LIMITS.emailMax,
  passwordMin: LOGIN_LIMITS.passwordMin,
  passwordMax: LOGIN_LIMITS.passwordMax,
  phoneMax: 40,
  phoneDigitsMin: 10,
  businessNameMax: 120,
  licenseNumberMax: 80,
  experienceMin: 1,
  experienceMax: 70,
  bioMax: 2000,
} as const;

export const REGISTRATION_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  invalidEmail: CONTRACTOR_MESSAGES.invalidEmail,
  shortPassword: CONTRACTOR_MESSAGES.shortPassword,
  phoneRequired: "Phone is required",
  invalidPhone: "Enter a valid phone number",
  /** Not a number at all, or more years than anyone has. */
  experienceRequired: "Enter your years of experience",
  wholeYears: "Whole years only",
  experienceMin: "At least 1 year of experience",
  /** The form's alone: the API never sees the confirmation. */
  confirmRequired: "Please confirm your password",
} as const;

/** How many digits a phone number has: "(215) 555-0199" has 10. */
export const phoneDigitCount = (phone: string) => phone.replace(/\D/g, "").length;

const L = REGISTRATION_LIMITS;
const M = REGISTRATION_MESSAGES;

const requiredText = (max: number, message: string) =>
  string().check(trim(), minLength(1, message), maxLength(max, tooLong(max)));

/** Blank or left out is stored as null. */
const optionalText = (max: number) =>
  pipe(
    optional(string().check(trim(), maxLength(max, tooLong(max)))),
    transform((text: string | undefined) => text || null),
  );

export const contractorRegistrationSchema = object({
  firstName: requiredText(L.nameMax, M.firstNameRequired),
  lastName: requiredText(L.nameMax, M.lastNameRequired),
  email: contractorEmail(M.invalidEmail),
  password: string().check(
    minLength(L.passwordMin, M.shortPassword),
    maxLength(L.passwordMax, tooLong(L.passwordMax)),
  ),
  phone: string().check(
    trim(),
    minLength(1, M.phoneRequired),
    maxLength(L.phoneMax, tooLong(L.phoneMax)),
    refine((phone: string) => phoneDigitCount(phone) >= L.phoneDigitsMin, M.invalidPhone),
  ),
  businessName: optionalText(L.businessNameMax),
  licenseNumber: optionalText(L.licenseNumberMax),
  // Read as a number the way Number() reads it ("" is 0: "at least 1 year"); the schema's own
  // error covers not-a-number and past the maximum.
  experienceYears: coerce
    .number({ error: M.experienceRequired })
    .check(
      int(M.wholeYears),
      gte(L.experienceMin, M.experienceMin),
      lte(L.experienceMax, M.experienceRequired),
    ),
  bio: optionalText(L.bioMax),
});

export const REGISTRATION_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "password",
  "phone",
  "businessName",
  "licenseNumber",
  "experienceYears",
  "bio",
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
/** The form's entries, as typed (the schema trims and converts them itself). */
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationProblems = Partial<Record<RegistrationField, string>>;
