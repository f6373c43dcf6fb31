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

/** How soon the push service should wake the device: new and cancelled jobs cannot wait. */
export type PushUrgency = "high" | "normal";
