"use client";

import { SendIcon } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadError } from "@/components/dashboard/list-state";
import { NETWORK_ERROR } from "../messages";
import { PagedList, usePagedList } from "../paged-list";
import { isFirstPage, previousPaging } from "../paging";
import { useOpenedOnce } from "../use-opened-once";
import { ReviewCard, type ReviewAction } from "./review-card";
import {
  EMPTY_TEXT,
  heldReasonLabel,
  REVIEW_ADMIN_MESSAGES,
  reviewsListUrl,
  type AdminReview,
  type ReviewFilter,
} from "./review-list";
import { ReviewStatusFilter } from "./review-status-filter";
import { useReviewModeration } from "./use-review-moderation";
import { SectionHeader } from "@/components/admin/back-office/section-header";

// The reply form (react-hook-form and zod) loads when first opened, not with the queue.
const ReplyDialog = lazy(() => import("./reply-dialog").then((m) => ({ default: m.ReplyDialog })));

/**
 * The moderation queue: customers' reviews newest first, a page at a time, filtered by
 * status; Publish, Hide and a public reply. It opens on Pending, the reviews waiting for a decision.
 */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewFilter>("pending");
  const [version, setVersion] = useState(0);
  const page = usePagedList<"reviews", AdminReview>({
    key: "reviews",
    url: (cursor) => reviewsListUrl(status, cursor),
    reloadKey: version,
  });
  const { paging, setPaging } = page;
  const [confirming, setConfirming] = useState<AdminReview | null>(null);
  const [replying, setReplying] = useState<AdminReview | null>(null);
  const replyLoaded = useOpenedOnce(replying !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a change: "change" until the page reloads, then "reload" until it has loaded.
  const refocus = useRef<"change" | "reload" | null>(null);
  const rescueTimer = useRef<number | undefined>(undefined);
  const { update } = page;

  /** Shows the review the API returned at once, then loads the page again (it may leave the filter). */
  const changed = useCallback(
    (review?: AdminReview) => {
      if (review)
        update((data) => ({ ...data, reviews: data.reviews.map((r) => (r.id === review.id ? review : r)) }));
      refocus.current = "change";
      setVersion((n) => n + 1);
    },
    [update],
  );
  const moderation = useReviewModeration(changed);

  useEffect(() => () => window.clearTimeout(rescueTimer.current), []);
  useEffect(() => {
    if (page.loading) {
      if (refocus.current === "change") refocus.current = "reload";
      return;
    }
    if (!page.data) return;
    // Every review of a later page was moderated away: the page before it still has some.
    if (page.data.reviews.length === 0 && !isFirstPage(paging)) {
      setPaging(previousPaging(paging));
      return;
    }
    if (!refocus.current) return;
    // The focused button went with its review (Publish on a published one, a card that left the
    // filter): the keyboard user resumes from the list's heading rather than the top of the page.
    const rescue = () => {
      if (document.activeElement === document.body) headingRef.current?.focus();
    };
    rescue();
    if (refocus.current === "reload") {
      refocus.current = null;
      // A confirmation still closing hands the focus back to its gone button when its animation ends.
      window.clearTimeout(rescueTimer.current);
      rescueTimer.current = window.setTimeout(rescue, 400);
    }
  }, [page.loading, page.data, paging, setPaging]);

  const applyFilter = (next: ReviewFilter) => {
    setStatus(next);
    page.reset();
  };
  const act = (review: AdminReview, action: ReviewAction) => {
    // A held text goes on the site only once the moderator has read it.
    if (action === "publish" && review.heldReason) setConfirming(review);
    else void moderation.run(review, action);
  };

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <SectionHeader
        headingId="reviews-heading"
        headingRef={headingRef}
        title="Reviews"
        description="Customers' reviews, newest first. None is on the site until it is published here."
      >
        <ReviewStatusFilter value={status} onChange={applyFilter} />
      </SectionHeader>

      <PagedList
        list={page}
        noun={["review", "reviews"]}
        pagerLabel="Reviews pages"
        skeletons={["h-48 w-full", "h-48 w-full"]}
        skeletonsClassName="space-y-3"
        failure={(failure, retry) => (
          <LoadError onRetry={retry}>
            <p className="text-sm text-destructive">
              {REVIEW_ADMIN_MESSAGES.loadFailed}{" "}
              {failure.httpStatus > 0 ? (failure.error ?? "") : NETWORK_ERROR}
            </p>
          </LoadError>
        )}
      >
        {(reviews, busy) => (
          <div aria-busy={busy}>
            {reviews.length === 0 ? (
              <p className="rounded-xl border p-6 text-center text-sm text-muted-foreground">
                {EMPTY_TEXT[status]}
              </p>
            ) : (
              <ul aria-labelledby="reviews-heading" className="grid gap-3 xl:grid-cols-2">
                {reviews.map((review) => (
                  <li key={review.id} className="flex min-w-0 flex-col">
                    <ReviewCard
                      review={review}
                      busy={moderation.busy[review.id] ?? null}
                      failure={moderation.failures[review.id] ?? null}
                      onAction={act}
                      onReply={setReplying}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </PagedList>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Publish this held review?"
        description={
          confirming?.heldReason
            ? `${heldReasonLabel(confirming.heldReason)}. Once published, everyone can read it on the site and the customer can no longer change it: publish it only if the text is fine as it stands.`
            : ""
        }
        confirmLabel={
          <>
            <SendIcon aria-hidden />
            Publish Review
          </>
        }
        buttonClassName="min-h-11"
        onConfirm={() => {
          if (confirming) void moderation.run(confirming, "publish");
        }}
      >
        {confirming?.text && (
          <blockquote className="border-l-2 pl-3 text-sm break-words whitespace-pre-line">
            {confirming.text}
          </blockquote>
        )}
      </ConfirmDialog>
      {replyLoaded && (
        <Suspense fallback={null}>
          <ReplyDialog
            review={replying}
            onOpenChange={(open) => !open && setReplying(null)}
            onSaved={(review) => {
              setReplying(null);
              changed(review);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
