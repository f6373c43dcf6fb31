import type { Metadata } from "next";
import { faqEntries } from "@/app/(en)/faq/questions";
import { PageLink } from "@/components/site/page-link";
import { ChevronDown } from "@/components/ui/static-icons/chevron-down";
import { Mail } from "@/components/ui/static-icons/mail";
import { Phone } from "@/components/ui/static-icons/phone";
import { LabelledSection } from "@/components/content/content-section";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { formatHoursIn } from "@/lib/i18n/hours.shared";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { getT } from "@/lib/i18n/server";
import { faqPageJsonLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { siteConfig } from "@/lib/site.shared";

export function faqMetadata(locale: Locale): Metadata {
  const t = getT(locale, "faq");
  return pageMetadata({ title: t("metaTitle"), path: "/faq", description: t("metaDescription"), locale });
}

/**
 * The FAQ (app/(en)/faq, app/es/faq). The accordion is made of native <details> elements sharing
 * one name: the browser keeps one item open at a time, a second click closes it again, it works with
 * the keyboard (Tab, Enter or Space) and it needs no JavaScript at all. The FAQPage markup is built
 * from the same entries, in the page's language.
 */
export function FaqPage({ locale }: { locale: Locale }) {
  const t = getT(locale, "faq");
  const entries = faqEntries(locale);
  return (
    <>
      <JsonLd data={faqPageJsonLd(entries)} />
      <div className="mx-auto max-w-3xl px-4 py-16">
        <header className="mb-10 text-center">
          <h1 className="text-4xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{t("intro")}</p>
        </header>

        <div className="rounded-xl border bg-card px-4 shadow-sm sm:px-6" data-testid="faq-accordion">
          {entries.map((entry, i) => (
            <details key={entry.question} name="faq" className="group border-b last:border-b-0">
              <summary
                id={`faq-${i + 1}`}
                className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden"
              >
                <span className="text-base">{entry.question}</span>
                <ChevronDown
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-4 text-sm leading-relaxed text-muted-foreground">{entry.answer}</p>
            </details>
          ))}
        </div>

        <LabelledSection
          id="faq-contact-title"
          title={t("contactTitle")}
          className="mt-12 rounded-xl bg-muted/60 p-6 text-center"
          headingClassName="text-xl font-semibold"
        >
          <p className="mt-2 text-muted-foreground">
            {t.rich("contactText", {
              hours: formatHoursIn(
                locale,
                siteConfig.businessHours.opens,
                siteConfig.businessHours.closes,
                locale === "en" ? " to " : " a ",
              ),
              link: (chunks) => (
                <PageLink
                  href={sitePath(locale, "/color-consultation")}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {chunks}
                </PageLink>
              ),
            })}
          </p>
          <div className="mt-5 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <a
              href={siteConfig.phoneHref}
              className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              {siteConfig.phone}
            </a>
            <a
              href={`mailto:${siteConfig.email}`}
              className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              {siteConfig.email}
            </a>
          </div>
          <div className="mt-6">
            <GetQuoteButton size="lg" locale={locale}>
              {getT(locale, "site")("getQuote")}
            </GetQuoteButton>
          </div>
        </LabelledSection>
      </div>
    </>
  );
}
