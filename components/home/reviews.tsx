import { ReviewCard } from "@/components/content/review-card";
import { HOME_REVIEWS_SHOWN, shownAverage, type PublishedReviews } from "@/lib/reviews/display.shared";
import { siteConfig } from "@/lib/site.shared";
import { formatPublishedOn } from "@/components/content/published-on";
import { HomeSection } from "./section-heading";

/** The standing testimonials, shown until HOME_REVIEWS_SHOWN real reviews with words are published. */
const STANDING_REVIEWS = [
  {
    quote:
      "Our 1920s rowhome has plaster walls with a century of patches. The quote came in under two minutes, the painter showed up on the day I picked, skim-coated the worst cracks and the living room looks brand new.",
    name: "Maria G.",
    place: "Passyunk Square, Philadelphia",
    project: "Living room and stairwell",
  },
  {
    quote:
      "I compared the online price with two estimates I had from local companies and it was right in line — without anyone walking through the house. They moved the furniture, painted three bedrooms and cleaned up every evening.",
    name: "James and Priya T.",
    place: "Wayne, on the Main Line",
    project: "Three bedrooms and hallway",
  },
  {
    quote:
      "The colour consultation sold me. We went with a deep green for the dining room that I never would have picked myself, and the trim work around the original wainscoting is spotless.",
    name: "Ellen K.",
    place: "West Chester, Chester County",
    project: "Dining room with colour consultation",
  },
];

/**
 * Whether the home page lists real reviews (and marks them up) rather than the standing three;
 * `published` lists the latest HOME_REVIEWS_SHOWN with words.
 */
export const showsPublishedReviews = (published: PublishedReviews) =>
  published.latest.length >= HOME_REVIEWS_SHOWN;

function intro(published: PublishedReviews) {
  if (!showsPublishedReviews(published)) {
    return `Rated ${siteConfig.stats.rating.replace("/5", "")} out of 5 by homeowners across Philadelphia and its suburbs.`;
  }
  const average = shownAverage(published.stats);
  return average
    ? `Rated ${average} out of 5 from ${published.stats.count.toLocaleString("en-US")} reviews by homeowners across Philadelphia and its suburbs.`
    : "The latest reviews from homeowners across Philadelphia and its suburbs, written after their jobs.";
}

export function Reviews({ published }: { published: PublishedReviews }) {
  const real = showsPublishedReviews(published);
  return (
    <HomeSection
      titleId="reviews-title"
      eyebrow="Reviews"
      title="What our customers say"
      intro={intro(published)}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {real
          ? published.latest.slice(0, HOME_REVIEWS_SHOWN).map((review) => (
              <li key={review.id}>
                <ReviewCard
                  rating={review.rating}
                  text={review.text}
                  author={review.author}
                  detail={`${review.county} County · ${formatPublishedOn(review.publishedOn)}`}
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
                  detail={`${review.place} · ${review.project}`}
                />
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
