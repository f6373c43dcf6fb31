"use client";

import { StarIcon } from "lucide-react";
import { ReviewCard } from "@/components/content/review-card";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import { NETWORK_ERROR } from "@/components/api/client";
import { BUSINESS_TIME_ZONE } from "@/lib/scheduling/dates.shared";
import type { PainterReviewSummaryDto } from "@/lib/reviews/painter";
import { useContractorResource } from "./contractor-api";

export const REVIEWS_URL = "/api/contractor/reviews";

export const NO_REVIEWS_TEXT =
  "No published reviews yet. After each completed job we ask the customer for a review; it shows here once we have published it.";

const isSummary = (data: unknown): data is PainterReviewSummaryDto =>
  typeof data === "object" &&
  data !== null &&
  typeof (data as PainterReviewSummaryDto).count === "number" &&
  Array.isArray((data as PainterReviewSummaryDto).recent);

const publishedOn = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

function publishedText(iso: string | null): string | undefined {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? `Published ${publishedOn.format(date)}` : undefined;
}

/** "12 reviews", "1 review" */
export const reviewCountText = (count: number) =>
  `${count.toLocaleString("en-US")} review${count === 1 ? "" : "s"}`;

/** "4.8 out of 5": one decimal always, as the public pages show an average. */
export const averageText = (average: number) => `${average.toFixed(1)} out of 5`;

function AverageFigure({ average, count }: { average: number; count: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl border bg-card p-3 shadow-sm sm:p-4">
        <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          Average rating
          <StarIcon aria-hidden className="size-4 fill-current text-amber-500" />
        </dt>
        <dd className="text-xl font-bold tabular-nums sm:text-2xl">{averageText(average)}</dd>
      </div>
      <div className="rounded-xl border bg-card p-3 shadow-sm sm:p-4">
        <dt className="text-sm text-muted-foreground">Published reviews</dt>
        <dd className="text-xl font-bold tabular-nums sm:text-2xl">{reviewCountText(count)}</dd>
      </div>
    </dl>
  );
}

/**
 * The painter's own published reviews: their average, how many, and the newest few with the
 * business's reply, exactly as the public sees them. Loads when first shown.
 */
export function ReviewsSection() {
  const { resource, reload } = useContractorResource<PainterReviewSummaryDto>(REVIEWS_URL, {
    accept: isSummary,
  });

  // A failed reload keeps the reviews on screen; the error shows only when there are none yet.
  const data = resource.data;
  if (!data && resource.status === "error") {
    return (
      <LoadError onRetry={() => void reload()} retryLabel="Try Again">
        <p className="text-sm text-destructive">
          Your reviews could not be loaded. {resource.error ?? NETWORK_ERROR}
        </p>
      </LoadError>
    );
  }
  if (!data) {
    return (
      <LoadingState
        label="Loading your reviews…"
        skeletons={["h-20 w-full", "h-40 w-full"]}
        className="space-y-3"
      />
    );
  }
  const { average, count, recent } = data;
  return (
    <section aria-labelledby="my-reviews" className="space-y-4">
      <div>
        <h2 id="my-reviews" className="text-lg font-semibold">
          My Reviews
        </h2>
        <p className="text-sm text-muted-foreground">
          What customers say about your work, as the site shows it. Only published reviews count.
        </p>
      </div>
      {count === 0 || average === null ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {NO_REVIEWS_TEXT}
        </p>
      ) : (
        <>
          <AverageFigure average={average} count={count} />
          <h3 className="font-semibold">Latest reviews</h3>
          <ul className="space-y-3">
            {recent.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  rating={review.rating}
                  text={review.text}
                  author={review.author}
                  detail={publishedText(review.publishedAt)}
                  reply={review.reply}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
