"use client";

import { DownloadIcon, ShareIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { APP_SHORT_NAME } from "@/lib/pwa/app.shared";

/** Chrome's and Edge's offer to install the site (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** On this device, the painter said "Not now": the offer is not made again. */
export const INSTALL_DISMISSED_KEY = "brushwise-painter:install-dismissed";

/**
 * The browser's current offer, kept from the moment this module runs: the browser makes it once
 * per page load, possibly before React has hydrated the dashboard. Spent when used or when the
 * app is installed.
 */
let currentOffer: BeforeInstallPromptEvent | null = null;
const subscribers = new Set<() => void>();
function setCurrentOffer(offer: BeforeInstallPromptEvent | null) {
  currentOffer = offer;
  for (const notify of subscribers) notify();
}
if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Our card asks instead of the browser's own bar.
    event.preventDefault();
    setCurrentOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => setCurrentOffer(null));
}
const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => void subscribers.delete(notify);
};

/** What only the browser knows; read after hydration, so the server's HTML and the first render agree. */
interface Device {
  /** "Not now" was said here before, or this is the installed app itself. */
  quiet: boolean;
  iosSafari: boolean;
}

/**
 * "Install the BrushWise app" on the painter's dashboard (README → The painter's phone): Install opens the browser's
 * own install dialog (Chrome, Edge, Samsung Internet); on an iPhone, whose Safari has no such
 * dialog, one line says how. Not shown in the installed app itself, nor after "Not now".
 */
export function InstallPrompt() {
  const offer = useSyncExternalStore(
    subscribe,
    () => currentOffer,
    () => null,
  );
  const [device, setDevice] = useState<Device | null>(null);
  const [hidden, setHidden] = useState(false);
  const t = useTranslations("portal.install");

  useEffect(() => {
    setDevice({ quiet: dismissed() || runningInstalled(), iosSafari: isIosSafari() });
  }, []);

  if (!device || device.quiet || hidden || (!offer && !device.iosSafari)) return null;

  async function install(event: BeforeInstallPromptEvent) {
    // An offer can be used once, whatever the painter answers the browser.
    setCurrentOffer(null);
    await event.prompt().catch(() => undefined);
  }

  function notNow() {
    remember();
    setHidden(true);
  }

  return (
    <section
      aria-label={t("section")}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      {offer ? (
        <div className="space-y-1">
          <p className="font-medium">{t("title", { app: APP_SHORT_NAME })}</p>
          <p className="text-sm text-muted-foreground">{t("text")}</p>
        </div>
      ) : (
        <p className="text-sm">
          {t.rich("ios", {
            app: APP_SHORT_NAME,
            icon: () => <ShareIcon aria-hidden className="inline size-4" />,
          })}
        </p>
      )}
      <div className="flex gap-2">
        {offer && (
          <Button type="button" className="min-h-11" onClick={() => void install(offer)}>
            <DownloadIcon aria-hidden />
            {t("install")}
          </Button>
        )}
        <Button type="button" variant="outline" className="min-h-11" onClick={notNow}>
          {t("notNow")}
        </Button>
      </div>
    </section>
  );
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false; // Storage blocked: ask, and "Not now" hides it for this visit.
  }
}

function remember() {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Storage blocked or full: hidden for this visit only.
  }
}

/** Opened from the home screen: nothing to install. */
function runningInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    iosStandalone || (typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches)
  );
}

/** Safari on an iPhone or iPad (iPadOS says "Macintosh", with touch); not Chrome or Firefox for iOS. */
function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return apple && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
}
