"use client";

import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Loader2, Send } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Form, FormField } from "@/components/ui/form";
import { FormFieldItem, FormInputField } from "@/components/ui/form-fields";
import { Textarea } from "@/components/ui/textarea";
import type { ReviewDto } from "@/lib/reviews/serialize";
import { REVIEW_MESSAGES, reviewSubmitSchema } from "@/lib/validations/review";
import type { z } from "@/lib/validations/zod";
import { api, NETWORK_ERROR, type ApiResult } from "@/components/api/client";
import { ReviewHeading, type ReviewJob } from "./review-heading";
import { ReviewPhotosInput, savedPhotos, type ReviewPhoto } from "./review-photos-input";
import { StarRatingInput } from "./star-rating-input";

export const REVIEW_TEXT_MAX = 2000;
export const WAIT_FOR_UPLOADS =
  "Please wait until your photos have finished uploading, then send your review.";
export const RATE_LIMITED = "Too many attempts. Please wait a few minutes, then send your review again.";
export const SEND_FAILED =
  "Your review could not be sent. Please try again in a few minutes; what you wrote is still here.";

/**
 * What the inputs hold: blanks stay "" (the schema turns them into "none"), 0 stars means none chosen
 * yet. The photos live beside the form (they upload on their own) and join the payload when it is sent.
 */
type ReviewFormValues = Omit<z.input<typeof reviewSubmitSchema>, "photos">;
type ReviewPayload = z.output<typeof reviewSubmitSchema>;

interface ReviewSaved {
  created: boolean;
  message: string;
  review: ReviewDto;
}

/** The schema accepts anything before trimming; the inputs only ever hold strings. */
const asText = (value: unknown) => (typeof value === "string" ? value : "");

const formValues = (review: ReviewDto | null): ReviewFormValues => ({
  rating: review?.rating ?? 0,
  text: review?.text ?? "",
  displayName: review?.displayName ?? "",
  town: review?.town ?? "",
});

/** What to tell the customer when the review was not saved, and what to do next. */
function sendFailure(result: ApiResult<unknown>): string {
  if (result.status === 0) return NETWORK_ERROR;
  if (result.status === 429) return result.error ?? RATE_LIMITED;
  // 409 (published, hidden, cancelled), 403 (link expired meanwhile), 400 (a photo gone): the server says which.
  if (result.status < 500 && result.error) return result.error;
  return SEND_FAILED;
}

type Outcome = { kind: "saved" } | { kind: "error"; message: string };

export interface ReviewFormProps extends ReviewJob {
  token: string;
  /** The pending review, when the customer already sent one: the form opens with it. */
  review: ReviewDto | null;
}

/** The customer's review of a completed job; it stays editable, pre-filled, until it is published. */
export function ReviewForm({ token, review, ...job }: ReviewFormProps) {
  const form = useForm<ReviewFormValues, unknown, ReviewPayload>({
    resolver: zodResolver(reviewSubmitSchema),
    defaultValues: formValues(review),
  });
  const [photos, setPhotos] = useState<ReviewPhoto[]>(() => savedPhotos(review?.photos ?? []));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const textLength = asText(useWatch({ control: form.control, name: "text" })).length;
  const sending = form.formState.isSubmitting;

  // Each answer is a new object: focus moves to it even when the same message comes twice.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function send(values: ReviewPayload) {
    const payload: ReviewPayload = { ...values, photos: photos.flatMap((p) => (p.id ? [p.id] : [])) };
    const result = await api.put<ReviewSaved>(`/api/reviews/${encodeURIComponent(token)}`, payload);
    if (result.ok && result.data) {
      form.reset(formValues(result.data.review));
      setOutcome({ kind: "saved" });
    } else {
      setOutcome({ kind: "error", message: sendFailure(result) });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (photos.some((p) => p.status === "uploading")) {
      event.preventDefault();
      setOutcome({ kind: "error", message: WAIT_FOR_UPLOADS });
      return;
    }
    setOutcome(null);
    return form.handleSubmit(send)(event);
  }

  return (
    <Card>
      <ReviewHeading {...job} />
      <CardContent>
        <Form {...form}>
          <form
            noValidate
            aria-label="Your review"
            aria-busy={sending}
            className="grid gap-6"
            onSubmit={submit}
          >
            <FormField
              control={form.control}
              name="rating"
              render={({ field, fieldState }) => (
                <StarRatingInput
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />

            <FormFieldItem
              control={form.control}
              name="text"
              label={
                <>
                  Your review <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              description={
                <span className="flex flex-wrap justify-between gap-x-3">
                  <span>Between 20 and 2,000 characters.</span>
                  <span data-testid="review-text-count">
                    {textLength.toLocaleString("en-US")} / {REVIEW_TEXT_MAX.toLocaleString("en-US")}{" "}
                    characters
                  </span>
                </span>
              }
            >
              {(field) => (
                <Textarea
                  rows={5}
                  maxLength={REVIEW_TEXT_MAX}
                  className="field-sizing-fixed"
                  placeholder="What went well? How were the preparation, the finish and the clean-up?"
                  {...field}
                  value={asText(field.value)}
                />
              )}
            </FormFieldItem>

            <div className="grid gap-4">
              <p className="text-sm text-muted-foreground">
                Your name and town, as you want them shown with your review. Leave them empty to be shown as a
                homeowner in your county.
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormInputField
                  control={form.control}
                  name="displayName"
                  label={
                    <>
                      First name <span className="font-normal text-muted-foreground">(optional)</span>
                    </>
                  }
                  autoComplete="given-name"
                  maxLength={60}
                  className="h-11"
                />
                <FormInputField
                  control={form.control}
                  name="town"
                  label={
                    <>
                      Town <span className="font-normal text-muted-foreground">(optional)</span>
                    </>
                  }
                  autoComplete="address-level2"
                  maxLength={80}
                  className="h-11"
                />
              </div>
            </div>

            <ReviewPhotosInput photos={photos} onPhotosChange={setPhotos} disabled={sending} />

            {outcome && <OutcomeMessage outcome={outcome} focusRef={outcomeRef} />}

            <Button
              type="submit"
              size="lg"
              disabled={sending}
              className="h-11 w-full sm:w-auto sm:justify-self-start"
            >
              {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {sending
                ? "Sending…"
                : review || outcome?.kind === "saved"
                  ? "Update My Review"
                  : "Send My Review"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function OutcomeMessage({
  outcome,
  focusRef,
}: {
  outcome: Outcome;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  if (outcome.kind === "saved") {
    return (
      <div
        ref={focusRef}
        tabIndex={-1}
        role="status"
        className="flex gap-2 rounded-lg border border-success/30 bg-success/10 p-4 text-sm outline-none"
      >
        <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden />
        <div className="space-y-1">
          <p className="font-medium">{REVIEW_MESSAGES.saved}</p>
          <p className="text-muted-foreground">You can still change it here until it is published.</p>
        </div>
      </div>
    );
  }
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive outline-none"
    >
      {outcome.message}
    </div>
  );
}
