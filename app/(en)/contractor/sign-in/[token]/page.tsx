import type { Metadata } from "next";
import { cache } from "react";
import { LoginPageCard } from "@/components/auth/login-page-card";
import { SignInLinkButton } from "@/components/auth/sign-in-link-button";
import { DASHBOARD_PATH } from "@/components/contractor/paths";
import { PageLink } from "@/components/site/page-link";
import { contractorForUsableSignInLink, INVALID_SIGN_IN_LINK } from "@/lib/contractors/sign-in-link";
import { db } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { localizeValidation } from "@/lib/i18n/validation.shared";
import { painterPageLocale, PortalAuthFrame, portalLookup } from "../../_i18n/portal-auth-frame";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

/** The link's painter (once per request: the title and the page both need their language). */
const linkOwner = cache(async (token: string) => contractorForUsableSignInLink(db, token));

async function pageOf({ params }: Props) {
  const token = decodeURIComponent((await params).token);
  const contractor = await linkOwner(token);
  return { token, contractor, locale: await painterPageLocale(contractor?.language) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const t = getT((await pageOf(props)).locale, "portalAuth");
  return { title: t("signInWithLink.metaTitle"), robots: { index: false }, referrer: "no-referrer" };
}

/** Shows whose link it is (without using it up); the button signs in. In the painter's language. */
export default async function SignInWithLinkPage(props: Props) {
  const { token, contractor, locale } = await pageOf(props);
  const t = getT(locale, "portalAuth");
  const lookup = portalLookup(locale);
  return (
    <LoginPageCard
      heading={
        <h1 className="text-2xl font-bold tracking-tight">
          {contractor ? t("signInWithLink.title") : t("signInWithLink.invalidTitle")}
        </h1>
      }
      description={
        contractor
          ? t("signInWithLink.welcome", { name: contractor.firstName })
          : (localizeValidation(INVALID_SIGN_IN_LINK, lookup) ?? INVALID_SIGN_IN_LINK)
      }
      backLabel={t("login.backToSite")}
      backHref={localizedPath(locale, "/")}
      contentClassName="space-y-6"
    >
      <PortalAuthFrame locale={locale}>
        {contractor ? (
          <SignInLinkButton
            token={token}
            redeemUrl="/api/contractor/sign-in-link/redeem"
            nextPath={DASHBOARD_PATH}
            texts={{ signIn: t("form.signIn"), signingIn: t("form.signingIn") }}
            validation={lookup}
          />
        ) : (
          <PageLink
            href="/contractor/sign-in-link"
            className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("signInWithLink.newLink")}
          </PageLink>
        )}
      </PortalAuthFrame>
    </LoginPageCard>
  );
}
