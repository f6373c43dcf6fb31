/**
 * The painter app (README → The painter's phone): the contractor portal installed on a phone. One place for the
 * addresses and names that the manifest (lib/pwa/manifest.ts), the service worker
 * (lib/pwa/service-worker.ts) and the page that registers it must agree on.
 */

/** The portal's folder: the manifest's scope and the service worker's, so it never sees the customer site. */
export const APP_SCOPE = "/contractor/";

/** Where the installed app opens, and the one page the service worker keeps for offline use. */
export const APP_START_URL = "/contractor/dashboard";

/** Served by app/serwist/[path]/route.ts; its Service-Worker-Allowed header lets it take APP_SCOPE. */
export const SERVICE_WORKER_URL = "/serwist/sw.js";

export const MANIFEST_URL = "/contractor/manifest.webmanifest";

/**
 * Every cache the service worker fills starts with this, so the app's data is easy to find and
 * sign-out (which empties every Cache Storage cache) cannot miss one.
 */
export const CACHE_PREFIX = "brushwise-painter";

/** The message the page sends the service worker with the files it loaded before it was controlled. */
export const CACHE_URLS_MESSAGE = "CACHE_URLS";

/**
 * The name under the home-screen icon: siteConfig.shortName (a unit test holds them equal),
 * written out because the service worker's bundle cannot read the site's environment.
 */
export const APP_SHORT_NAME = "BrushWise";
