import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { ArrowLeftIcon } from "@/components/ui/static-icons/arrow-left";
import { CalendarCheckIcon } from "@/components/ui/static-icons/calendar-check";
import { CheckCircle2Icon } from "@/components/ui/static-icons/circle-check";
import { DollarSignIcon } from "@/components/ui/static-icons/dollar-sign";
import { HeadsetIcon } from "@/components/ui/static-icons/headset";
import { LogInIcon } from "@/components/ui/static-icons/log-in";
import { PaintRollerIcon } from "@/components/ui/static-icons/paint-roller";
import { LabelledSection } from "@/components/content/content-section";
import { RegistrationForm, type RegistrationTexts } from "@/components/contractor/registration-form";
import { ScrollToFormButton } from "@/components/contractor/scroll-to-form-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CATALOGUES } from "@/lib/i18n/catalogue";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { validationLookup } from "@/lib/i18n/validation.shared";
import { siteConfig } from "@/lib/site.shared";
import { localeAlternates } from "@/lib/i18n/alternates.shared";

export function becomePainterMetadata(locale: Locale): Metadata {
  const t = getT(locale, "registration");
  return {
    title: t("page.metaTitle"),
    description: t("page.metaDescription"),
    alternates: localeAlternates(locale, "/become-painter"),
  };
}

const FORM_ID = "contractor-registration";

const BENEFITS = [
  { key: "pay", icon: DollarSignIcon },
  { key: "work", icon: CalendarCheckIcon },
  { key: "support", icon: HeadsetIcon },
] as const;

/** docs/product.md §2: the five requirements. */
const REQUIREMENTS = ["experience", "license", "quality", "equipment", "communication"] as const;

/** The registration form's texts in the page's language (the form is a light client part: no catalogue). */
const registrationTexts = (locale: Locale): RegistrationTexts => CATALOGUES[locale].registration.form;

/**
 * The painter sign-up page (docs/product.md §2 "Become a painter") in one language:
 * app/(en)/become-painter/page.tsx and app/es/become-painter/page.tsx. A painter who registers from
 * the Spanish page gets Spanish as their portal's language.
 */
export function BecomePainterPage({ locale }: { locale: Locale }) {
  const t = getT(locale, "registration");
  return (
    <div className="pb-16">
      <div className="mx-auto w-full max-w-6xl px-4 pt-4">
        <PageLink
          href={localizedPath(locale, "/")}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden className="size-4" />
          {t("page.backHome")}
        </PageLink>
      </div>

      <section aria-labelledby="painter-hero" className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto w-full max-w-6xl px-4 py-12 text-center sm:py-20">
          <PaintRollerIcon aria-hidden className="mx-auto size-12 text-primary" />
          <h1 id="painter-hero" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {t("page.title", { brand: siteConfig.shortName })}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
            {t("page.intro")}
          </p>
        </div>
      </section>

      <LabelledSection
        id="why-join"
        title={t("page.whyJoin", { brand: siteConfig.name })}
        className="mx-auto w-full max-w-6xl px-4 py-12"
        headingClassName="text-center text-2xl font-bold tracking-tight sm:text-3xl"
      >
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <CardHeader>
                  <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <CardTitle>
                    <h3 className="text-lg">{t(`page.benefits.${key}.title`)}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground">{t(`page.benefits.${key}.text`)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </LabelledSection>

      <section aria-labelledby="looking-for" className="bg-muted/50">
        <div className="mx-auto w-full max-w-3xl px-4 py-12">
          <h2 id="looking-for" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            {t("page.lookingFor")}
          </h2>
          <ul className="mt-8 space-y-3">
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement} className="flex items-start gap-3 rounded-lg border bg-background p-4">
                <CheckCircle2Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{t(`page.requirements.${requirement}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <LabelledSection
        id="get-started"
        title={t("page.getStarted")}
        className="mx-auto w-full max-w-3xl px-4 py-12 text-center"
        headingClassName="text-2xl font-bold tracking-tight sm:text-3xl"
      >
        <p className="mt-3 text-muted-foreground">{t("page.getStartedText")}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ScrollToFormButton targetId={FORM_ID}>{t("page.applyNow")}</ScrollToFormButton>
          <Button asChild size="lg" variant="outline" className="min-h-11 w-full sm:w-auto">
            <PageLink href="/contractor/login">
              <LogInIcon aria-hidden />
              {t("page.login")}
            </PageLink>
          </Button>
        </div>
      </LabelledSection>

      <section
        id={FORM_ID}
        aria-labelledby={`${FORM_ID}-title`}
        className="mx-auto w-full max-w-3xl scroll-mt-20 px-4"
      >
        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2 id={`${FORM_ID}-title`} className="text-2xl font-bold tracking-tight">
                {t("page.formTitle")}
              </h2>
            </CardTitle>
            <CardDescription>{t("page.required")}</CardDescription>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            {locale === "en" ? (
              <RegistrationForm />
            ) : (
              <RegistrationForm
                language={locale}
                texts={registrationTexts(locale)}
                validation={validationLookup(
                  CATALOGUES.en.registrationValidation,
                  CATALOGUES[locale].registrationValidation,
                )}
              />
            )}
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
