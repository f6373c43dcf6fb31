/**
 * What the app counts (lib/metrics/registry.mjs holds the counters; README → Metrics and alerts).
 * Each call is a few map operations in memory: cheap enough for every request.
 */
import "server-only";
import { apiRouteOf } from "./api-routes";
import { metrics, recordHttpRequest } from "./registry.mjs";

/** An API request answered (lib/http/route.ts): labelled with its route pattern, never its path. */
export function countApiRequest(url: string, method: string, status: number, seconds: number) {
  recordHttpRequest(apiRouteOf(url), method, status, seconds);
}

/** A request refused (429) by the limit named `limit` (a key of LIMITS, or "login:<scope>:<budget>"). */
export function countRateLimitRefusal(limit: string) {
  metrics().rateLimitRefusals.inc({ limit });
}

export function countBookingCreated() {
  metrics().bookingsCreated.inc();
}

/** A background run started (`failed` false) or ended in an error (`failed` true). */
export function countJobRun(job: string) {
  metrics().jobRuns.inc({ job });
}
export function countJobFailure(job: string) {
  metrics().jobFailures.inc({ job });
}

export type DeliveryResult = "sent" | "held" | "retry" | "failed";
export function countEmailDelivery(result: DeliveryResult) {
  metrics().emailDeliveries.inc({ result });
}

export type PushDeliveryResult = "sent" | "gone" | "retry" | "failed";
export function countPushDelivery(result: PushDeliveryResult) {
  metrics().pushDeliveries.inc({ result });
}

/**
 * What became of a job alert's notice (lib/push/notices.ts, receipts.ts): `received` (a device
 * confirmed it showed it), `received-late` (confirmed after its e-mail went), `emailed-undelivered`
 * (every device refused it), `emailed-unconfirmed` (no receipt within PUSH_RECEIPT_WAIT_MS).
 */
export type PushNoticeOutcome = "received" | "received-late" | "emailed-undelivered" | "emailed-unconfirmed";
export function countPushNotice(outcome: PushNoticeOutcome) {
  metrics().pushNotices.inc({ outcome });
}
