/**
 * The sign-in's limits alone, without its schema: the new-password fields show the minimum
 * without bringing zod to the set-password page. The schemas are in ./login.ts.
 */
export const LOGIN_LIMITS = {
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 200,
  adminPasswordMax: 500,
} as const;

/** zod's own text for a string past its limit, which the schemas give and the forms show. */
export const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;
