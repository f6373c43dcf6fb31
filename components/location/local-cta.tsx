import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Button } from "@/components/ui/button";
import { Phone } from "@/components/ui/static-icons/phone";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import { siteConfig } from "@/lib/site.shared";

/**
 * The closing call to action of the local pages (location pages and cost guides), in either
 * language: the home page's ClosingCta (components/home/closing-cta.tsx) with its words from the
 * catalogue. `hours` is the business hours as the language writes them.
 */
export function LocalCta({
  locale,
  id,
  title,
  text,
  hours,
}: {
  locale: Locale;
  id: string;
  title: string;
  text: string;
  hours: string;
}) {
  const t = getT(locale, "localFacts");
  return (
    <section aria-labelledby={id} className="px-4 py-16">
      <div className="mx-auto max-w-4xl rounded-2xl border bg-gradient-to-br from-primary/10 via-background to-primary/5 px-6 py-12 text-center shadow-sm">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <GetQuoteButton size="lg">{t("getQuote")}</GetQuoteButton>
          <Button asChild size="lg" variant="outline">
            <a href={siteConfig.phoneHref}>
              <Phone aria-hidden="true" />
              {t("cta.call", { phone: siteConfig.phone })}
            </a>
          </Button>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{t("cta.hours", { hours })}</p>
      </div>
    </section>
  );
}
