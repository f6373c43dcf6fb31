import { formatPublishedOn } from "@/components/content/published-on";
import { ReviewCard } from "@/components/content/review-card";
import { shownAverage, type PublishedReviews } from "@/lib/reviews/display.shared";

/**
 * The published reviews of a location page's county: fresh local words for visitors and search
 * engines. Nothing at all while the county has none.
 */
export function CountyReviews({ county, published }: { county: string; published: PublishedReviews }) {
  if (published.latest.length === 0) return null;
  const average = shownAverage(published.stats);
  const count = published.stats.count;
  return (
    <section aria-labelledby="county-reviews-title" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="county-reviews-title" className="text-3xl font-bold tracking-tight text-balance">
          Reviews from {county} County
        </h2>
        <p className="mt-3 mb-8 max-w-2xl text-lg text-muted-foreground">
          {average
            ? `Rated ${average} out of 5 from ${count.toLocaleString("en-US")} reviews by homeowners in ${county} County.`
            : `What homeowners in ${county} County said after their painting jobs.`}
        </p>
        <ul className="grid gap-6 md:grid-cols-3">
          {published.latest.map((review) => (
            <li key={review.id}>
              <ReviewCard
                rating={review.rating}
                text={review.text}
                author={review.author}
                detail={formatPublishedOn(review.publishedOn)}
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
