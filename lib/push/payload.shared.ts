/**
 * What a job alert carries to the painter's device: the contract with the service worker, which
 * shows `title` and `body`, replaces an earlier notification of the same `tag`, and opens `url`
 * (a same-origin path) when tapped. Browser-safe: the service worker reads it through
 * lib/pwa/push.shared.ts, which makes a notice of whatever actually arrives.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site, e.g. "/contractor/dashboard". */
  url: string;
  tag: string;
}

/**
 * What one delivery sends: the notice's payload and its receipt token (lib/push/receipts.ts),
 * made at send time. Once the service worker has shown the notification it posts
 * `{ "token": receipt }` to PUSH_RECEIPT_PATH; without that receipt the notice's e-mail goes after
 * PUSH_RECEIPT_WAIT_MS (lib/push/notices.ts).
 */
export interface DeliveredPushPayload extends PushPayload {
  receipt: string;
}

/** Where the service worker confirms it showed an alert (app/api/push-receipts/route.ts). */
export const PUSH_RECEIPT_PATH = "/api/push-receipts";

/**
 * The longest receipt token the route looks at (a real one is about 130 characters); the service
 * worker posts nothing longer, and the route refuses it before any hashing.
 */
export const MAX_RECEIPT_TOKEN_LENGTH = 400;

/** How soon the push service should wake the device: new and cancelled jobs cannot wait. */
export type PushUrgency = "high" | "normal";
