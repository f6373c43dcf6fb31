/**
 * What the service worker makes of a push message and of a click on its notification
 * (lib/pwa/service-worker.ts). Pure, so the unit tests hold the rules without a browser.
 *
 * The sender (the painter's job notifications) sends JSON {title, body, url, tag, receipt}. Whatever
 * arrives, a notification is shown: Chrome counts a push without one against the site. Once it is
 * shown, its receipt goes back to the server (lib/pwa/push-receipt.shared.ts), which otherwise
 * e-mails the painter.
 */
import {
  MAX_RECEIPT_TOKEN_LENGTH,
  type DeliveredPushPayload,
  type PushPayload,
} from "@/lib/push/payload.shared";
import { APP_SHORT_NAME, APP_START_URL } from "./app.shared";

/**
 * The sender's DeliveredPushPayload as shown: `url` checked to be a path of this site, `tag` left
 * out when none came, `receipt` when one of the right shape came.
 */
export type PushNotice = Omit<PushPayload, "tag"> &
  Partial<Pick<PushPayload, "tag">> &
  Partial<Pick<DeliveredPushPayload, "receipt">>;

// Bounded: the payload comes from outside the page, and phones cut longer texts anyway.
const MAX_TITLE = 120;
const MAX_BODY = 500;
const MAX_TAG = 100;

const text = (value: unknown, max: number): string =>
  typeof value === "string" ? value.trim().slice(0, max) : "";

/**
 * `url` as a path of `origin` ("/contractor/dashboard?job=…"), or null when it is not one: an
 * absolute address elsewhere, a protocol-relative "//host", a javascript: URL. A notification
 * must never open another site.
 */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//") || url.startsWith("/\\"))
    return null;
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

/** The notice to show for a push message's text (null or unreadable: a plain "open the app" notice). */
export function pushNotice(payload: string | null, origin: string): PushNotice {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : null;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: still a notice, with the defaults below.
  }
  const tag = text(data.tag, MAX_TAG);
  const receipt = receiptToken(data.receipt);
  return {
    title: text(data.title, MAX_TITLE) || APP_SHORT_NAME,
    body: text(data.body, MAX_BODY) || "You have an update in your dashboard.",
    url: sameOriginPath(data.url, origin) ?? APP_START_URL,
    ...(tag ? { tag } : {}),
    ...(receipt ? { receipt } : {}),
  };
}

/** A receipt token as the server signs them (`<payload>.<signature>`, base64url), or null. */
function receiptToken(value: unknown): string | null {
  return typeof value === "string" &&
    value.length <= MAX_RECEIPT_TOKEN_LENGTH &&
    /^[\w-]+\.[\w-]+$/.test(value)
    ? value
    : null;
}

/**
 * Which open window a click on a notice for `target` should bring forward: one already showing
 * that address, else one on the dashboard (it is then sent to `target`), else none (a new
 * window opens). Windows of other origins never come back from clients.matchAll.
 */
export function windowForClick<T extends { url: string }>(
  windows: readonly T[],
  target: string,
  origin: string,
): { window: T; navigate: boolean } | null {
  const wanted = new URL(target, origin).href;
  const exact = windows.find((w) => w.url === wanted);
  if (exact) return { window: exact, navigate: false };
  const dashboard = windows.find((w) => new URL(w.url).pathname === APP_START_URL);
  return dashboard ? { window: dashboard, navigate: true } : null;
}
