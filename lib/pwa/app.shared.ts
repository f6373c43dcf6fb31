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
 * sign-out cannot miss one.
 */
export const CACHE_PREFIX = "brushwise-painter";

/**
 * The caches of the app's own files: the precache (styles and icons; the site uses the system fonts) and the build's
 * scripts. The same for every painter and no one's data, so sign-in and sign-out keep them: a
 * phone that signs in with no signal later still has a styled app. Every other cache (the
 * dashboard page, which shows the painter's name) goes at sign-out.
 */
export function holdsOnlyAppFiles(cacheName: string): boolean {
  return cacheName.startsWith(`${CACHE_PREFIX}-precache-`) || cacheName === STATIC_CACHE;
}

/** The service worker's cache of the build's files (/_next/static). */
export const STATIC_CACHE = `${CACHE_PREFIX}-static`;

/** Set on `<html>` once the worker has stored the dashboard and every file it needs offline. */
export const OFFLINE_READY_ATTRIBUTE = "data-offline-ready";

/**
 * The message the page sends the service worker with the files to keep for offline use; the worker
 * stores each as its route would and answers on the message's port once every one is written.
 */
export const KEEP_FILES_MESSAGE = "BRUSHWISE_KEEP_FILES";

/**
 * The name under the home-screen icon: siteConfig.shortName (a unit test holds them equal),
 * written out because the service worker's bundle cannot read the site's environment.
 */
export const APP_SHORT_NAME = "BrushWise";
