"use client";

import { EyeOffIcon, Loader2Icon, MessageSquareIcon, SendIcon, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils.shared";
import { formatDate, formatTimestamp } from "../format";
import { StarRating } from "@/components/content/star-rating";
import { HeldReasonNotice, ReviewStatusBadge } from "./review-badges";
import { canHide, canPublish, reviewSubject, type AdminReview } from "./review-list";
import { FailureAlert } from "@/components/ui/failure-alert";

export type ReviewAction = "publish" | "hide";

/**
 * A card button whose name says which review it acts on. While its action runs it stays focusable
 * (aria-disabled, not disabled): a keyboard user keeps their place instead of landing on the page.
 */
function CardAction({
  icon: Icon,
  label,
  busyLabel,
  subject,
  busy,
  unavailable,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  busyLabel?: string;
  subject: string;
  busy?: boolean;
  unavailable: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      className={cn("min-h-11 flex-1 sm:flex-none", unavailable && "cursor-not-allowed opacity-50")}
      aria-disabled={unavailable || undefined}
      onClick={() => {
        if (!unavailable) onClick();
      }}
    >
      {busy ? <Loader2Icon aria-hidden className="animate-spin" /> : <Icon aria-hidden />}
      {busy && busyLabel ? busyLabel : label}
      <span className="sr-only"> {subject}</span>
    </Button>
  );
}

function Photos({ review }: { review: AdminReview }) {
  if (review.photos.length === 0) return null;
  return (
    <ul aria-label="Photos" className="flex flex-wrap gap-2">
      {review.photos.map((photo, i) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {/* Private upload URLs of our API: next/image's optimiser cannot fetch them. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={photo.url}
              alt={`Photo ${i + 1} of ${review.photos.length}, ${reviewSubject(review)} (opens in a new tab)`}
              loading="lazy"
              className="size-20 rounded-md border object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One review as the moderator sees it: stars, text, author, where and for which job, its status,
 * why it was held, its photos and the business's reply, with Publish, Hide and Reply.
 */
export function ReviewCard({
  review,
  busy,
  failure,
  onAction,
  onReply,
}: {
  review: AdminReview;
  /** The action running on this review, if any. */
  busy: ReviewAction | null;
  /** The server's refusal of the last action on this review. */
  failure: string | null;
  onAction: (review: AdminReview, action: ReviewAction) => void;
  onReply: (review: AdminReview) => void;
}) {
  const headingId = useId();
  const subject = reviewSubject(review);
  const locked = busy !== null;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={locked || undefined}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold break-words">
            Review by {review.author}
          </h3>
          <StarRating rating={review.rating} className="shrink-0" />
        </div>
        <ReviewStatusBadge status={review.status} />
      </div>

      {review.heldReason && <HeldReasonNotice reason={review.heldReason} />}

      {review.text ? (
        <blockquote className="border-l-2 pl-3 text-sm leading-relaxed break-words whitespace-pre-line">
          {review.text}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground italic">No written review: stars only.</p>
      )}

      <Photos review={review} />

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">County</dt>
        <dd className="min-w-0">{review.county}</dd>
        <dt className="text-muted-foreground">Painter</dt>
        <dd className="min-w-0 break-words">{review.painter.name}</dd>
        <dt className="text-muted-foreground">Job date</dt>
        <dd className="min-w-0">{formatDate(review.booking.scheduledDate)}</dd>
        <dt className="text-muted-foreground">Booking</dt>
        <dd className="min-w-0 font-mono text-xs leading-5 break-all">{review.booking.id}</dd>
        <dt className="text-muted-foreground">Submitted</dt>
        <dd className="min-w-0">{formatTimestamp(review.createdAt)}</dd>
        {review.publishedAt && (
          <>
            <dt className="text-muted-foreground">Published on</dt>
            <dd className="min-w-0">{formatTimestamp(review.publishedAt)}</dd>
          </>
        )}
      </dl>

      {review.reply && (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">
            Our reply
            {review.repliedAt && (
              <span className="font-normal text-muted-foreground">
                {" "}
                · {formatTimestamp(review.repliedAt)}
              </span>
            )}
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{review.reply}</p>
        </div>
      )}

      <FailureAlert>{failure}</FailureAlert>

      <div className="mt-auto flex flex-wrap gap-2">
        {canPublish(review) && (
          <CardAction
            icon={SendIcon}
            label="Publish"
            busyLabel="Publishing…"
            subject={subject}
            busy={busy === "publish"}
            unavailable={locked}
            onClick={() => onAction(review, "publish")}
          />
        )}
        {canHide(review) && (
          <CardAction
            icon={EyeOffIcon}
            label="Hide"
            busyLabel="Hiding…"
            subject={subject}
            busy={busy === "hide"}
            unavailable={locked}
            onClick={() => onAction(review, "hide")}
          />
        )}
        <CardAction
          icon={MessageSquareIcon}
          label={review.reply ? "Edit reply" : "Reply"}
          subject={`to the ${subject}`}
          unavailable={locked}
          onClick={() => onReply(review)}
        />
      </div>
    </article>
  );
}
