// @ts-check
/**
 * Whether the site is served over HTTPS, decided from the environment the server runs with, not
 * the one its build saw: Next.js compiles `process.env.NEXT_PUBLIC_SITE_URL` into server code
 * too, so an image built for http://localhost and started at https://www.example.com would
 * otherwise send neither HSTS nor Secure cookies (and the reverse would pin a plain-http site).
 * Plain JavaScript with no imports: server.mjs (HSTS on every answer) reads it before any of the
 * app loads; the app reads it through lib/env.ts (cookies, the CSP's upgrade-insecure-requests).
 */

/** Browsers keep to HTTPS for a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * A production server is reached over HTTPS unless its site address (NEXT_PUBLIC_SITE_URL, read
 * at run time) says http://. Read from the object handed in, never as a literal
 * `process.env.NEXT_PUBLIC_SITE_URL`, which the build would replace with its own value.
 * @param {Record<string, string | undefined>} env the process's environment
 * @returns {boolean}
 */
export function servedOverHttps(env) {
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim() ?? "";
  return env.NODE_ENV === "production" && !siteUrl.toLowerCase().startsWith("http://");
}
