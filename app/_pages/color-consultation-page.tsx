import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { ArrowRight } from "@/components/ui/static-icons/arrow-right";
import { Lightbulb } from "@/components/ui/static-icons/lightbulb";
import { Moon } from "@/components/ui/static-icons/moon";
import { Palette } from "@/components/ui/static-icons/palette";
import { Sun } from "@/components/ui/static-icons/sun";
import { CheckList } from "@/components/content/check-list";
import { ContentSection } from "@/components/content/content-section";
import { FeatureGrid } from "@/components/content/feature-grid";
import { PageHeader } from "@/components/content/page-header";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Button } from "@/components/ui/button";
import { formatHoursIn } from "@/lib/i18n/hours.shared";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { getT } from "@/lib/i18n/server";
import { TIME_SLOT_TABLE } from "@/lib/scheduling/time-slots.shared";
import { pageMetadata } from "@/lib/seo";

export function colorConsultationMetadata(locale: Locale): Metadata {
  const t = getT(locale, "colorConsultation");
  return pageMetadata({
    title: t("metaTitle"),
    path: "/color-consultation",
    description: t("metaDescription"),
    locale,
  });
}

const STEPS = ["request", "evening", "samples", "paint"] as const;

const CONSIDERATIONS = [
  { icon: Sun, key: "light" },
  { icon: Lightbulb, key: "bulbs" },
  { icon: Palette, key: "stays" },
  { icon: Moon, key: "use" },
] as const;

const GOOD_TO_KNOW = ["anyRoom", "ownPaint", "sureRooms", "reschedule"] as const;

/** The colour consultation page (app/(en)/color-consultation, app/es/color-consultation). */
export function ColorConsultationPage({ locale }: { locale: Locale }) {
  const t = getT(locale, "colorConsultation");
  const hours = formatHoursIn(locale, ...TIME_SLOT_TABLE.evening.customerWindow);
  const steps = STEPS.map((key) => ({
    title: t(`steps.${key}.title`),
    text: t(`steps.${key}.text`, { hours }),
  }));
  const considerations = CONSIDERATIONS.map(({ icon, key }) => ({
    icon,
    title: t(`considerations.${key}.title`),
    text: t(`considerations.${key}.text`),
  }));
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("lead")}</p>
      </PageHeader>

      <ContentSection id="consult-how-title" title={t("howTitle")} width="5xl">
        <FeatureGrid features={steps} mark="number" ordered className="grid gap-6 md:grid-cols-2" />
      </ContentSection>

      <ContentSection
        id="consult-what-title"
        title={t("whatTitle")}
        tone="muted"
        width="5xl"
        intro={t("whatIntro")}
      >
        <FeatureGrid features={considerations} mark="icon" quiet className="grid gap-6 sm:grid-cols-2" />
      </ContentSection>

      <ContentSection id="consult-good-title" title={t("goodTitle")} width="3xl" tightHeading>
        <CheckList items={GOOD_TO_KNOW.map((key) => t(`good.${key}`))} className="space-y-3" />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <GetQuoteButton size="lg" locale={locale}>
            {getT(locale, "site")("getQuote")}
          </GetQuoteButton>
          <Button asChild size="lg" variant="outline">
            <PageLink href={sitePath(locale, "/style-quiz")}>
              {t("quizFirst")}
              <ArrowRight aria-hidden="true" />
            </PageLink>
          </Button>
        </div>
      </ContentSection>
    </>
  );
}
