import { Star } from "lucide-react";
import { HomeSection } from "./section-heading";

const reviews = [
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

export function Reviews() {
  return (
    <HomeSection
      titleId="reviews-title"
      eyebrow="Reviews"
      title="What our customers say"
      intro="Rated 4.9 out of 5 by homeowners across Philadelphia and its suburbs."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.name}>
            <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
              <p className="mb-3 flex gap-0.5 text-amber-500" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                ))}
              </p>
              <blockquote className="mb-4 flex-1 text-sm leading-relaxed">
                <p>&ldquo;{review.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="block font-semibold">{review.name}</span>
                <span className="block text-muted-foreground">
                  {review.place} · {review.project}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
