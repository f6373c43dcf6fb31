import "server-only";
import webPush from "web-push";
import { env } from "@/lib/env";
import { DeliveryError, retryAfterMs } from "@/lib/email/transport";
import type { DeliveredPushPayload, PushPayload, PushUrgency } from "./payload.shared";
import { fetchWithin, type FetchedAnswer } from "@/lib/http/fetch-within";

/** A push service keeps an alert for an offline device this long (seconds), then drops it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Vapid = NonNullable<typeof env.webPush>;

/**
 * Sends one alert to one device: web-push encrypts the payload for the device (RFC 8291,
 * aes128gcm) and signs the VAPID header; the request itself goes through fetch (web-push's own
 * sender speaks https only, and fetch gives us the timeout and Retry-After the e-mail worker uses).
 * "sent": the push service took it (and keeps it up to PUSH_TTL_SECONDS for a device that is off:
 * not yet shown; the device's receipt says that, lib/push/receipts.ts). "gone": the push service
 * will never deliver to this subscription: the device unsubscribed (404, 410), or the subscription
 * was made with other VAPID keys (403, RFC 8292 §4.2: the key pair changed since; the painter turns
 * alerts on again). Anything else throws a DeliveryError the outbox's afterFailure understands:
 * 429 waits without spending an attempt, 5xx and network failures retry with backoff, other 4xx
 * fail for good.
 */
export async function sendPush(
  target: PushTarget,
  payload: PushPayload | DeliveredPushPayload,
  urgency: PushUrgency,
  vapid: Vapid,
): Promise<"sent" | "gone"> {
  let details: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency },
    );
  } catch (error) {
    // A subscription whose keys web-push cannot use: no retry will change that.
    throw new DeliveryError(`Cannot encrypt for this device: ${(error as Error).message}`, "permanent");
  }
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]) => [name, String(value)]),
  );
  let response: FetchedAnswer;
  try {
    response = await fetchWithin(
      details.endpoint,
      {
        method: "POST",
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: "error",
      },
      env.emailSendTimeoutMs,
    );
  } catch (error) {
    throw new DeliveryError(`Push service unreachable: ${(error as Error).message}`, "retry");
  }
  const text = response.text.slice(0, 200);
  const status = response.status;
  if (status >= 200 && status < 300) return "sent";
  if (status === 403 || status === 404 || status === 410) return "gone";
  const reason = `Push service answered ${status}${text ? `: ${text}` : ""}`;
  if (status === 429) {
    throw new DeliveryError(reason, "rate-limited", retryAfterMs(response.headers.get("retry-after")));
  }
  throw new DeliveryError(reason, status >= 500 || status === 408 ? "retry" : "permanent");
}
