"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { AppDialog, AppDialogFormFooter } from "@/components/ui/app-dialog";
import { Form } from "@/components/ui/form";
import { FormFieldItem } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { Textarea } from "@/components/ui/textarea";
import { reviewReplySchema } from "@/lib/validations/review.shared";
import { REVIEW_LIMITS } from "@/lib/validations/review-rules.shared";
import { useAdminApi } from "../admin-api";
import { NETWORK_ERROR } from "../messages";
import { REVIEW_ADMIN_MESSAGES, reviewSubject, type AdminReview, type ReviewChange } from "./review-list";

type ReplyInput = z.input<typeof reviewReplySchema>;
type ReplyOutput = z.output<typeof reviewReplySchema>;

export const REPLY_MAX_LENGTH = REVIEW_LIMITS.replyMax;

/** The business's public reply to a review (1–500 characters), written or edited. */
export function ReplyDialog({
  review,
  onOpenChange,
  onSaved,
}: {
  /** The review replied to; null closes the dialog. */
  review: AdminReview | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (review: AdminReview) => void;
}) {
  return (
    <AppDialog
      open={review !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      // While it closes the review is already gone: nothing left to name.
      title={review ? (review.reply ? "Edit reply" : "Reply to review") : null}
      description={
        review ? `Shown under the ${reviewSubject(review)} wherever the review is published.` : undefined
      }
    >
      {review && (
        <ReplyForm key={review.id} review={review} onCancel={() => onOpenChange(false)} onSaved={onSaved} />
      )}
    </AppDialog>
  );
}

function ReplyForm({
  review,
  onCancel,
  onSaved,
}: {
  review: AdminReview;
  onCancel: () => void;
  onSaved: (review: AdminReview) => void;
}) {
  const api = useAdminApi();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReplyInput, unknown, ReplyOutput>({
    resolver: zodResolver(reviewReplySchema),
    defaultValues: { reply: review.reply ?? "" },
  });
  const length = useWatch({ control: form.control, name: "reply" })?.length ?? 0;

  async function onSubmit(values: ReplyOutput) {
    setFailure(null);
    const result = await api.send<ReviewChange>("PUT", `/api/admin/reviews/${review.id}/reply`, values);
    if (result.sessionEnded) return;
    if (result.ok && result.data?.review) {
      toast.success(REVIEW_ADMIN_MESSAGES.replySaved, { description: `To the ${reviewSubject(review)}.` });
      onSaved(result.data.review);
      return;
    }
    const message = result.error ?? NETWORK_ERROR;
    setFailure(message);
    toast.error(REVIEW_ADMIN_MESSAGES.replyFailed, { description: message });
  }

  return (
    <Form {...form}>
      <form noValidate className="grid min-w-0 gap-4" onSubmit={form.handleSubmit(onSubmit)}>
        {review.text && (
          <blockquote className="line-clamp-6 border-l-2 pl-3 text-sm break-words whitespace-pre-line text-muted-foreground">
            {review.text}
          </blockquote>
        )}
        <FormFieldItem
          control={form.control}
          name="reply"
          label="Reply"
          description={`${length} of ${REPLY_MAX_LENGTH} characters`}
        >
          {(field) => <Textarea {...field} rows={5} className="min-h-28" />}
        </FormFieldItem>
        <AppDialogFormFooter
          failure={failure}
          onCancel={onCancel}
          submitLabel={form.formState.isSubmitting ? "Saving…" : "Save Reply"}
          submitDisabled={form.formState.isSubmitting}
        />
      </form>
    </Form>
  );
}
