/// <reference lib="webworker" />
/**
 * The painter app's service worker (README → The painter's phone). Never imported: app/serwist/[path]/route.ts
 * bundles it with esbuild at build time and serves it as /serwist/sw.js, registered for the
 * contractor portal only (scope /contractor/, components/contractor/pwa/service-worker-registration.tsx).
 *
 * What it keeps, so the dashboard opens on a site with no signal:
 *  - the dashboard document: network first (a fresh page whenever the network answers within a
 *    few seconds), the last good copy otherwise;
 *  - the build's files (/_next/static: scripts, styles): precached where the build
 *    names them (styles, the icons), the rest on first use; their names change with their
 *    content, so a stored copy is never stale.
 * What it never keeps: /api/* (the painter's job data is stored, and cleared on sign-out, by the
 * dashboard itself), other pages, anything of another origin, redirects and errors. Every cache
 * name starts with CACHE_PREFIX; sign-out deletes every cache but the app's own files
 * (holdsOnlyAppFiles in ./app.shared.ts).
 *
 * It also shows the job notifications pushed to the painter's phone (lib/pwa/push.shared.ts).
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  setCacheNameDetails,
  Strategy,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";
import { APP_START_URL, CACHE_PREFIX, KEEP_FILES_MESSAGE, STATIC_CACHE } from "./app.shared";
import { pushNotice, windowForClick } from "./push.shared";
import { showPush } from "./push-receipt.shared";

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by the precache list (@serwist/turbopack's injection point). */
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

/** Only a complete page of this site is worth keeping: no redirect (a lapsed session), no error. */
const onlyCompletePages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.type === "basic" && !response.redirected ? response : null,
};

/** One copy of the dashboard, whatever its query string. */
const oneDashboardCopy: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).origin + APP_START_URL,
};

// Before the Serwist instance: its own `cacheId` option is applied after it has named the
// precache ("serwist-precache-…"), so only the runtime caches would get the prefix.
setCacheNameDetails({ prefix: CACHE_PREFIX });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version takes over at once: the dashboard is one page, and the files an open copy still
  // needs stay in the build-file cache.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      // The document, including its copy fetched on the page's request (KEEP_FILES_MESSAGE) after the
      // first registration; never the framework's RSC payloads for the same address.
      matcher: ({ url, request, sameOrigin }) =>
        sameOrigin && url.pathname === APP_START_URL && !request.headers.has("RSC"),
      handler: new NetworkFirst({
        cacheName: `${CACHE_PREFIX}-pages`,
        networkTimeoutSeconds: 4,
        plugins: [onlyCompletePages, oneDashboardCopy],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [
          onlyCompletePages,
          // Enough for several releases of the dashboard's files; older ones go first.
          new ExpirationPlugin({
            maxEntries: 200,
            maxAgeSeconds: 60 * 24 * 60 * 60,
            maxAgeFrom: "last-used",
          }),
        ],
      }),
    },
  ],
});

serwist.addEventListeners();

/**
 * The page's list of files to keep (components/contractor/pwa/service-worker-registration.tsx): each
 * is fetched and stored as its own route stores it, and the page hears `true` once every one is
 * written (Serwist's own CACHE_URLS message answers before its cache writes end), `false` when one
 * could not be kept.
 */
self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== "object" || (data as { type?: unknown }).type !== KEEP_FILES_MESSAGE) return;
  const urls = (data as { urls?: unknown }).urls;
  const list = Array.isArray(urls) ? urls.filter((url): url is string => typeof url === "string") : [];
  const kept = Promise.all(list.map((url) => keepFile(url, event))).then(
    (results) => results.every(Boolean),
    () => false,
  );
  event.waitUntil(kept);
  void kept.then((ok) => event.ports[0]?.postMessage(ok));
});

async function keepFile(href: string, event: ExtendableMessageEvent): Promise<boolean> {
  const request = new Request(href);
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  const handler = serwist.findMatchingRoute({ url, sameOrigin, request, event }).route?.handler;
  // Only what a route of this worker keeps: never an API answer, never another origin.
  if (!(handler instanceof Strategy)) return false;
  const [response, written] = handler.handleAll({ request, event });
  const answer = await response.catch(() => undefined);
  await written.catch(() => undefined);
  return answer?.ok === true;
}

self.addEventListener("push", (event) => {
  const notice = pushNotice(event.data?.text() ?? null, self.location.origin);
  // Shows the alert, then confirms its receipt to the server (lib/pwa/push-receipt.shared.ts).
  event.waitUntil(
    showPush(notice, {
      origin: self.location.origin,
      showNotification: (title, options) => self.registration.showNotification(title, options),
      fetch: (url, init) => self.fetch(url, init),
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url =
    data && typeof data === "object" && typeof (data as { url?: unknown }).url === "string"
      ? (data as { url: string }).url
      : APP_START_URL;
  event.waitUntil(openOrFocus(url));
});

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const choice = windowForClick(windows, url, self.location.origin);
  if (!choice) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await choice.window.focus();
  // navigate() works only for windows this worker controls; a focused dashboard is good enough.
  if (choice.navigate) await focused.navigate(url).catch(() => undefined);
}
