import type { Metadata } from "next";
import { LoginPageCard } from "@/components/auth/login-page-card";
import { SignInLinkRequestForm } from "@/components/contractor/sign-in/sign-in-link-request-form";
import { PageLink } from "@/components/site/page-link";
import { localizedPath } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { painterPageLocale, PortalAuthFrame, portalAuthTexts } from "../_i18n/portal-auth-frame";

/** In the browser's language: no painter is known yet. */
export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await painterPageLocale(), "portalAuth");
  return {
    title: t("signInLink.metaTitle"),
    description: t("signInLink.metaDescription"),
    robots: { index: false },
  };
}

export default async function SignInLinkPage() {
  const locale = await painterPageLocale();
  const t = getT(locale, "portalAuth");
  return (
    <LoginPageCard
      heading={<h1 className="text-2xl font-bold tracking-tight">{t("signInLink.title")}</h1>}
      description={t("signInLink.description")}
      backLabel={t("login.backToSite")}
      backHref={localizedPath(locale, "/")}
      contentClassName="space-y-6"
    >
      <PortalAuthFrame locale={locale}>
        <SignInLinkRequestForm texts={portalAuthTexts(locale).signInLinkForm} />
      </PortalAuthFrame>
      <p className="text-center text-sm text-muted-foreground">
        <PageLink
          href="/contractor/login"
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("signInLink.passwordLogin")}
        </PageLink>
      </p>
    </LoginPageCard>
  );
}
