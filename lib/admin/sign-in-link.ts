/**
 * The admin's one-time sign-in links (lib/security/sign-in-link.ts says what a link is): the admin
 * is one shared password with no account row, so a link goes to the owner's mailbox, ADMIN_EMAIL,
 * when it is set. Asking needs no input (nobody learns the address) and is limited per asking
 * address; the owner's mailbox is paced (one link per few minutes), never refused.
 */
import "server-only";
import { createElement } from "react";
import { ADMIN_SUBJECT, startSession } from "@/lib/auth/sessions";
import type { DbClient } from "@/lib/db/types";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { enqueueEmail } from "@/lib/email/outbox";
import { AdminSignInLinkEmail } from "@/lib/email/templates/admin-emails";
import { env } from "@/lib/env";
import { notFound } from "@/lib/http/errors";
import { deviceCookie } from "@/lib/security/device-cookie";
import {
  issueSignInToken,
  limitSignInLinkRequest,
  readSignInToken,
  SIGN_IN_LINK_PAGES,
  signInTokenSpent,
  spendSignInLink,
} from "@/lib/security/sign-in-link";
import { siteConfig } from "@/lib/site.shared";

export const ADMIN_SIGN_IN_LINK_SENT =
  "A sign-in link is on its way to the owner's e-mail. It works once, within 15 minutes.";

/** What a link is bound to: the admin password as configured (a new one retires the links). */
const adminPasswordBinding = () => env.adminPasswordHash ?? env.adminPassword ?? "";

/** Whether the admin login offers a sign-in link (ADMIN_EMAIL is set). */
export const adminSignInLinksOffered = () => Boolean(env.adminEmail);

/** The claims of a valid, unexpired admin link (read only: the page shows a button). */
function adminSignInClaims(token: string) {
  const claims = readSignInToken("admin", token);
  if (!claims || claims.account !== ADMIN_SUBJECT || !claims.boundTo(adminPasswordBinding())) return null;
  return claims;
}

/** Whether an admin link can still be used (its page offers the button). */
export async function adminSignInLinkUsable(db: DbClient, token: string) {
  const claims = adminSignInClaims(token);
  return claims !== null && !(await signInTokenSpent(db, claims));
}

/** A new admin link, replacing the earlier ones; null when one was mailed moments ago. */
export const issueAdminSignInToken = (db: DbClient, options?: Parameters<typeof issueSignInToken>[4]) =>
  issueSignInToken(db, "admin", ADMIN_SUBJECT, adminPasswordBinding(), options);

/**
 * Mails the owner a link, unless one went out in the last few minutes (that one still works and is
 * the newest): either way the answer is the same, so a stranger's requests cost the owner nothing.
 */
export async function requestAdminSignInLink(db: PrismaClient, request: Request) {
  const to = env.adminEmail;
  if (!to) throw notFound("No owner e-mail is set for admin sign-in links (ADMIN_EMAIL).");
  const network = await limitSignInLinkRequest(db, request);
  const token = await issueAdminSignInToken(db);
  if (!token) return { message: ADMIN_SIGN_IN_LINK_SENT };
  await enqueueEmail(db, {
    to,
    subject: `Your ${siteConfig.name} admin sign-in link`,
    template: "admin-sign-in-link",
    body: createElement(AdminSignInLinkEmail, {
      link: `${siteConfig.url}${SIGN_IN_LINK_PAGES.admin}/${token}`,
      requestedFrom: network,
    }),
  });
  return { message: ADMIN_SIGN_IN_LINK_SENT };
}

/** Signs the admin in with a link, once; the browser gets the admin's device cookie. */
export async function redeemAdminSignInLink(db: PrismaClient, input: unknown, request: Request) {
  await spendSignInLink(db, input, request, (token) => {
    const claims = adminSignInClaims(token);
    return claims && { claims };
  });
  const { token: sessionToken } = await startSession(db, { role: "admin", request });
  return { token: sessionToken, deviceCookie: deviceCookie("admin", ADMIN_SUBJECT) };
}
