"use client";

import { StarIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { ReviewCard } from "@/components/content/review-card";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import { BUSINESS_TIME_ZONE } from "@/lib/scheduling/dates.shared";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales.shared";
import { usePortalFormat } from "../i18n/use-portal-format";
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

const publishedOn = (locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: BUSINESS_TIME_ZONE,
  });
const PUBLISHED_ON = { en: publishedOn("en"), es: publishedOn("es") };

/** "December 5, 2026" / "5 de diciembre de 2026", or nothing for a missing date. */
function publishedDate(iso: string | null, locale: Locale): string | undefined {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? PUBLISHED_ON[locale].format(date) : undefined;
}

/** "12 reviews", "1 review" */
export const reviewCountText = (count: number) =>
  `${count.toLocaleString("en-US")} review${count === 1 ? "" : "s"}`;

/** "4.8 out of 5": one decimal always, as the public pages show an average. */
export const averageText = (average: number) => `${average.toFixed(1)} out of 5`;

function AverageFigure({ average, count }: { average: number; count: number }) {
  const t = useTranslations("portal.reviews");
  const english = usePortalFormat().locale === "en";
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl border bg-card p-3 shadow-sm sm:p-4">
        <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          {t("averageLabel")}
          <StarIcon aria-hidden className="size-4 fill-current text-amber-500" />
        </dt>
        <dd className="text-xl font-bold tabular-nums sm:text-2xl">
          {english ? averageText(average) : t("average", { average: average.toFixed(1) })}
        </dd>
      </div>
      <div className="rounded-xl border bg-card p-3 shadow-sm sm:p-4">
        <dt className="text-sm text-muted-foreground">{t("publishedLabel")}</dt>
        <dd className="text-xl font-bold tabular-nums sm:text-2xl">
          {english ? reviewCountText(count) : t("count", { count })}
        </dd>
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
  const t = useTranslations("portal.reviews");
  const tShared = useTranslations("portal.shared");
  const networkError = useTranslations("portal.toasts")("networkError");
  const { locale } = usePortalFormat();
  const publishedText = (iso: string | null) => {
    const date = publishedDate(iso, locale);
    return date && t("published", { date });
  };

  // A failed reload keeps the reviews on screen; the error shows only when there are none yet.
  const data = resource.data;
  if (!data && resource.status === "error") {
    return (
      <LoadError onRetry={() => void reload()} retryLabel={tShared("tryAgain")}>
        <p className="text-sm text-destructive">
          {t("loadFailed", { error: resource.error ?? networkError })}
        </p>
      </LoadError>
    );
  }
  if (!data) {
    return (
      <LoadingState label={t("loading")} skeletons={["h-20 w-full", "h-40 w-full"]} className="space-y-3" />
    );
  }
  const { average, count, recent } = data;
  return (
    <section aria-labelledby="my-reviews" className="space-y-4">
      <div>
        <h2 id="my-reviews" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      {count === 0 || average === null ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t("none")}
        </p>
      ) : (
        <>
          <AverageFigure average={average} count={count} />
          <h3 className="font-semibold">{t("latest")}</h3>
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
