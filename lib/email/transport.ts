import "server-only";
import { log } from "@/lib/log";
import { appendFileSync } from "node:fs";
import { env } from "@/lib/env";
import type { EmailMessage } from "@/lib/generated/prisma/client";
import type { EmailAttachment } from "./outbox";
import { fetchWithin, type FetchedAnswer } from "@/lib/http/fetch-within";

/** Sent: the provider's id. Held: kept in the outbox on purpose (EMAIL_DELIVERY=outbox). */
export type DeliveryResult = { outcome: "sent"; providerId: string } | { outcome: "held" };

/**
 * Why a delivery failed, as the worker needs it:
 * - `retry`: the provider is down, slow or unreachable (5xx, 408, 409, a timeout, a network
 *   error): try again later, with backoff;
 * - `rate-limited`: 429: wait `retryAfterMs`, without spending an attempt;
 * - `permanent`: any other 4xx (a validation error, a bad key): retrying would not help.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly kind: "retry" | "rate-limited" | "permanent",
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

/** A 429 without a usable Retry-After waits this long; a longer one is capped at an hour. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;
const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** Retry-After in seconds or as an HTTP date; the default when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  const value = header?.trim();
  let ms = NaN;
  if (value && /^\d+(\.\d+)?$/.test(value)) ms = Number(value) * 1000;
  else if (value) ms = Date.parse(value) - now;
  if (!Number.isFinite(ms) || ms < 0) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(Math.max(ms, 1000), MAX_RETRY_AFTER_MS);
}

/**
 * The idempotency key of a message's current run of attempts: the same for every retry (Resend
 * sends a key once in 24 hours, so a retry after a timeout whose send did go through is not
 * delivered twice), a new one after the admin resends it from the back office.
 */
export function idempotencyKey(message: Pick<EmailMessage, "id" | "resentAt">): string {
  const base = `email-message/${message.id}`;
  return message.resentAt ? `${base}/resent-${message.resentAt.getTime()}` : base;
}

/**
 * In outbox mode, and with EMAIL_DELIVERY_LOG set to a file path, each message the worker takes is
 * also appended to that file as one JSON line (message id, process id, time): the two-instance
 * test counts them to prove every e-mail is handled exactly once. One small O_APPEND write per
 * line, so several processes can share the file.
 */
function recordHeld(message: EmailMessage) {
  const file = env.emailDeliveryLog;
  if (!file) return;
  const line = JSON.stringify({
    id: message.id,
    template: message.template,
    to: message.to,
    pid: process.pid,
    at: new Date().toISOString(),
  });
  appendFileSync(file, `${line}\n`);
}

/** Statuses worth retrying among the 4xx: timeout, conflict (the same key still in flight), rate limit. */
const RETRYABLE_4XX = new Set([408, 409, 429]);

function providerMessage(response: FetchedAnswer): string {
  const body = response.text;
  let detail = body.slice(0, 300);
  try {
    const parsed = JSON.parse(body) as { message?: unknown; name?: unknown };
    if (typeof parsed.message === "string") {
      detail = typeof parsed.name === "string" ? `${parsed.name}: ${parsed.message}` : parsed.message;
    }
  } catch {
    // Not JSON: the text as it came.
  }
  return `Resend answered ${response.status}${detail ? `: ${detail}` : ""}`;
}

/** One POST /emails to Resend (RESEND_BASE_URL), within EMAIL_SEND_TIMEOUT_MS. */
async function sendThroughResend(message: EmailMessage, key: string): Promise<string> {
  const attachments = (message.attachments as EmailAttachment[] | null) ?? [];
  const timeoutMs = env.emailSendTimeoutMs;
  let response: FetchedAnswer;
  try {
    response = await fetchWithin(
      `${env.resendBaseUrl}/emails`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${key}`,
          "content-type": "application/json",
          "idempotency-key": idempotencyKey(message),
        },
        body: JSON.stringify({
          from: env.emailFrom,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            content_type: a.contentType,
          })),
          headers: { "X-Entity-Ref-ID": message.id },
        }),
      },
      timeoutMs,
    );
  } catch (error) {
    // A DOMException (not always an Error of this realm): told apart by its name.
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === "TimeoutError" || name === "AbortError";
    throw new DeliveryError(
      timedOut
        ? `Resend did not answer within ${timeoutMs} ms`
        : `Resend could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      "retry",
    );
  }
  if (response.status === 429) {
    const wait = retryAfterMs(response.headers.get("retry-after"));
    throw new DeliveryError(providerMessage(response), "rate-limited", wait);
  }
  if (!response.ok) {
    const permanent = response.status >= 400 && response.status < 500 && !RETRYABLE_4XX.has(response.status);
    throw new DeliveryError(providerMessage(response), permanent ? "permanent" : "retry");
  }
  let data: { id?: unknown } | null = null;
  try {
    data = JSON.parse(response.text) as { id?: unknown } | null;
  } catch {
    // Not JSON: no id.
  }
  if (typeof data?.id !== "string") throw new DeliveryError("Resend answered without an id", "retry");
  return data.id;
}

/**
 * Resend when EMAIL_DELIVERY is `resend` (RESEND_API_KEY set). In outbox mode the message is only
 * logged (and recorded in EMAIL_DELIVERY_LOG when set) and stays readable in the outbox (and at
 * /dev/emails when enabled): it is held, never marked sent.
 */
export async function deliver(message: EmailMessage): Promise<DeliveryResult> {
  const key = env.resendApiKey;
  if (env.emailDelivery === "outbox" || !key) {
    recordHeld(message);
    log.info("e-mail kept in the outbox (EMAIL_DELIVERY=outbox, or no RESEND_API_KEY)", {
      emailId: message.id,
    });
    return { outcome: "held" };
  }
  return { outcome: "sent", providerId: await sendThroughResend(message, key) };
}
