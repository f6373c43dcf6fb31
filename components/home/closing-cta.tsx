import { Phone } from "@/components/ui/static-icons/phone";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Button } from "@/components/ui/button";
import { formatHoursIn } from "@/lib/i18n/hours.shared";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site.shared";

/**
 * The closing call to action shared by the home page, location pages and content pages, in the
 * page's language; `title` and `text` replace the home page's own (home.closingCta).
 */
export function ClosingCta({
  title,
  text,
  id = "closing-cta-title",
  locale = "en",
}: {
  title?: string;
  text?: string;
  id?: string;
  locale?: Locale;
}) {
  const t = getT(locale, "home");
  const hours = formatHoursIn(locale, siteConfig.businessHours.opens, siteConfig.businessHours.closes);
  return (
    <section aria-labelledby={id} className="px-4 py-16">
      <div className="mx-auto max-w-4xl rounded-2xl border bg-gradient-to-br from-primary/10 via-background to-primary/5 px-6 py-12 text-center shadow-sm">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
          {title ?? t("closingCta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{text ?? t("closingCta.text")}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <GetQuoteButton size="lg" locale={locale}>
            {getT(locale, "site")("getQuote")}
          </GetQuoteButton>
          <Button asChild size="lg" variant="outline">
            <a href={siteConfig.phoneHref}>
              <Phone aria-hidden="true" />
              {t("closingCta.call", { phone: siteConfig.phone })}
            </a>
          </Button>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{t("closingCta.hours", { hours })}</p>
      </div>
    </section>
  );
}
