import { formatPublishedOn } from "@/components/content/published-on";
import { ReviewCard } from "@/components/content/review-card";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import { spanishPublishedOn } from "@/lib/locations/dates.shared";
import { shownAverage, type PublishedReviews } from "@/lib/reviews/display.shared";

/**
 * The published reviews of a location page's county: fresh local words for visitors and search
 * engines (their texts as their authors wrote them, in either language). Nothing at all while the
 * county has none. `county` is the county's name in `locale` ("Filadelfia").
 */
export function CountyReviews({
  locale = "en",
  county,
  published,
}: {
  locale?: Locale;
  county: string;
  published: PublishedReviews;
}) {
  if (published.latest.length === 0) return null;
  const t = getT(locale, "localFacts");
  const average = shownAverage(published.stats);
  const count = published.stats.count;
  const publishedOn = locale === "en" ? formatPublishedOn : spanishPublishedOn;
  return (
    <section aria-labelledby="county-reviews-title" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="county-reviews-title" className="text-3xl font-bold tracking-tight text-balance">
          {t("reviews.title", { county })}
        </h2>
        <p className="mt-3 mb-8 max-w-2xl text-lg text-muted-foreground">
          {average
            ? t("reviews.rated", { average, count: count.toLocaleString("en-US"), county })
            : t("reviews.said", { county })}
        </p>
        <ul className="grid gap-6 md:grid-cols-3">
          {published.latest.map((review) => (
            <li key={review.id}>
              <ReviewCard
                rating={review.rating}
                text={review.text}
                author={review.author}
                detail={publishedOn(review.publishedOn)}
                reply={review.reply}
                photos={review.photos}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
