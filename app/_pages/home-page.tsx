import type { Metadata } from "next";
import { ClosingCta } from "@/components/home/closing-cta";
import { CommercialContact, type CommercialInquiryTexts } from "@/components/home/commercial-contact";
import { Hero } from "@/components/home/hero";
import { HowItWorks } from "@/components/home/how-it-works";
import { Reviews, showsPublishedReviews } from "@/components/home/reviews";
import { Services } from "@/components/home/services";
import { StyleQuizBanner } from "@/components/home/style-quiz-banner";
import { TrustBadges } from "@/components/home/trust-badges";
import { WorkGallery } from "@/components/home/work-gallery";
import { db } from "@/lib/db";
import { getT } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { CATALOGUES } from "@/lib/i18n/catalogue";
import { validationLookup } from "@/lib/i18n/validation.shared";
import { HOME_REVIEWS_SHOWN, NO_REVIEWS, shownAverage } from "@/lib/reviews/display.shared";
import { orWithoutReviews, publishedReviews } from "@/lib/reviews/public";
import { homeBusinessJsonLd, pageMetadata, websiteJsonLd } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";

export function homeMetadata(locale: Locale): Metadata {
  return pageMetadata({ description: getT(locale, "site")("description"), path: "/", locale });
}

/**
 * The commercial form's words for a page in `locale`: none for English (the form's own default), else
 * that language's texts and the Spanish of the schema's messages, handed to the client form as props.
 */
function commercialFormTexts(locale: Locale): CommercialInquiryTexts | undefined {
  if (locale === "en") return undefined;
  return {
    ...CATALOGUES[locale].commercialInquiry,
    validation: validationLookup(CATALOGUES.en.commercialValidation, CATALOGUES[locale].commercialValidation),
  };
}

/**
 * The home page (docs/product.md §2 "Home page") in one language: app/(en)/page.tsx and
 * app/es/page.tsx. `?quote=true` opening the quote wizard is handled by the QuoteWizardProvider in
 * the root layout; the Get Quote buttons (GetQuoteButton) open it in place.
 */
export async function HomePage({ locale }: { locale: Locale }) {
  const published = await orWithoutReviews(
    publishedReviews(db, undefined, { take: HOME_REVIEWS_SHOWN, withText: true }),
    NO_REVIEWS,
    "home page",
  );
  // The reviews are marked up only when the page shows them (the Reviews section's own rule).
  const translated =
    locale === "en"
      ? undefined
      : {
          path: localizedPath(locale, "/"),
          language: locale,
          description: getT(locale, "site")("description"),
        };
  const reviews = showsPublishedReviews(published)
    ? { shown: published.latest, count: published.stats.count, average: shownAverage(published.stats) }
    : undefined;
  return (
    <>
      <JsonLd
        data={[homeBusinessJsonLd(reviews, undefined, translated), websiteJsonLd(undefined, translated)]}
      />
      <Hero locale={locale} />
      <TrustBadges stats={published.stats} locale={locale} />
      <HowItWorks locale={locale} />
      <Services locale={locale} />
      <StyleQuizBanner locale={locale} />
      <WorkGallery locale={locale} />
      <Reviews published={published} locale={locale} />
      <ClosingCta locale={locale} />
      <CommercialContact locale={locale} form={commercialFormTexts(locale)} />
    </>
  );
}
