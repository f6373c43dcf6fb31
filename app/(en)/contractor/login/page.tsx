import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageLink } from "@/components/site/page-link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { LoginPageCard } from "@/components/auth/login-page-card";
import { DocumentLanguage } from "@/components/contractor/i18n/document-language";
import { currentSession } from "@/lib/auth/server-session";
import { browserLocale } from "@/lib/i18n/browser-language.shared";
import { CATALOGUES } from "@/lib/i18n/catalogue";
import { localizedPath } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { validationLookup } from "@/lib/i18n/validation.shared";

/** In the browser's language, as the page. */
export async function generateMetadata(): Promise<Metadata> {
  const t = getT(browserLocale((await headers()).get("accept-language")), "portalAuth");
  return { title: t("login.metaTitle"), description: t("login.metaDescription") };
}

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline";

/** In the browser's language: no painter is known yet (the dashboard then follows their own choice). */
export default async function ContractorLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ registered?: string | string[] }>;
}) {
  const session = await currentSession();
  if (session?.role === "contractor") redirect("/contractor/dashboard");
  const locale = browserLocale((await headers()).get("accept-language"));
  const t = getT(locale, "portalAuth");
  const spanish = locale !== "en";
  // Arriving from the Spanish sign-up page, whose success toast a new root layout does not keep.
  const registered = (await searchParams).registered === "1";

  return (
    <LoginPageCard
      heading={<h1 className="text-2xl font-bold tracking-tight">{t("login.title")}</h1>}
      description={t("login.description")}
      backLabel={t("login.backToSite")}
      backHref={localizedPath(locale, "/")}
      contentClassName="space-y-6"
    >
      {spanish && <DocumentLanguage locale={locale} />}
      {registered && (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          {t("login.registered")}
        </p>
      )}
      {spanish ? (
        <LoginForm
          portal="contractor"
          texts={CATALOGUES[locale].portalAuth.form}
          validation={validationLookup(CATALOGUES.en.portalValidation, CATALOGUES[locale].portalValidation)}
        />
      ) : (
        <LoginForm portal="contractor" />
      )}
      <p className="text-center text-sm text-muted-foreground">
        {t("login.forgot")}{" "}
        <PageLink href="/contractor/sign-in-link" className={linkClass}>
          {t("login.signInLink")}
        </PageLink>
      </p>
      <p className="text-center text-sm text-muted-foreground">
        {t("login.noAccount")}{" "}
        <PageLink href={localizedPath(locale, "/become-painter")} className={linkClass}>
          {t("login.register")}
        </PageLink>
      </p>
    </LoginPageCard>
  );
}
