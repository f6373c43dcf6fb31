import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

/**
 * The Content-Security-Policy of every page. Scripts never get 'unsafe-inline':
 *  - prerendered (static) pages allow exactly the inline scripts they were
 *    built with, by hash (recorded at build time by scripts/csp-adapter.mjs),
 *    so they stay static and cacheable;
 *  - pages Next.js renders again after the build and serves from its cache
 *    (hashedWhenServed: the home and location pages) are rendered without a
 *    nonce, and the production server lists the hashes of the inline scripts of
 *    the very HTML it serves (server/page-csp.mjs), computed when that HTML
 *    enters its page cache and stored with it;
 *  - pages rendered per request get a fresh nonce, which Next.js puts on its
 *    own script tags when it finds it in the request's CSP header.
 * Same-origin script files ('self') are the framework's chunks. No 'strict-dynamic':
 * browsers that honour it ignore 'self', and Next.js's <script src> chunk tags are
 * written into the HTML (neither nonced on cached pages nor hashable without
 * Subresource Integrity), so they would be refused.
 */

const HASHES_FILE = "_csp-hashes.json";

export interface CspOptions {
  /** 'sha256-…' sources of the page's inline scripts. */
  hashes?: readonly string[];
  nonce?: string;
  /** `next dev` evaluates code for fast refresh. */
  dev?: boolean;
  /** Served over HTTPS: ask browsers to upgrade stray http:// sub-resources. */
  https?: boolean;
}

/**
 * Where the invoice page's Pay form may lead: its post is answered with a redirect to Stripe's hosted
 * Checkout, and browsers hold a form's redirects to form-action too. Stripe's page when card payments
 * are on (the tests' loopback stand-in when STRIPE_API_URL names one), nowhere else otherwise.
 */
function checkoutOrigin(): string | null {
  const stripe = env.stripe;
  if (!stripe) return null;
  return stripe.api ? stripe.api.origin : "https://checkout.stripe.com";
}

export function contentSecurityPolicy({
  hashes = [],
  nonce,
  dev = false,
  https = false,
}: CspOptions): string {
  const scripts = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...hashes,
    ...(dev ? ["'unsafe-eval'"] : []),
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // React and Radix set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    // The painter app (README → The painter's phone): its service worker (/serwist/sw.js) and manifest are files of
    // this origin. Named, so neither falls back on script-src (a nonce would not apply to a worker).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${checkoutOrigin() ? ` ${checkoutOrigin()}` : ""}`,
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

let manifest: Record<string, string[]> | null | undefined;

/** The build's inline-script hashes per prerendered route; null when there is no build (next dev). */
function hashManifest(): Record<string, string[]> | null {
  if (manifest === undefined) {
    // Immutable build output, read once per process.
    const file = path.join(process.cwd(), env.distDir, "server", "app", HASHES_FILE);
    try {
      manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
    } catch {
      manifest = null;
    }
  }
  return manifest;
}

/** Hashes of the prerendered page at `pathname`, or undefined when that page is rendered per request. */
export function prerenderedScriptHashes(pathname: string): string[] | undefined {
  const routes = hashManifest();
  if (!routes) return undefined;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.hasOwn(routes, normalized) ? routes[normalized] : undefined;
}

const staticPolicies = new Map<string, string>();

/**
 * The policy of the prerendered page at `pathname` (built once per page and
 * scheme: it is the same for every request), or undefined when that page is
 * rendered per request.
 */
export function prerenderedPagePolicy(pathname: string, https: boolean): string | undefined {
  const key = `${https ? "s" : ""}:${pathname}`;
  const cached = staticPolicies.get(key);
  if (cached) return cached;
  const hashes = prerenderedScriptHashes(pathname);
  if (!hashes) return undefined;
  const policy = contentSecurityPolicy({ hashes, https });
  staticPolicies.set(key, policy);
  return policy;
}

/** The prerendered "not found" page, served for unknown paths. */
export function notFoundScriptHashes(): string[] {
  return hashManifest()?.["/_not-found"] ?? [];
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Pages that Next.js renders again after the build and then serves from its cache: the home page,
 * the location pages and the cost guides (in both languages: /es/location/19103), regenerated in the background (ISR) to show newly
 * published reviews, prices and painters' dates, and the location pages of zips outside the
 * built-in list, rendered on their first request. Every page with a `revalidate` export belongs
 * here (tests/unit/lib/security/csp.test.ts holds it): served with the build's hashes, a regenerated
 * copy's inline scripts would be refused and the page would never hydrate. Later
 * visitors get the cached HTML of that render, one copy for everyone, so no nonce of it could stay
 * secret. They are rendered without one, and their policy lists the hashes of the inline scripts of
 * the HTML actually served (proxy.ts marks them; server/page-csp.mjs fills the hashes in): a script
 * injected into the page after it left the server is refused.
 */
const REGENERATED_PAGES = /^(?:\/es)?(?:\/(?:location\/[^/]+|cost\/interior-painting(?:\/[^/]+)?)|\/)?$/;

export function hashedWhenServed(pathname: string): boolean {
  return REGENERATED_PAGES.test(pathname);
}
