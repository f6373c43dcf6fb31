import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { Calculator } from "@/components/ui/static-icons/calculator";
import { CalendarCheck } from "@/components/ui/static-icons/calendar-check";
import { Handshake } from "@/components/ui/static-icons/handshake";
import { HeartHandshake } from "@/components/ui/static-icons/heart-handshake";
import { Home } from "@/components/ui/static-icons/house";
import { MapPinned } from "@/components/ui/static-icons/map-pinned";
import { ShieldCheck } from "@/components/ui/static-icons/shield-check";
import { Smartphone } from "@/components/ui/static-icons/smartphone";
import { Sparkles } from "@/components/ui/static-icons/sparkles";
import { ContentSection } from "@/components/content/content-section";
import { FeatureGrid } from "@/components/content/feature-grid";
import { PageHeader } from "@/components/content/page-header";
import { ClosingCta } from "@/components/home/closing-cta";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { getT } from "@/lib/i18n/server";
import { pageMetadata } from "@/lib/seo";
import { siteConfig } from "@/lib/site.shared";

export function aboutMetadata(locale: Locale): Metadata {
  const t = getT(locale, "about");
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/about", locale });
}

const INNOVATIONS = [
  { icon: Calculator, key: "pricing" },
  { icon: MapPinned, key: "matching" },
  { icon: CalendarCheck, key: "scheduling" },
  { icon: Smartphone, key: "selfService" },
] as const;

const VALUES = [
  { icon: Handshake, key: "honest" },
  { icon: Sparkles, key: "craft" },
  { icon: Home, key: "respect" },
  { icon: HeartHandshake, key: "fair" },
] as const;

/** The About page (app/(en)/about, app/es/about). */
export function AboutPage({ locale }: { locale: Locale }) {
  const t = getT(locale, "about");
  const innovations = INNOVATIONS.map(({ icon, key }) => ({
    icon,
    title: t(`innovations.${key}.title`),
    text: t(`innovations.${key}.text`),
  }));
  const values = VALUES.map(({ icon, key }) => ({
    icon,
    title: t(`values.${key}.title`),
    text: t(`values.${key}.text`),
  }));
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title", { name: siteConfig.name })}>
        <p>{t("lead")}</p>
      </PageHeader>

      <section aria-labelledby="story-title" className="px-4 py-16">
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed">
          <h2 id="story-title" className="text-3xl font-bold tracking-tight">
            {t("storyTitle")}
          </h2>
          <p>{t("story1")}</p>
          <p>{t("story2")}</p>
          <p>{t("story3", { projects: siteConfig.stats.projects, rating: siteConfig.stats.rating })}</p>
        </div>
      </section>

      <ContentSection
        id="innovation-title"
        title={t("innovationTitle")}
        tone="muted"
        intro={t("innovationIntro")}
      >
        <FeatureGrid features={innovations} mark="icon" className="grid gap-6 sm:grid-cols-2" />
      </ContentSection>

      <ContentSection id="values-title" title={t("valuesTitle")}>
        <FeatureGrid
          features={values}
          mark="large-icon"
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
        <p className="mt-10 flex items-start gap-3 rounded-xl bg-primary/5 p-6 text-sm">
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {t.rich("painters", {
              link: (chunks) => (
                <PageLink
                  href={sitePath(locale, "/become-painter")}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {chunks}
                </PageLink>
              ),
            })}
          </span>
        </p>
      </ContentSection>

      <ClosingCta locale={locale} />
    </>
  );
}
