/**
 * The contractor registration's rules, in one place for both sides: the API's schema
 * (contractorRegistrationSchema in contractor.ts) is built from these limits and texts, and the
 * registration form checks them in the browser with the few lines below instead of zod, which
 * would be most of the page's JavaScript. tests/unit/lib/validations/registration-rules.shared.test.ts
 * holds the two to the same verdicts and texts.
 *
 * Why not one zod/mini schema for the form and the handler: measured on the production build
 * (first-load JavaScript, gzip), the page went over its budget of 160 kB: /become-painter 145.3 →
 * 171.3 kB. Turbopack keeps about 25 kB of zod's core for the few checks these schemas use, even
 * imported by name.
 */
import { CONTRACTOR_MESSAGES } from "./contractor-messages.shared";
import { EMAIL_PATTERN, LOGIN_LIMITS } from "./login-rules.shared";
import {
  NEW_PASSWORD_LIMITS,
  NEW_PASSWORD_MESSAGES,
  newPasswordLengthProblem,
} from "./password-rules.shared";

export const REGISTRATION_LIMITS = {
  nameMax: 80,
  emailMax: LOGIN_LIMITS.emailMax,
  /** A new password's (password-rules.shared.ts); the login still takes 6 for older accounts. */
  passwordMin: NEW_PASSWORD_LIMITS.min,
  passwordMax: NEW_PASSWORD_LIMITS.max,
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
  shortPassword: NEW_PASSWORD_MESSAGES.tooShort,
  phoneRequired: "Phone is required",
  invalidPhone: "Enter a valid phone number",
  /** Not a number at all, or more years than anyone has (the schema's own error). */
  experienceRequired: "Enter your years of experience",
  wholeYears: "Whole years only",
  experienceMin: "At least 1 year of experience",
  /** The form's alone: the API never sees the confirmation. */
  confirmRequired: "Please confirm your password",
} as const;

/** zod's own text for a string past its limit, which the schema and the form both show. */
export const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;

/** How many digits a phone number has: "(215) 555-0199" has 10. */
export const phoneDigitCount = (phone: string) => phone.replace(/\D/g, "").length;

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

function textProblem(value: string, max: number, required?: string): string | undefined {
  const text = value.trim();
  if (required && !text) return required;
  if (text.length > max) return tooLong(max);
  return undefined;
}

function phoneProblem(value: string): string | undefined {
  const phone = value.trim();
  if (!phone) return REGISTRATION_MESSAGES.phoneRequired;
  if (phone.length > REGISTRATION_LIMITS.phoneMax) return tooLong(REGISTRATION_LIMITS.phoneMax);
  if (phoneDigitCount(phone) < REGISTRATION_LIMITS.phoneDigitsMin) return REGISTRATION_MESSAGES.invalidPhone;
  return undefined;
}

/** As z.coerce.number().int() reads it: Number(" 6 ") is 6, Number("") is 0 (so "at least 1 year"). */
function experienceProblem(value: string): string | undefined {
  const years = Number(value);
  if (!Number.isFinite(years)) return REGISTRATION_MESSAGES.experienceRequired;
  if (!Number.isSafeInteger(years)) return REGISTRATION_MESSAGES.wholeYears;
  if (years < REGISTRATION_LIMITS.experienceMin) return REGISTRATION_MESSAGES.experienceMin;
  if (years > REGISTRATION_LIMITS.experienceMax) return REGISTRATION_MESSAGES.experienceRequired;
  return undefined;
}

/** What the API's schema would refuse, field by field, with the text it would give first. */
export function registrationProblems(values: RegistrationValues): RegistrationProblems {
  const L = REGISTRATION_LIMITS;
  const M = REGISTRATION_MESSAGES;
  const { email, password } = values;
  const found: RegistrationProblems = {
    firstName: textProblem(values.firstName, L.nameMax, M.firstNameRequired),
    lastName: textProblem(values.lastName, L.nameMax, M.lastNameRequired),
    email: EMAIL_PATTERN.test(email) && email.length <= L.emailMax ? undefined : M.invalidEmail,
    // Its length only: how guessable it is, the server alone checks (password-strength.ts).
    password: newPasswordLengthProblem(password),
    phone: phoneProblem(values.phone),
    businessName: textProblem(values.businessName, L.businessNameMax),
    licenseNumber: textProblem(values.licenseNumber, L.licenseNumberMax),
    experienceYears: experienceProblem(values.experienceYears),
    bio: textProblem(values.bio, L.bioMax),
  };
  const problems: RegistrationProblems = {};
  for (const field of REGISTRATION_FIELDS) if (found[field]) problems[field] = found[field];
  return problems;
}
