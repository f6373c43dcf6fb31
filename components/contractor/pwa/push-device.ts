"use client";
/**
 * This browser's side of job alerts (Web Push): whether it can get them, its subscription, and
 * subscribing or unsubscribing it. The service worker that shows the alerts is registered
 * elsewhere; here we only wait for it.
 */
import { request } from "@/components/api/client";

export const PUSH_SUBSCRIPTIONS_URL = "/api/contractor/push-subscriptions";

/** How long to wait for the service worker before telling the painter to reload. */
const SERVICE_WORKER_WAIT_MS = 10_000;

export type DeviceSupport = "supported" | "needs-home-screen" | "unsupported";

/** iPhone and iPad: Safari offers Web Push only to a site added to the Home Screen (iOS 16.4+). */
function isAppleMobile() {
  const ua = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(ua) || (ua.includes("Macintosh") && navigator.maxTouchPoints > 1);
}

function isStandalone() {
  return (
    window.matchMedia?.("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function deviceSupport(): DeviceSupport {
  if (typeof window === "undefined") return "unsupported";
  const capable = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (capable) return "supported";
  return isAppleMobile() && !isStandalone() ? "needs-home-screen" : "unsupported";
}

/** The service worker's registration once it is active, or null after SERVICE_WORKER_WAIT_MS. */
async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's current push subscription, without waiting for a service worker to start. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (deviceSupport() !== "supported") return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class DeviceError extends Error {}

/**
 * Asks for permission, subscribes this browser with the site's key and returns the subscription
 * to send to the server. A subscription under an earlier key (the operator changed the keys) is
 * replaced.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new DeviceError(
      permission === "denied"
        ? "Notifications are blocked for this site. Allow them in your browser's settings, then try again."
        : "Notifications were not allowed. Choose Allow when your browser asks.",
    );
  }
  const registration = await readyRegistration();
  if (!registration)
    throw new DeviceError("The app is still loading on this device. Reload the page and try again.");
  const applicationServerKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const key = existing.options.applicationServerKey;
    const same =
      key &&
      new Uint8Array(key).length === applicationServerKey.length &&
      new Uint8Array(key).every((byte, i) => byte === applicationServerKey[i]);
    if (same) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/**
 * Stops job alerts on this device: tells the server (while the session lasts), then the browser.
 * Call it before signing out, so the next person on this device does not get this painter's
 * alerts. Never throws and never takes more than a few seconds: signing out must go on.
 */
export async function forgetThisDevice(): Promise<void> {
  const work = (async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await request("DELETE", PUSH_SUBSCRIPTIONS_URL, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  })().catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, 3_000)))]);
  clearTimeout(timer);
}
