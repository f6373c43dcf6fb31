import { ReviewCard, type ReviewCardLabels } from "@/components/content/review-card";
import { HOME_REVIEWS_SHOWN, shownAverage, type PublishedReviews } from "@/lib/reviews/display.shared";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site.shared";
import { SERVED_COUNTIES, type CountyName } from "@/lib/zips/index.shared";
import { formatPublishedOn } from "@/components/content/published-on";
import { HomeSection } from "./section-heading";

/**
 * The standing testimonials, in the customers' own words (the place and project are the catalogue's
 * `home.reviews.<key>`), shown until HOME_REVIEWS_SHOWN real reviews with words are published. */
const STANDING_REVIEWS = [
  {
    key: "maria",
    quote:
      "Our 1920s rowhome has plaster walls with a century of patches. The quote came in under two minutes, the painter showed up on the day I picked, skim-coated the worst cracks and the living room looks brand new.",
    name: "Maria G.",
  },
  {
    key: "jamesPriya",
    quote:
      "I compared the online price with two estimates I had from local companies and it was right in line — without anyone walking through the house. They moved the furniture, painted three bedrooms and cleaned up every evening.",
    name: "James and Priya T.",
  },
  {
    key: "ellen",
    quote:
      "The colour consultation sold me. We went with a deep green for the dining room that I never would have picked myself, and the trim work around the original wainscoting is spotless.",
    name: "Ellen K.",
  },
] as const;

/**
 * Whether the home page lists real reviews (and marks them up) rather than the standing three;
 * `published` lists the latest HOME_REVIEWS_SHOWN with words.
 */
export const showsPublishedReviews = (published: PublishedReviews) =>
  published.latest.length >= HOME_REVIEWS_SHOWN;

/** A county's name in `locale` ("Filadelfia"); a county the site does not serve keeps its own. */
function countyLabel(county: string, locale: Locale): string {
  const key = county.toLowerCase();
  return isServedCountyKey(key) ? getT(locale, "site")(`countyNames.${key}`) : county;
}

const isServedCountyKey = (key: string): key is Lowercase<CountyName> =>
  SERVED_COUNTIES.some((county) => county.toLowerCase() === key);

/** The review cards' own words in `locale` (home.reviewCard). */
export function reviewCardLabels(locale: Locale): ReviewCardLabels {
  const t = getT(locale, "home");
  return {
    stars: (rating) => t("reviewCard.stars", { rating }),
    photos: t("reviewCard.photos"),
    photoAlt: (number, total, author) => t("reviewCard.photoAlt", { number, total, author }),
    reply: t("reviewCard.reply", { name: siteConfig.name }),
  };
}

function intro(published: PublishedReviews, locale: Locale) {
  const t = getT(locale, "home");
  if (!showsPublishedReviews(published)) {
    return t("reviews.introStanding", { rating: siteConfig.stats.rating.replace("/5", "") });
  }
  const average = shownAverage(published.stats);
  return average
    ? t("reviews.introAverage", {
        average,
        count: published.stats.count.toLocaleString(INTL_LOCALE[locale]),
      })
    : t("reviews.introLatest");
}

export function Reviews({ published, locale = "en" }: { published: PublishedReviews; locale?: Locale }) {
  const t = getT(locale, "home");
  const labels = reviewCardLabels(locale);
  const real = showsPublishedReviews(published);
  return (
    <HomeSection
      titleId="reviews-title"
      eyebrow={t("reviews.eyebrow")}
      title={t("reviews.title")}
      intro={intro(published, locale)}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {real
          ? published.latest.slice(0, HOME_REVIEWS_SHOWN).map((review) => (
              <li key={review.id}>
                <ReviewCard
                  rating={review.rating}
                  text={review.text}
                  author={review.author}
                  detail={t("reviews.detail", {
                    county: countyLabel(review.county, locale),
                    date: formatPublishedOn(review.publishedOn, locale),
                  })}
                  labels={labels}
                  reply={review.reply}
                  photos={review.photos}
                />
              </li>
            ))
          : STANDING_REVIEWS.map((review) => (
              <li key={review.name}>
                <ReviewCard
                  rating={5}
                  text={review.quote}
                  author={review.name}
                  detail={`${t(`reviews.${review.key}.place`)} · ${t(`reviews.${review.key}.project`)}`}
                  labels={labels}
                />
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
