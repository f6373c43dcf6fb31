/**
 * One-time sign-in links for painters: the way in that no password guesser can close. Anyone may
 * slow the password login of a painter's e-mail (lib/security/login-throttle.ts), but a link mailed
 * to that address proves the mailbox, so a painter without their usual browser (and its device
 * cookie) can still sign in.
 *
 * A link is signed and expires in 15 minutes (lib/security/signed-token.ts), and is bound to the
 * painter's last sign-in and password: using it signs in (moving lastLoginAt, atomically), so it
 * works once, and any other sign-in or a new password retires it too.
 */
import "server-only";
import { createElement } from "react";
import { createHash } from "node:crypto";
import { startSession } from "@/lib/auth/sessions";
import { setPasswordUrl } from "@/lib/contractors/set-password";
import type { DbClient } from "@/lib/db/types";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { enqueueEmail } from "@/lib/email/outbox";
import { ContractorSignInLinkEmail } from "@/lib/email/templates/contractor-emails";
import { ApiError } from "@/lib/http/errors";
import { deviceCookie } from "@/lib/security/device-cookie";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, emailKey, enforceRateLimit } from "@/lib/security/rate-limit";
import { signToken, verifyToken } from "@/lib/security/signed-token";
import { siteConfig } from "@/lib/site";
import { signInLinkRedeemSchema, signInLinkRequestSchema } from "@/lib/validations/contractor";

const LIFETIME_MS = 15 * 60_000;

export const SIGN_IN_LINK_SENT =
  "If a contractor account uses this e-mail, a sign-in link is on its way. It works once, within 15 minutes.";
export const INVALID_SIGN_IN_LINK =
  "This sign-in link is invalid, already used or expired. Ask for a new one, or log in with your password.";

/** The page a link opens (its token is kept out of logs: lib/log/logged-path.mjs). */
export const signInLinkPath = (token: string) => `/contractor/sign-in/${token}`;

interface LinkState {
  passwordHash: string;
  lastLoginAt: Date | null;
}

const fingerprint = ({ passwordHash, lastLoginAt }: LinkState) =>
  createHash("sha256")
    .update(`${passwordHash}:${lastLoginAt?.getTime() ?? "never"}`)
    .digest("base64url")
    .slice(0, 16);

export function createSignInLinkToken(contractorId: string, state: LinkState, now = Date.now()) {
  return signToken("sign-in-link", { c: contractorId, f: fingerprint(state) }, now + LIFETIME_MS);
}

/** The active painter a link signs in, while it is still valid (read only: the page shows whose it is). */
export async function contractorForSignInLink(db: DbClient, token: string) {
  const claims = verifyToken("sign-in-link", token);
  if (!claims || typeof claims.c !== "string" || typeof claims.f !== "string") return null;
  const contractor = await db.contractor.findUnique({ where: { id: claims.c } });
  if (!contractor?.isActive || fingerprint(contractor) !== claims.f) return null;
  return contractor;
}

/**
 * Mails a sign-in link to the painter with this e-mail, if there is an active one. The answer is
 * the same either way. Limited per address and per mailbox, counted before anything is looked up.
 */
export async function requestSignInLink(db: PrismaClient, input: unknown, request: Request) {
  const { email } = signInLinkRequestSchema.parse(input);
  await enforceRateLimit(db, `sign-in-link:ip:${clientNetwork(request)}`, LIMITS.signInLinksPerAddress);
  await enforceRateLimit(db, `sign-in-link:email:${emailKey(email)}`, LIMITS.signInLinksPerEmail);
  const contractor = await db.contractor.findUnique({ where: { email } });
  if (contractor?.isActive) {
    const link = `${siteConfig.url}${signInLinkPath(createSignInLinkToken(contractor.id, contractor))}`;
    // A painter who forgot the password also needs a new one (the dashboard's form asks for the old).
    const setPasswordLink = setPasswordUrl(contractor);
    await enqueueEmail(db, {
      to: contractor.email,
      subject: `Your ${siteConfig.name} sign-in link`,
      template: "contractor-sign-in-link",
      body: createElement(ContractorSignInLinkEmail, {
        firstName: contractor.firstName,
        link,
        setPasswordLink,
      }),
    });
  }
  return { message: SIGN_IN_LINK_SENT };
}

/**
 * Signs in with a link, once: of parallel uses only the one that moves lastLoginAt on from what the
 * link was made for succeeds. The browser also gets the device cookie, as after a password login.
 */
export async function redeemSignInLink(db: PrismaClient, input: unknown, request: Request) {
  const { token } = signInLinkRedeemSchema.parse(input);
  await enforceRateLimit(db, `sign-in-link:use:ip:${clientNetwork(request)}`, LIMITS.signInLinksPerAddress);
  const contractor = await contractorForSignInLink(db, token);
  if (!contractor) throw new ApiError(400, INVALID_SIGN_IN_LINK);
  const { count } = await db.contractor.updateMany({
    where: { id: contractor.id, lastLoginAt: contractor.lastLoginAt, passwordHash: contractor.passwordHash },
    data: { lastLoginAt: new Date() },
  });
  if (count === 0) throw new ApiError(400, INVALID_SIGN_IN_LINK);
  const { token: sessionToken } = await startSession(db, {
    role: "contractor",
    contractorId: contractor.id,
    request,
  });
  return {
    token: sessionToken,
    deviceCookie: deviceCookie("contractor", contractor.id),
    contractor: {
      id: contractor.id,
      firstName: contractor.firstName,
      lastName: contractor.lastName,
      isVerified: contractor.isVerified,
    },
  };
}
