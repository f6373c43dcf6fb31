/**
 * The sign-in rules, in one place for both sides: the server's schemas (contractorLoginSchema,
 * adminLoginSchema) are built from them, and the login form checks them in the browser with
 * these few lines instead of zod, which would be most of a login page's JavaScript.
 * tests/unit/lib/validations/login-rules.shared.test.ts holds the two to the same verdicts and texts.
 *
 * Why not one zod/mini schema for the form and the handler: measured on the production build
 * (first-load JavaScript, gzip), the page went over its budget of 160 kB: /contractor/login 144.0
 * → 170.0 kB, /admin/login 144.4 → 170.7, /contractor/sign-in-link 142.2 → 168.2. Turbopack keeps
 * about 25 kB of zod's core for the few checks these schemas use, even imported by name.
 */
import { CONTRACTOR_MESSAGES } from "./contractor-messages.shared";

/** zod's own e-mail pattern (`z.regexes.email`), which contractorLoginSchema uses too. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const LOGIN_LIMITS = {
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 200,
  adminPasswordMax: 500,
} as const;

export const ADMIN_PASSWORD_REQUIRED = "Password is required";

export type LoginProblems = Partial<Record<"email" | "password", string>>;

/** A painter's e-mail as the sign-in reads it (also alone: asking for a sign-in link). */
export function contractorEmailProblem(email: string): string | undefined {
  return EMAIL_PATTERN.test(email) ? undefined : CONTRACTOR_MESSAGES.invalidEmail;
}

/** The contractor's sign-in: what the schema would refuse, with the texts of docs/product.md §5. */
export function contractorLoginProblems({
  email,
  password,
}: {
  email: string;
  password: string;
}): LoginProblems {
  const problems: LoginProblems = {};
  const emailProblem = contractorEmailProblem(email);
  if (emailProblem) problems.email = emailProblem;
  if (password.length < LOGIN_LIMITS.passwordMin) problems.password = CONTRACTOR_MESSAGES.shortPassword;
  // The upper limits are the server's alone: no one types past them, and it answers with a message.
  return problems;
}

/** The admin's sign-in: a password, required. */
export function adminLoginProblems({ password }: { password: string }): LoginProblems {
  return password ? {} : { password: ADMIN_PASSWORD_REQUIRED };
}
