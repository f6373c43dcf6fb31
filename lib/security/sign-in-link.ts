/**
 * One-time sign-in links: the way in that no password guesser can close. Anyone may slow down
 * the password login of an account (lib/security/login-throttle.ts), but a link mailed to the
 * account's mailbox proves it, so its owner gets in without their usual browser (and its device
 * cookie). Painters get theirs at their e-mail (lib/contractors/sign-in-link.ts), the admin at
 * ADMIN_EMAIL (lib/admin/sign-in-link.ts).
 *
 * A link is signed (lib/security/signed-token.ts, purpose "sign-in-link"), names its kind of
 * account and the account, expires in 15 minutes, and is bound to the account's password (a new
 * password retires it). It works once: using it records its random nonce in Postgres, and of
 * parallel uses only the one whose record is written signs in.
 *
 * Nobody can spend what the account holder needs (OWASP ASVS 2.2.1: a lockout must not become a
 * denial of service). A mailbox is never refused a link, it is paced: at most one e-mail per
 * SIGN_IN_LINK_MAIL_INTERVAL (5 minutes), and a request inside that interval is answered the same
 * and mails nothing, because the link mailed moments ago is in the same mailbox and still works.
 * Only the newest link of an account works (its generation, counted in Postgres, is in the
 * token), so however often strangers ask, one live link exists, and it is in the owner's inbox.
 * What is refused outright is the asking network past its own budget, never the mailbox.
 *
 * Both kinds of account ask for and use links the same way (limitSignInLinkRequest,
 * issueSignInToken, spendSignInLink); what differs is theirs: the mailbox, what a link is bound
 * to, the messages.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { storedTimestamp } from "@/lib/db/sql";
import type { DbClient } from "@/lib/db/types";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { signInLinkRedeemSchema } from "@/lib/validations/contractor";
import { LIMITS, SIGN_IN_LINK_MAIL_INTERVAL_MS } from "./limits";
import { clientNetwork, enforceRateLimit } from "./rate-limit";
import { signToken, verifyToken } from "./signed-token";

export type SignInScope = "admin" | "contractor";

export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;

export const INVALID_SIGN_IN_LINK =
  "This sign-in link is invalid, already used or expired. Ask for a new one, or log in with your password.";

/** The pages a link opens (their tokens are kept out of logs: lib/log/logged-path.mjs). */
export const SIGN_IN_LINK_PAGES: Record<SignInScope, string> = {
  admin: "/admin/sign-in",
  contractor: "/contractor/sign-in",
};

const bindingOf = (password: string) =>
  createHash("sha256").update(password).digest("base64url").slice(0, 16);

/** The row that counts an account's links: its count is the newest link's generation. */
const issuedKey = (scope: SignInScope, account: string) => `sign-in-link:issued:${scope}:${account}`;
const FOREVER = new Date(0); // the row's fixed "window": one row per account

/**
 * Records a new link for `account` and returns its generation, or null when the account's last
 * link was mailed less than SIGN_IN_LINK_MAIL_INTERVAL ago (`paced`: then nothing is mailed, and
 * that link, the newest, stays the one that works).
 *
 * The row lives as long as the newest link could (its expiry is the newest link's), so a replaced
 * link can never match a later generation: the count starts again only after every link expired.
 * One statement: parallel requests cannot both pass the pace.
 */
async function recordNewLink(db: DbClient, scope: SignInScope, account: string, now: Date, paced: boolean) {
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS);
  // The newest link was mailed at its expiry − lifetime: a new one is due once that is an interval ago.
  const dueWhenExpiringBy = new Date(expiresAt.getTime() - SIGN_IN_LINK_MAIL_INTERVAL_MS);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" (key, "windowStart", count, "expiresAt")
    VALUES (${issuedKey(scope, account)}, ${storedTimestamp(FOREVER)}, 1, ${storedTimestamp(expiresAt)})
    ON CONFLICT (key, "windowStart") DO UPDATE
      SET count = "RateLimitBucket".count + 1, "expiresAt" = EXCLUDED."expiresAt"
      WHERE NOT ${paced}::boolean OR "RateLimitBucket"."expiresAt" <= ${storedTimestamp(dueWhenExpiringBy)}
    RETURNING count`;
  return rows[0] ? Number(rows[0].count) : null;
}

/**
 * A new link's token for `account` of `scope`, while its password (or hash) is `password`, or null
 * when the account was mailed one less than an interval ago (the caller then mails nothing).
 * It replaces every earlier link of the account. `paced: false` is for the tests that need a
 * fresh link at once.
 */
export async function issueSignInToken(
  db: DbClient,
  scope: SignInScope,
  account: string,
  password: string,
  { now = new Date(), paced = true }: { now?: Date; paced?: boolean } = {},
): Promise<string | null> {
  const generation = await recordNewLink(db, scope, account, now, paced);
  if (generation === null) return null;
  const nonce = randomBytes(16).toString("base64url");
  return signToken(
    "sign-in-link",
    { s: scope, a: account, b: bindingOf(password), n: nonce, g: generation },
    now.getTime() + SIGN_IN_LINK_LIFETIME_MS,
  );
}

export interface SignInClaims {
  scope: SignInScope;
  account: string;
  nonce: string;
  /** Which of the account's links it is: only the newest works. */
  generation: number;
  expiresAt: Date;
  /** Whether the link was made for this password (a new one retires it). */
  boundTo(password: string): boolean;
}

/** What a token signed for `scope` says, when it is one and has not expired; null otherwise. */
export function readSignInToken(scope: SignInScope, token: string): SignInClaims | null {
  const claims = verifyToken("sign-in-link", token);
  if (!claims || claims.s !== scope) return null;
  const { a, b, n, e, g } = claims;
  if (
    typeof a !== "string" ||
    typeof b !== "string" ||
    typeof n !== "string" ||
    typeof e !== "number" ||
    typeof g !== "number"
  )
    return null;
  return {
    scope,
    account: a,
    nonce: n,
    generation: g,
    expiresAt: new Date(e),
    boundTo: (password) => bindingOf(password) === b,
  };
}

/** Whether no newer link of the account was issued since this one (a newer one replaces it). */
async function isNewestLink(db: DbClient, claims: SignInClaims): Promise<boolean> {
  const rows = await db.$queryRaw<{ count: number }[]>`
    SELECT count FROM "RateLimitBucket"
    WHERE key = ${issuedKey(claims.scope, claims.account)} AND "windowStart" = ${storedTimestamp(FOREVER)}`;
  return rows.length > 0 && Number(rows[0]!.count) === claims.generation;
}

const usedKey = (claims: SignInClaims) => `sign-in-link:used:${claims.nonce}`;

/** Whether a link can no longer be used: used already, or replaced by a newer one (its page then says so). */
export async function signInTokenSpent(db: DbClient, claims: SignInClaims): Promise<boolean> {
  if (!(await isNewestLink(db, claims))) return true;
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM "RateLimitBucket" WHERE key = ${usedKey(claims)} AND "windowStart" = ${storedTimestamp(FOREVER)}`;
  return rows.length > 0;
}

/**
 * Uses a link up: true for the one call that records its nonce, false when it was used before.
 * The record lasts until the link expires (the daily cleanup removes expired buckets).
 */
export async function spendSignInToken(db: DbClient, claims: SignInClaims): Promise<boolean> {
  if (!(await isNewestLink(db, claims))) return false;
  const written = await db.$queryRaw<unknown[]>`
    INSERT INTO "RateLimitBucket" (key, "windowStart", count, "expiresAt")
    VALUES (${usedKey(claims)}, ${storedTimestamp(FOREVER)}, 1, ${storedTimestamp(claims.expiresAt)})
    ON CONFLICT (key, "windowStart") DO NOTHING
    RETURNING key`;
  return written.length > 0;
}

/**
 * Counts a request for a link against the asking network before anything is looked up (429 past
 * its budget: that network's own requests, never the mailbox's). Returns the asking network.
 */
export async function limitSignInLinkRequest(db: PrismaClient, request: Request): Promise<string> {
  const network = clientNetwork(request);
  await enforceRateLimit(db, `sign-in-link:ip:${network}`, LIMITS.signInLinksPerAddress);
  return network;
}

/**
 * Uses a link up before its account is signed in: reads the token of `input`, counts the use
 * against the network, finds what the link is for with `find` (null: no valid link of this kind of
 * account) and spends it. Returns what `find` found; a link that is invalid, expired or used
 * already is a 400 (INVALID_SIGN_IN_LINK).
 */
export async function spendSignInLink<Found extends { claims: SignInClaims }>(
  db: PrismaClient,
  input: unknown,
  request: Request,
  find: (token: string) => Found | null | Promise<Found | null>,
): Promise<Found> {
  const { token } = signInLinkRedeemSchema.parse(input);
  await enforceRateLimit(db, `sign-in-link:use:ip:${clientNetwork(request)}`, LIMITS.signInLinksPerAddress);
  const found = await find(token);
  if (!found || !(await spendSignInToken(db, found.claims))) throw new ApiError(400, INVALID_SIGN_IN_LINK);
  return found;
}
