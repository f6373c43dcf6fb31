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
 * Both kinds of account ask for and use links the same way (limitSignInLinkRequest,
 * spendSignInLink); what differs is theirs: the mailbox, what a link is bound to, the messages.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { storedTimestamp } from "@/lib/db/sql";
import type { DbClient } from "@/lib/db/types";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { signInLinkRedeemSchema } from "@/lib/validations/contractor";
import { LIMITS } from "./limits";
import { clientNetwork, emailKey, enforceRateLimit } from "./rate-limit";
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

/** A new link's token for `account` of `scope`, while its password (or hash) is `password`. */
export function createSignInToken(scope: SignInScope, account: string, password: string, now = Date.now()) {
  const nonce = randomBytes(16).toString("base64url");
  return signToken(
    "sign-in-link",
    { s: scope, a: account, b: bindingOf(password), n: nonce },
    now + SIGN_IN_LINK_LIFETIME_MS,
  );
}

export interface SignInClaims {
  account: string;
  nonce: string;
  expiresAt: Date;
  /** Whether the link was made for this password (a new one retires it). */
  boundTo(password: string): boolean;
}

/** What a token signed for `scope` says, when it is one and has not expired; null otherwise. */
export function readSignInToken(scope: SignInScope, token: string): SignInClaims | null {
  const claims = verifyToken("sign-in-link", token);
  if (!claims || claims.s !== scope) return null;
  const { a, b, n, e } = claims;
  if (typeof a !== "string" || typeof b !== "string" || typeof n !== "string" || typeof e !== "number")
    return null;
  return { account: a, nonce: n, expiresAt: new Date(e), boundTo: (password) => bindingOf(password) === b };
}

const usedKey = (claims: SignInClaims) => `sign-in-link:used:${claims.nonce}`;

/** Whether a link was used already (its page then says so instead of offering the button). */
export async function signInTokenSpent(db: DbClient, claims: SignInClaims): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM "RateLimitBucket" WHERE key = ${usedKey(claims)} AND "windowStart" = ${storedTimestamp(new Date(0))}`;
  return rows.length > 0;
}

/**
 * Uses a link up: true for the one call that records its nonce, false when it was used before.
 * The record lasts until the link expires (the daily cleanup removes expired buckets).
 */
export async function spendSignInToken(db: DbClient, claims: SignInClaims): Promise<boolean> {
  const written = await db.$queryRaw<unknown[]>`
    INSERT INTO "RateLimitBucket" (key, "windowStart", count, "expiresAt")
    VALUES (${usedKey(claims)}, ${storedTimestamp(new Date(0))}, 1, ${storedTimestamp(claims.expiresAt)})
    ON CONFLICT (key, "windowStart") DO NOTHING
    RETURNING key`;
  return written.length > 0;
}

/**
 * Counts a request for a link against the asking network and the mailbox the link would go to,
 * before anything is looked up (429 past either limit). Returns the asking network.
 */
export async function limitSignInLinkRequest(
  db: PrismaClient,
  request: Request,
  mailbox: string,
): Promise<string> {
  const network = clientNetwork(request);
  await enforceRateLimit(db, `sign-in-link:ip:${network}`, LIMITS.signInLinksPerAddress);
  await enforceRateLimit(db, `sign-in-link:email:${emailKey(mailbox)}`, LIMITS.signInLinksPerEmail);
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
