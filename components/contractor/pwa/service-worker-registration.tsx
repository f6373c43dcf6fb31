"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import {
  APP_SCOPE,
  APP_START_URL,
  KEEP_FILES_MESSAGE,
  OFFLINE_READY_ATTRIBUTE,
  SERVICE_WORKER_URL,
} from "@/lib/pwa/app.shared";
import { loadAppParts } from "../offline/app-parts";

/**
 * Registers the painter app's service worker (lib/pwa/service-worker.ts) on the contractor
 * portal's pages, once the page has loaded and the browser is idle: the worker's first install
 * downloads the precached files, which must not compete with the page's own.
 *
 * The worker stores what passes through it, but the dashboard is often reached without that: its
 * first load came before the worker existed, or the login form moved to it in place (no document
 * request at all). So on the dashboard, once a worker controls the page, the page hands it the
 * build files it loaded, and the dashboard's address when no copy is stored yet; the worker
 * stores them as it would have (its routes decide: never an API answer). Before that, the page
 * downloads the dashboard's parts that load when first opened (../offline/app-parts.ts), so that
 * every tab and dialog opens offline too; after it, the files the stored page names, in case this
 * visit loaded a different set; then it marks `<html data-offline-ready>`: everything is kept.
 *
 * Production builds only: in `next dev` a worker would serve yesterday's files.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  const [worker, setWorker] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    let idle: number | undefined;
    const start = () => {
      idle = whenIdle(() => {
        void register().then((controller) => {
          if (controller && !cancelled) setWorker(controller);
        });
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
      if (idle !== undefined) cancelIdle(idle);
    };
  }, []);

  useEffect(() => {
    if (worker && pathname === APP_START_URL) void keepForOffline(worker);
  }, [worker, pathname]);

  return null;
}

/** The worker that controls this page once registered, or null when there can be none. */
async function register(): Promise<ServiceWorker | null> {
  const container = navigator.serviceWorker;
  try {
    await container.register(SERVICE_WORKER_URL, { scope: APP_SCOPE });
  } catch {
    // No worker (a private window, storage full): the portal works online as before.
    return null;
  }
  // A new worker claims the open pages as it activates.
  return (
    container.controller ??
    new Promise((resolve) => {
      const changed = () => {
        if (!container.controller) return;
        container.removeEventListener("controllerchange", changed);
        resolve(container.controller);
      };
      container.addEventListener("controllerchange", changed);
    })
  );
}

async function keepForOffline(worker: ServiceWorker) {
  await loadAppParts();
  const loaded = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter(isBuildFile);
  // A stored copy is refreshed by every later load of the page: no second request for it now.
  const stored = await caches.match(APP_START_URL).catch(() => undefined);
  if (!(await keep(worker, stored ? loaded : [APP_START_URL, ...loaded]))) return;
  // The stored page's own files: the ones a reload with no signal asks for.
  const page = await caches.match(APP_START_URL).catch(() => undefined);
  const notYetKept = (page ? filesNamedIn(await page.text()) : []).filter((file) => !loaded.includes(file));
  if (!(await keep(worker, notYetKept))) return;
  if (page) document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, "true");
}

const isBuildFile = (href: string) => {
  const url = new URL(href, location.href);
  return url.origin === location.origin && url.pathname.startsWith("/_next/static/");
};

/** The build files a page's HTML names (scripts, style sheets, the font), as absolute addresses. */
function filesNamedIn(html: string): string[] {
  const found = html.match(/\/_next\/static\/[^"'\s<>\\)?#]+\.(?:js|css|woff2)\b/g) ?? [];
  return [...new Set(found.map((file) => new URL(file, location.origin).href))];
}

/** Hands the worker files to store (its routes decide how), resolving once it has: true when it did. */
function keep(worker: ServiceWorker, urlsToCache: string[]): Promise<boolean> {
  if (!urlsToCache.length) return Promise.resolve(true);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    // The worker answers once every file is stored; a worker replaced meanwhile never does.
    channel.port1.onmessage = (event) => resolve(event.data === true);
    worker.postMessage({ type: KEEP_FILES_MESSAGE, urls: urlsToCache }, [channel.port2]);
  });
}

const whenIdle = (run: () => void): number =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(run) : window.setTimeout(run, 0);

const cancelIdle = (id: number) =>
  typeof cancelIdleCallback === "function" ? cancelIdleCallback(id) : window.clearTimeout(id);
