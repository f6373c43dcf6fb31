import type { Metadata } from "next";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { ReviewClosed } from "@/components/reviews/review-closed";
import { ReviewForm } from "@/components/reviews/review-form";
import { localizeReviewText } from "@/components/reviews/review-texts";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { clientMessages } from "@/lib/i18n/catalogue";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { loadReviewForToken } from "@/lib/reviews/reviews";
import { REVIEW_MESSAGES } from "@/lib/validations/review-rules.shared";

export function reviewMetadata(locale: Locale): Metadata {
  return {
    title: getT(locale, "reviewPage")("metaTitle"),
    robots: { index: false, follow: false },
    // The token in the address must not leak to other sites.
    referrer: "no-referrer",
  };
}

/** The 403 of a tampered, expired or unknown link becomes the cancel link's page; other failures stay errors. */
async function loadOrInvalid(token: string) {
  try {
    return await loadReviewForToken(db, token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/** "Friday, May 8" as the review e-mail names the day; in Spanish "viernes, 8 de mayo". */
function jobDay(locale: Locale, jobDate: string, englishLabel: string): string {
  if (locale === "en") return englishLabel;
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return format.format(new Date(`${jobDate}T00:00:00Z`));
}

/** The review link of the completion e-mail in one language: no login, the signed token is the only credential. */
export async function ReviewPage({ locale, token }: { locale: Locale; token: string }) {
  const t = getT(locale, "reviewPage");
  const data = await loadOrInvalid(token);
  const job = data && {
    painterFirstName: data.painterFirstName,
    jobDateLabel: jobDay(locale, data.jobDate, data.jobDateLabel),
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <IntlProvider locale={locale} messages={clientMessages(locale, ["reviewPage"])}>
        {!data || !job ? (
          <InvalidLinkCard locale={locale} text={t("invalidLinkText")} />
        ) : data.editable ? (
          <ReviewForm token={token} {...job} review={data.review} />
        ) : (
          <ReviewClosed
            locale={locale}
            {...job}
            refusal={localizeReviewText(t, data.refusal ?? REVIEW_MESSAGES.alreadyPublished)}
            review={data.review}
          />
        )}
      </IntlProvider>
    </div>
  );
}
