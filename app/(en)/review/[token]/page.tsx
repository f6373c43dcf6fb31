import type { Metadata } from "next";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { ReviewClosed } from "@/components/reviews/review-closed";
import { ReviewForm } from "@/components/reviews/review-form";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { loadReviewForToken } from "@/lib/reviews/reviews";
import { REVIEW_MESSAGES } from "@/lib/validations/review-rules.shared";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Review Your Painting Job",
  robots: { index: false, follow: false },
  // The token in the address must not leak to other sites.
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

/** The 403 of a tampered, expired or unknown link becomes the cancel link's page; other failures stay errors. */
async function loadOrInvalid(token: string) {
  try {
    return await loadReviewForToken(db, token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/** The review link of the completion e-mail: no login, the signed token is the only credential. */
export default async function ReviewPage({ params }: Props) {
  const { token } = await params;
  const data = await loadOrInvalid(token);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      {!data ? (
        <InvalidLinkCard text={REVIEW_MESSAGES.invalidLinkText} />
      ) : data.editable ? (
        <ReviewForm
          token={token}
          painterFirstName={data.painterFirstName}
          jobDateLabel={data.jobDateLabel}
          review={data.review}
        />
      ) : (
        <ReviewClosed
          painterFirstName={data.painterFirstName}
          jobDateLabel={data.jobDateLabel}
          refusal={data.refusal ?? REVIEW_MESSAGES.alreadyPublished}
          review={data.review}
        />
      )}
    </div>
  );
}
