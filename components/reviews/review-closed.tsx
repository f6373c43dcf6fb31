import { PageLink } from "@/components/site/page-link";
import { AlertCircle } from "@/components/ui/static-icons/circle-exclamation-point";
import { StarRating } from "@/components/content/star-rating";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import type { ReviewDto } from "@/lib/reviews/serialize";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { ReviewHeading, type ReviewJob } from "./review-heading";

interface ReviewClosedProps extends ReviewJob {
  /** Why the review cannot be written or changed now (REVIEW_MESSAGES). */
  refusal: string;
  review: ReviewDto | null;
  /** The page's language (a server component: its texts come from the server's catalogue). */
  locale?: Locale;
}

/** A job that cannot be reviewed (cancelled, not completed) or a review already published: no form. */
export function ReviewClosed({ refusal, review, locale = "en", ...job }: ReviewClosedProps) {
  const t = getT(locale, "reviewPage");
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
        {review && <SubmittedReview review={review} locale={locale} />}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <PageLink href={localizedPath(locale, "/")}>{t("returnHome")}</PageLink>
        </Button>
      </CardFooter>
    </Card>
  );
}

function SubmittedReview({ review, locale }: { review: ReviewDto; locale: Locale }) {
  const t = getT(locale, "reviewPage");
  return (
    <section aria-labelledby="submitted-review" className="space-y-3">
      <h2 id="submitted-review" className="text-lg font-semibold">
        {t("yourReview")}
      </h2>
      <StarRating rating={review.rating} className="items-center" />
      {review.text && (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.text}</p>
      )}
      {review.photos.length > 0 && (
        <ul aria-label={t("yourPhotos")} className="flex flex-wrap gap-2">
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              {/* Served by our own upload route, which next/image's optimiser does not fetch from. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={photo.url}
                alt={t("photoOfReview", { number: i + 1 })}
                className="size-20 rounded-md border object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">{t("shownAs", { author: review.author })}</p>
      {review.reply && (
        <div className="rounded-md bg-muted/60 p-3 text-sm">
          <p className="font-semibold">{t("ourReply")}</p>
          <p className="mt-1 break-words text-muted-foreground">{review.reply}</p>
        </div>
      )}
    </section>
  );
}
