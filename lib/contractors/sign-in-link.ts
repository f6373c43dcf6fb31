/**
 * Painters' one-time sign-in links (lib/security/sign-in-link.ts says what a link is): asked for
 * with an e-mail, mailed to the painter with that address, used by a button on the link's page.
 */
import "server-only";
import { createElement } from "react";
import { openContractorSession } from "@/lib/contractors/login";
import { setPasswordUrl } from "@/lib/contractors/set-password";
import type { DbClient } from "@/lib/db/types";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recipientLanguage } from "@/lib/email/language";
import { enqueueEmail } from "@/lib/email/outbox";
import { ContractorSignInLinkEmail } from "@/lib/email/templates/contractor-emails";
import {
  INVALID_SIGN_IN_LINK,
  issueSignInToken,
  limitSignInLinkRequest,
  readSignInToken,
  SIGN_IN_LINK_PAGES,
  signInTokenSpent,
  spendSignInLink,
} from "@/lib/security/sign-in-link";
import { getT } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site.shared";
import { signInLinkRequestSchema } from "@/lib/validations/contractor";

export { INVALID_SIGN_IN_LINK };

export const SIGN_IN_LINK_SENT =
  "If a contractor account uses this e-mail, a sign-in link is on its way. It works once, within 15 minutes.";

/** A new link for the painter, replacing their earlier ones; null when one was mailed moments ago. */
export const issueContractorSignInToken = (
  db: DbClient,
  contractor: { id: string; passwordHash: string },
  options?: Parameters<typeof issueSignInToken>[4],
) => issueSignInToken(db, "contractor", contractor.id, contractor.passwordHash, options);

/** The active painter a valid, unexpired link is for (it may have been used). */
export async function contractorForSignInLink(db: DbClient, token: string) {
  const claims = readSignInToken("contractor", token);
  if (!claims) return null;
  const contractor = await db.contractor.findUnique({ where: { id: claims.account } });
  if (!contractor?.isActive || !claims.boundTo(contractor.passwordHash)) return null;
  return { contractor, claims };
}

/**
 * Mails a sign-in link to the painter with this e-mail, if there is an active one and none was
 * mailed to them in the last few minutes; the answer is the same either way. Limited per asking
 * address (counted before anything is looked up); the painter's mailbox is paced, never refused.
 */
export async function requestSignInLink(db: PrismaClient, input: unknown, request: Request) {
  const { email } = signInLinkRequestSchema.parse(input);
  await limitSignInLinkRequest(db, request);
  const contractor = await db.contractor.findUnique({ where: { email } });
  const token = contractor?.isActive ? await issueContractorSignInToken(db, contractor) : null;
  if (contractor && token) {
    const locale = recipientLanguage(contractor);
    await enqueueEmail(db, {
      to: contractor.email,
      subject: getT(locale, "painterEmails")("signInLink.subject", { brand: siteConfig.name }),
      template: "contractor-sign-in-link",
      body: createElement(ContractorSignInLinkEmail, {
        locale,
        firstName: contractor.firstName,
        link: `${siteConfig.url}${SIGN_IN_LINK_PAGES.contractor}/${token}`,
        // A painter who forgot the password also needs a new one (the dashboard's form asks for the old).
        setPasswordLink: setPasswordUrl(contractor),
      }),
    });
  }
  return { message: SIGN_IN_LINK_SENT };
}

/** The painter a link can still sign in, for its page (null: invalid, expired or used). */
export async function contractorForUsableSignInLink(db: DbClient, token: string) {
  const found = await contractorForSignInLink(db, token);
  return found && !(await signInTokenSpent(db, found.claims)) ? found.contractor : null;
}

/** Signs in with a link, once; the browser also gets the device cookie, as after a password login. */
export async function redeemSignInLink(db: PrismaClient, input: unknown, request: Request) {
  const { contractor } = await spendSignInLink(db, input, request, (token) =>
    contractorForSignInLink(db, token),
  );
  return openContractorSession(db, contractor, request);
}
