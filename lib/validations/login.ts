/**
 * The sign-in payloads (docs/product.md §2, §5), one schema each for the login forms and the
 * handlers. Written with zod/mini: the login pages are light, and the full zod would be most of
 * their JavaScript.
 */
import "./zod-mini";
import {
  _default,
  email,
  literal,
  maxLength,
  minLength,
  object,
  pick,
  pipe,
  string,
  transform,
  type input,
} from "zod/mini";
import { CONTRACTOR_MESSAGES } from "./contractor-messages";
import { LOGIN_LIMITS, tooLong } from "./login-limits";

export { LOGIN_LIMITS, tooLong };

export const ADMIN_PASSWORD_REQUIRED = "Password is required";

/** A painter's e-mail as the sign-in reads it (zod's own pattern), lower-cased; too long is invalid too. */
export const contractorEmail = (invalid: string = CONTRACTOR_MESSAGES.invalidEmail) =>
  pipe(
    email({ error: invalid }).check(maxLength(LOGIN_LIMITS.emailMax, invalid)),
    transform((address: string) => address.toLowerCase()),
  );

export const contractorLoginSchema = object({
  email: contractorEmail(),
  password: string().check(
    minLength(LOGIN_LIMITS.passwordMin, CONTRACTOR_MESSAGES.shortPassword),
    maxLength(LOGIN_LIMITS.passwordMax, tooLong(LOGIN_LIMITS.passwordMax)),
  ),
});
export type ContractorLoginInput = input<typeof contractorLoginSchema>;

/** A painter asking for a one-time sign-in link: the e-mail only, read as the login reads it. */
export const signInLinkRequestSchema = pick(contractorLoginSchema, { email: true });

export const adminLoginSchema = object({
  username: _default(literal("admin", { error: "Unknown user" }), "admin"),
  password: string().check(
    minLength(1, ADMIN_PASSWORD_REQUIRED),
    maxLength(LOGIN_LIMITS.adminPasswordMax, tooLong(LOGIN_LIMITS.adminPasswordMax)),
  ),
});

export type LoginField = "email" | "password";
export type LoginProblems = Partial<Record<LoginField, string>>;
