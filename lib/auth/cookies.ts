/**
 * Names of the Auth.js session cookie (the __Secure- prefix is used over HTTPS).
 * The proxy only checks that one is present; handlers verify it for real.
 */
export const SESSION_COOKIE_NAMES = ["authjs.session-token", "__Secure-authjs.session-token"] as const;

export function hasSessionCookie(cookies: { has(name: string): boolean }): boolean {
  return SESSION_COOKIE_NAMES.some((name) => cookies.has(name));
}
