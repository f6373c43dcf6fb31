import type { ReactNode } from "react";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import type { Crumb } from "@/lib/seo/structured-data";

/**
 * The top of a cost-guide page: the breadcrumb, and the hero with `title` and `children` (the
 * introduction) above a Get Quote button. The page renders costGuideJsonLd beside it.
 */
export function CostGuideHead({
  locale,
  crumbs,
  title,
  children,
}: {
  locale: Locale;
  crumbs: readonly Crumb[];
  title: ReactNode;
  children: ReactNode;
}) {
  const t = getT(locale, "localFacts");
  return (
    <>
      <Breadcrumbs crumbs={crumbs} label={t("breadcrumb")} />
      <section aria-labelledby="cost-title" className="px-4 pt-8 pb-12">
        <div className="mx-auto max-w-6xl">
          <h1
            id="cost-title"
            className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {title}
          </h1>
          {children}
          <div className="mt-8">
            <GetQuoteButton size="lg">{t("getQuote")}</GetQuoteButton>
          </div>
        </div>
      </section>
    </>
  );
}
