/**
 * What the service worker does with a job alert (lib/pwa/service-worker.ts, its `push` handler):
 * shows it, then tells the server it did. Pure but for the two calls it is handed, so a unit test
 * holds the order and the request without a browser.
 */
import { PUSH_RECEIPT_PATH } from "@/lib/push/payload.shared";
import type { PushNotice } from "./push.shared";

/** The icon every job notification shows. */
export const PUSH_ICON = "/pwa/icon-192.png";

/** What showPush needs of the service worker's global scope. */
export interface PushScope {
  origin: string;
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

/**
 * The `push` event's work, whole: the handler hands it to event.waitUntil, so the browser keeps
 * the worker alive until both steps are done. First the notification; then, if the alert carried a
 * receipt, `{ "token": receipt }` is posted to PUSH_RECEIPT_PATH without cookies (a signed-out
 * phone shows alerts too: the token is the credential). The receipt tells the server the painter
 * has been told; without it the server e-mails the notice after PUSH_RECEIPT_WAIT_MS
 * (lib/push/notices.ts). So nothing is posted when the notification could not be shown (that
 * rejection is the event's), and a receipt that does not arrive (the signal gone again, the server
 * unreachable) is let go: the painter then gets the e-mail as well, never neither.
 */
export async function showPush(notice: PushNotice, scope: PushScope): Promise<void> {
  await scope.showNotification(notice.title, {
    body: notice.body,
    tag: notice.tag,
    data: { url: notice.url },
    icon: PUSH_ICON,
  });
  if (!notice.receipt) return;
  try {
    await scope.fetch(new URL(PUSH_RECEIPT_PATH, scope.origin).href, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: notice.receipt }),
      credentials: "omit",
      cache: "no-store",
    });
  } catch {
    // Left to the fallback e-mail (above).
  }
}
