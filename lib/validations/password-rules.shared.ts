/**
 * The rule for a new password (registration, the set-password link, the change after an admin reset),
 * in the few lines the browser needs: its length and the texts. The login keeps its own, older rule
 * (at least 6 characters, LOGIN_LIMITS in login-rules.shared.ts), so accounts made before this rule
 * still sign in.
 *
 * How guessable a password is (common, a keyboard pattern, built from the person's name or e-mail)
 * is checked only on the server (lib/validations/password-strength.ts, zxcvbn with its dictionaries,
 * a few MB that no page loads); the forms show its reason from the 400 answer
 * (`details.fields.<field>`, see serverFieldProblem below).
 */
import { LOGIN_LIMITS } from "./login-rules.shared";

export const NEW_PASSWORD_LIMITS = {
  min: 12,
  /** The login's own maximum, so every password that may be set may also be typed to sign in. */
  max: LOGIN_LIMITS.passwordMax,
} as const;

/** The tail of every "too easy to guess" reason: what to do instead. */
const INSTEAD = "Try a few unrelated words instead.";

export const NEW_PASSWORD_MESSAGES = {
  /** Under the field, before anything is typed. */
  hint: "At least 12 characters. Not a common password, and not your name or e-mail address.",
  tooShort: "Use at least 12 characters.",
  personal: "Don't build your password from your name or e-mail address.",
  common: `This password is too common. ${INSTEAD}`,
  keyboard: `Keyboard patterns like "qwerty" are easy to guess. ${INSTEAD}`,
  repeat: `Repeated characters like "aaa" are easy to guess. ${INSTEAD}`,
  sequence: `Sequences like "abc" or "1234" are easy to guess. ${INSTEAD}`,
  dates: `Dates and years are easy to guess. ${INSTEAD}`,
  singleWord: `A single word or name is easy to guess. ${INSTEAD}`,
  guessable: `This password is too easy to guess. ${INSTEAD}`,
} as const;

/** zod's own text for a string past its limit (as registration-rules' tooLong). */
const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;

/** What the browser can tell about a new password by itself: its length. */
export function newPasswordLengthProblem(password: string): string | undefined {
  if (password.length < NEW_PASSWORD_LIMITS.min) return NEW_PASSWORD_MESSAGES.tooShort;
  if (password.length > NEW_PASSWORD_LIMITS.max) return tooLong(NEW_PASSWORD_LIMITS.max);
  return undefined;
}

/**
 * The server's reason for refusing a field, from a 400 answer's `details.fields` (zod's and the
 * password-strength check's refusals alike: `{ fields: { password: ["…"] } }`), for the form to
 * show on the field.
 */
export function serverFieldProblem(
  details: Record<string, unknown> | null | undefined,
  field: string,
): string | undefined {
  const fields = details?.fields;
  if (typeof fields !== "object" || fields === null) return undefined;
  const messages = (fields as Record<string, unknown>)[field];
  return Array.isArray(messages) && typeof messages[0] === "string" ? messages[0] : undefined;
}
