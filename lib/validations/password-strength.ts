/**
 * The new-password rule, whole: at least 12 characters (NEW_PASSWORD_LIMITS), and not easy to guess.
 * zxcvbn (`@zxcvbn-ts/core` with the common and English dictionaries, offline) must score it 3 or more
 * (at least 10^8 guesses) with the person's own words (names, e-mail, business name) as its user
 * dictionary, and what is left once those words are taken out must score 3 on its own: "MarcoRossi2026!"
 * scores 3 by itself, but it is "2026!" behind Marco Rossi's name.
 *
 * Server only: the dictionaries are a few MB, imported once, on the first check. Every route that sets a
 * password calls assertStrongPassword after its schema (newPasswordSchema: the length) has passed.
 * A check is synchronous CPU work, so it is bounded: zxcvbn reads the first 64 characters (a longer
 * password's first 64 must be strong on their own), looks for at most 8 l33t substitutions, and does
 * no Levenshtein matching. Measured on a busy 2-core machine: 20–100 ms for a typical password,
 * at most about 250 ms; with the defaults, 200 characters took up to 4 s.
 */
import "server-only";
import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";
import { ApiError } from "@/lib/http/errors";
import { z } from "./zod.shared";
import {
  NEW_PASSWORD_LIMITS,
  NEW_PASSWORD_MESSAGES,
  newPasswordLengthProblem,
} from "./password-rules.shared";

export { NEW_PASSWORD_LIMITS, NEW_PASSWORD_MESSAGES };

/** The least zxcvbn score a new password needs: 3 is "safely unguessable" (10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3;

/** A new password's field in a schema: its length (the strength needs the person, see below). */
export const newPasswordSchema = z
  .string()
  .min(NEW_PASSWORD_LIMITS.min, NEW_PASSWORD_MESSAGES.tooShort)
  .max(NEW_PASSWORD_LIMITS.max, `Too big: expected string to have <=${NEW_PASSWORD_LIMITS.max} characters`);

/** Whose password it is: what a guesser who knows them tries first. */
export interface PasswordOwner {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  businessName?: string | null;
}

/** How much of a password zxcvbn reads (see above). */
const CHECKED_LENGTH = 64;

let checker: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn with its dictionaries, loaded on the first check (not when a route module loads). */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        useLevenshteinDistance: false,
        maxLength: CHECKED_LENGTH,
        l33tMaxSubstitutions: 8,
      }),
  );
  return checker;
}

/**
 * The person's words, lower case: each name, the e-mail, its local part and the pieces of both
 * ("marco.rossi@example.com" → "marco.rossi", "marco", "rossi", "example"), the business name and its
 * words. Pieces shorter than 3 characters are left out: "jo" is in too many good passwords.
 */
export function ownerWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined, pieces = true) => {
    const text = value?.trim().toLowerCase();
    if (!text) return;
    if (text.length >= 3) words.add(text);
    if (pieces) for (const piece of text.split(/[^\p{L}\p{N}]+/u)) if (piece.length >= 3) words.add(piece);
  };
  add(owner.firstName);
  add(owner.lastName);
  add(owner.businessName);
  const email = owner.email?.trim().toLowerCase();
  if (email) {
    add(email, false);
    const at = email.lastIndexOf("@");
    if (at > 0) {
      add(email.slice(0, at));
      add(email.slice(at + 1).split(".")[0]);
    }
  }
  return [...words];
}

/**
 * The password without the person's words (longest first, any case, again until none is left:
 * "marmarcoco" is "marco" twice). A case-insensitive pattern, not indexes into a lower-cased copy:
 * lower case can be longer ("İ" is two code units), and its indexes would not fit the password.
 */
export function withoutOwnerWords(password: string, words: string[]): string {
  let rest = password;
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "giu");
    for (let before = ""; before !== rest;) {
      before = rest;
      rest = rest.replace(pattern, "");
    }
  }
  return rest;
}

/** zxcvbn's warning, in our words: what makes this password easy to guess. */
function reasonFor(result: ZxcvbnResult): string {
  const M = NEW_PASSWORD_MESSAGES;
  switch (result.feedback.warning) {
    case "userInputs":
      return M.personal;
    case "topTen":
    case "topHundred":
    case "common":
    case "similarToCommon":
    case "pwned":
      return M.common;
    case "straightRow":
    case "keyPattern":
      return M.keyboard;
    case "simpleRepeat":
    case "extendedRepeat":
      return M.repeat;
    case "sequences":
      return M.sequence;
    case "recentYears":
    case "dates":
      return M.dates;
    case "wordByItself":
    case "namesByThemselves":
    case "commonNames":
      return M.singleWord;
    default:
      return M.guessable;
  }
}

/** Why this new password is refused, or undefined when it may be used. */
export async function newPasswordProblem(
  password: string,
  owner: PasswordOwner = {},
): Promise<string | undefined> {
  const lengthProblem = newPasswordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const check = await zxcvbn();
  const words = ownerWords(owner);
  const result = check.check(password, words);
  const rest = withoutOwnerWords(password, words);
  if (rest !== password && check.check(rest).score < MIN_PASSWORD_SCORE)
    return NEW_PASSWORD_MESSAGES.personal;
  if (result.score < MIN_PASSWORD_SCORE) return reasonFor(result);
  return undefined;
}

/**
 * Refuses a weak new password with 400, shaped as a schema's refusal: the reason as the error, and
 * on the field (`details.fields[field]`), where the form shows it.
 */
export async function assertStrongPassword(
  password: string,
  owner: PasswordOwner,
  field = "password",
): Promise<void> {
  const problem = await newPasswordProblem(password, owner);
  if (problem) throw new ApiError(400, problem, { fields: { [field]: [problem] } }, "invalid_request");
}
