import { PageLink } from "@/components/site/page-link";
import { AlertCircle } from "@/components/ui/static-icons/circle-exclamation-point";
import { StarRating } from "@/components/content/star-rating";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import type { ReviewDto } from "@/lib/reviews/serialize";
import { ReviewHeading, type ReviewJob } from "./review-heading";

interface ReviewClosedProps extends ReviewJob {
  /** Why the review cannot be written or changed now (REVIEW_MESSAGES). */
  refusal: string;
  review: ReviewDto | null;
}

/** A job that cannot be reviewed (cancelled, not completed) or a review already published: no form. */
export function ReviewClosed({ refusal, review, ...job }: ReviewClosedProps) {
  return (
    <Card>
      <ReviewHeading {...job} />
      <CardContent className="space-y-6">
        <p
          data-testid="review-refusal"
          className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm font-medium"
        >
          <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden />
          {refusal}
        </p>
        {review && <SubmittedReview review={review} />}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <PageLink href="/">Return Home</PageLink>
        </Button>
      </CardFooter>
    </Card>
  );
}

function SubmittedReview({ review }: { review: ReviewDto }) {
  return (
    <section aria-labelledby="submitted-review" className="space-y-3">
      <h2 id="submitted-review" className="text-lg font-semibold">
        Your review
      </h2>
      <StarRating rating={review.rating} className="items-center" />
      {review.text && (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.text}</p>
      )}
      {review.photos.length > 0 && (
        <ul aria-label="Your photos" className="flex flex-wrap gap-2">
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              {/* Served by our own upload route, which next/image's optimiser does not fetch from. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={photo.url}
                alt={`Photo ${i + 1} of your review`}
                className="size-20 rounded-md border object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">Shown as {review.author}</p>
      {review.reply && (
        <div className="rounded-md bg-muted/60 p-3 text-sm">
          <p className="font-semibold">Our reply</p>
          <p className="mt-1 break-words text-muted-foreground">{review.reply}</p>
        </div>
      )}
    </section>
  );
}
