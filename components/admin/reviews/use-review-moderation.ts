"use client";

import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useAdminApi } from "../admin-api";
import { NETWORK_ERROR } from "../messages";
import type { ReviewAction } from "./review-card";
import { REVIEW_ADMIN_MESSAGES, reviewSubject, type AdminReview, type ReviewChange } from "./review-list";

const WORDS: Record<ReviewAction, { done: string; failed: string; after: (subject: string) => string }> = {
  publish: {
    done: REVIEW_ADMIN_MESSAGES.published,
    failed: REVIEW_ADMIN_MESSAGES.publishFailed,
    after: (subject) => `The ${subject} is on the site now.`,
  },
  hide: {
    done: REVIEW_ADMIN_MESSAGES.hidden,
    failed: REVIEW_ADMIN_MESSAGES.hideFailed,
    after: (subject) => `The ${subject} is no longer on the site.`,
  },
};

const without = <T>(map: Record<string, T>, id: string) => {
  const { [id]: _gone, ...rest } = map;
  return rest;
};

/**
 * Publish and Hide: the request, its progress per review, a toast either way, and the server's
 * refusal kept on the review's card until its next action.
 */
export function useReviewModeration(onChanged: (review?: AdminReview) => void) {
  const api = useAdminApi();
  const [busy, setBusy] = useState<Record<string, ReviewAction>>({});
  const [failures, setFailures] = useState<Record<string, string>>({});

  const run = useCallback(
    async (review: AdminReview, action: ReviewAction) => {
      const words = WORDS[action];
      setBusy((current) => ({ ...current, [review.id]: action }));
      setFailures((current) => without(current, review.id));
      const result = await api.send<ReviewChange>("POST", `/api/admin/reviews/${review.id}/${action}`);
      setBusy((current) => without(current, review.id));
      if (result.sessionEnded) return;
      if (result.ok && result.data?.review) {
        toast.success(words.done, { description: words.after(reviewSubject(review)) });
        onChanged(result.data.review);
        return;
      }
      const message = result.error ?? NETWORK_ERROR;
      setFailures((current) => ({ ...current, [review.id]: message }));
      toast.error(words.failed, { description: message });
      // Gone (another moderator, a cleanup): the page shown is out of date.
      if (result.status === 404) onChanged();
    },
    [api, onChanged],
  );

  return { busy, failures, run };
}
