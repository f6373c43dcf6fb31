import "server-only";
import { isIPv6 } from "node:net";
import { storedTimestamp } from "@/lib/db/sql";
import type { DbClient } from "@/lib/db/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER, clientAddressIsStamped } from "@/lib/http/client-address.mjs";
import { tooManyRequests } from "@/lib/http/errors";
import { countRateLimitRefusal } from "@/lib/metrics";

export interface RateLimitRule {
  /** What the metrics call it (brushwise_rate_limit_refusals_total's `limit` label): LIMITS's key. */
  name?: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** The fixed window `now` falls in, and the whole seconds until it ends (at least 1: a Retry-After). */
export function windowAt(now: Date, windowMs: number) {
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const end = new Date(start.getTime() + windowMs);
  return { start, end, retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)) };
}

/** A timestamp as the bucket table holds it: UTC wall-clock time, as Prisma writes it. */

/**
 * Counts a hit against `key` in a fixed window stored in Postgres, so every
 * app instance shares the count; throws 429 past the limit.
 */
export async function enforceRateLimit(
  db: DbClient,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
) {
  refuseOverLimit(await countHit(db, key, rule.windowMs, now), rule, now);
}

/** The refusal of enforceRateLimit: 429 once the window's count is past the rule's limit. */
export function refuseOverLimit(count: number, rule: RateLimitRule, now: Date) {
  if (count > rule.limit) {
    countRateLimitRefusal(rule.name ?? "unnamed");
    throw tooManyRequests(rule.message, windowAt(now, rule.windowMs).retryAfterSeconds);
  }
}

/** A hit enforceRateLimit would count, counted instead inside a statement of the caller's (hitsSql). */
export interface RateLimitHit {
  key: string;
  rule: RateLimitRule;
}

/**
 * countHit for each hit, as the body of a data-modifying CTE that counts once per row of `from`
 * (a CTE name: no row, no hit), RETURNING each key and its window's count. The caller passes each
 * count to refuseOverLimit: a booking counts its hits in the statement that writes it, one round
 * trip fewer per hit (lib/bookings/insert.ts). Keys must differ (one upsert per row and statement).
 */
export function hitsSql(
  hits: readonly { key: string; windowMs: number }[],
  from: string,
  now: Date,
): Prisma.Sql {
  const rows = hits.map(({ key, windowMs }) => {
    const { start, end } = windowAt(now, windowMs);
    return Prisma.sql`(${key}::text, ${storedTimestamp(start)}, ${storedTimestamp(end)})`;
  });
  return Prisma.sql`
    INSERT INTO "RateLimitBucket" (key, "windowStart", count, "expiresAt")
    SELECT h.key, h.start, 1, h.expires FROM ${Prisma.raw(from)}, (VALUES ${Prisma.join(rows)}) AS h(key, start, expires)
    ON CONFLICT (key, "windowStart") DO UPDATE SET count = "RateLimitBucket".count + 1
    RETURNING key, count`;
}

/** Counts one hit against each key and refuses (429, the first exceeded rule's message) past any limit. */
export async function enforceRateLimits(
  db: DbClient,
  checks: ReadonlyArray<readonly [key: string, rule: RateLimitRule]>,
  now: Date = new Date(),
) {
  for (const [key, rule] of checks) await enforceRateLimit(db, key, rule, now);
}

/** Providers that ignore dots in the mailbox name (and the second is the first's other name). */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * An e-mail address as a per-e-mail budget key: one mailbox, however it is written. Lower case,
 * without a "+tag" (victim+1@, victim+2@ … reach one inbox), and for Gmail without the dots it
 * ignores. For counting only: mail still goes to the address as typed.
 */
export function emailKey(email: unknown): string {
  if (typeof email !== "string") return "";
  const address = email.trim().toLowerCase().slice(0, 254);
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let mailbox = address.slice(0, at);
  let domain = address.slice(at + 1);
  mailbox = mailbox.split("+")[0] || mailbox;
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    mailbox = mailbox.replaceAll(".", "") || mailbox;
    domain = dotless;
  }
  return `${mailbox}@${domain}`;
}

/**
 * Takes `amount` from the budget `key` (e.g. painter-days a booking reserves) only if the
 * window's total stays within the rule's limit; otherwise refuses (429) and takes nothing,
 * so a refused large request does not use up the budget of smaller ones.
 */
export async function spendBudget(
  db: DbClient,
  key: string,
  amount: number,
  rule: RateLimitRule,
  now: Date = new Date(),
) {
  const window = windowAt(now, rule.windowMs);
  const taken =
    amount <= rule.limit
      ? await db.$queryRaw<{ count: number }[]>`
          INSERT INTO "RateLimitBucket" (key, "windowStart", count, "expiresAt")
          VALUES (${key}, ${storedTimestamp(window.start)}, ${amount}, ${storedTimestamp(window.end)})
          ON CONFLICT (key, "windowStart") DO UPDATE SET count = "RateLimitBucket".count + EXCLUDED.count
          WHERE "RateLimitBucket".count + EXCLUDED.count <= ${rule.limit}
          RETURNING count`
      : [];
  if (taken.length === 0) {
    countRateLimitRefusal(rule.name ?? "unnamed");
    throw tooManyRequests(rule.message, window.retryAfterSeconds);
  }
}

/** Gives `amount` back to the keys' current windows: a hit that turned out not to count (a repeated request, a failure). */
export async function giveBack(
  db: DbClient,
  keys: string[],
  windowMs: number,
  amount = 1,
  now: Date = new Date(),
) {
  if (keys.length === 0 || amount <= 0) return;
  await db.$executeRaw`
    UPDATE "RateLimitBucket" SET count = GREATEST(0, count - ${amount})
    WHERE key = ANY(${keys}) AND "windowStart" = ${storedTimestamp(windowAt(now, windowMs).start)}`;
}

/** One hit on `key` in its current window; returns the window's count. Raw SQL: it runs before every guarded request's work. */
export async function countHit(
  db: DbClient,
  key: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<number> {
  const [bucket] = await db.$queryRaw<{ count: number }[]>(
    hitsSql([{ key, windowMs }], "(SELECT 1) AS one", now),
  );
  return bucket?.count ?? 0;
}

/**
 * Proxies in front of the app that append to X-Forwarded-For (TRUSTED_PROXY_HOPS).
 * 0, the default, is a server that clients reach directly: the header is then
 * whatever the client chose to send, and is ignored.
 */
export function trustedProxyHops(): number {
  return env.trustedProxyHops;
}

/**
 * The caller's address, from something the caller cannot forge. Behind N trusted
 * proxies, each appends the address it saw to X-Forwarded-For, so the entry N
 * from the right is the one the outermost proxy saw; entries further left are
 * the client's own invention. Without proxies, the socket address that
 * server.mjs stamps on every request (and nothing a client sent where server.mjs does not run).
 */
export function clientIp(request: Request): string {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const chain = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (chain.length > 0) return chain[Math.max(0, chain.length - hops)]!;
  }
  // Believed only where server.mjs overwrites it on every request. Elsewhere (`next dev`, Next.js
  // run without server.mjs) every client shares one budget rather than choosing its own.
  if (!clientAddressIsStamped()) return "unknown";
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}

/** The eight groups of an IPv6 address ("::" expanded; an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const groups = (part: string) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  if (!address.includes("::")) return groups(address);
  const [head = "", tail = ""] = address.split("::");
  const before = groups(head);
  const after = groups(tail);
  return [...before, ...Array<string>(8 - before.length - after.length).fill("0"), ...after];
}

/**
 * What a per-address budget counts against: an IPv4 address itself, but an IPv6 client's whole /64
 * (one household or office gets a /64 or more from its provider, and picks any of its 2^64
 * addresses at will: keyed on the full address, one client would have 2^64 budgets). An IPv4
 * address written as IPv6 (::ffff:192.0.2.1) is that IPv4 address.
 */
export function addressBudgetKey(address: string): string {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return address;
  const network = ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}

/** The caller's per-address budget key: clientIp, an IPv6 address widened to its /64. */
export const clientNetwork = (request: Request): string => addressBudgetKey(clientIp(request));
