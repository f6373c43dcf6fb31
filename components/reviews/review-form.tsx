"use client";

import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useLocale, useTranslations } from "next-intl";
import { api, NETWORK_ERROR, type ApiResult } from "@/components/api/client";
import { typedFields, useServerRenderedForm } from "@/components/hooks/use-server-rendered-form";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClasses, textareaClassName } from "@/components/ui/field-classes";
import { FormItem } from "@/components/ui/form-item";
import { cardClasses } from "@/components/ui/card-classes";
import { CheckCircle2 } from "@/components/ui/static-icons/circle-check";
import { Loader2 } from "@/components/ui/static-icons/loader-circle";
import { Send } from "@/components/ui/static-icons/send";
import type { ReviewDto } from "@/lib/reviews/serialize";
import {
  REVIEW_LIMITS,
  reviewPayload,
  reviewProblems,
  type ReviewField,
  type ReviewProblems,
  type ReviewValues,
} from "@/lib/validations/review-rules.shared";
import { ReviewHeading, type ReviewJob } from "./review-heading";
import { ReviewPhotosInput, savedPhotos, type ReviewPhoto } from "./review-photos-input";
import { localizeReviewText } from "./review-texts";
import { StarRatingInput } from "./star-rating-input";

export const REVIEW_TEXT_MAX = REVIEW_LIMITS.textMax;
// The English page's texts of these outcomes (the catalogue's reviewPage namespace says them in each language).
export const WAIT_FOR_UPLOADS =
  "Please wait until your photos have finished uploading, then send your review.";
export const RATE_LIMITED = "Too many attempts. Please wait a few minutes, then send your review again.";
export const SEND_FAILED =
  "Your review could not be sent. Please try again in a few minutes; what you wrote is still here.";

/** The fields in the order they are checked and the first refused one takes the focus. */
const FIELDS: readonly ReviewField[] = ["rating", "text", "displayName", "town"];

/** Blanks stay "", 0 stars means none chosen yet; the photos live beside the form (they upload on their own). */
const formValues = (review: ReviewDto | null): ReviewValues => ({
  rating: review?.rating ?? 0,
  text: review?.text ?? "",
  displayName: review?.displayName ?? "",
  town: review?.town ?? "",
});

interface ReviewSaved {
  created: boolean;
  message: string;
  review: ReviewDto;
}

type ReviewText = ReturnType<typeof useTranslations<"reviewPage">>;

/**
 * What to tell the customer when the review was not saved, and what to do next. English pages show
 * the server's words (as always); another language its translation of them, or its own text.
 */
function sendFailure(t: ReviewText, english: boolean, result: ApiResult<unknown>): string {
  if (result.status === 0) return english ? NETWORK_ERROR : t("networkError");
  if (result.status === 429) return english ? (result.error ?? t("rateLimited")) : t("rateLimited");
  // 409 (published, hidden, cancelled), 403 (link expired meanwhile), 400 (a photo gone): the server says which.
  if (result.status < 500 && result.error)
    return english ? result.error : localizeReviewText(t, result.error, t("sendFailed"));
  return t("sendFailed");
}

type Outcome = { kind: "saved" } | { kind: "error"; message: string };

export interface ReviewFormProps extends ReviewJob {
  token: string;
  /** The pending review, when the customer already sent one: the form opens with it. */
  review: ReviewDto | null;
}

/** The Card's and FormLabel's classes, as plain markup: their components' `cn` would bring tailwind-merge. */
const CARD_CLASSES = cardClasses.card;
const TEXT_CLASSES = textareaClassName().replace("field-sizing-content", "field-sizing-fixed");
const optional = (t: ReviewText) => (
  <span className="font-normal text-muted-foreground">{t("optional")}</span>
);
const localizeProblem = (t: ReviewText, problem: string | undefined) =>
  problem === undefined ? undefined : localizeReviewText(t, problem);

/**
 * The customer's review of a completed job; it stays editable, pre-filled, until it is published.
 * Checked in the browser with the rules the API's schema is built from (lib/validations/review-rules.shared.ts),
 * in plain React state: a form library and zod would be most of this page's JavaScript. As before,
 * nothing is checked while typing until a first send; from then on each change re-checks its field.
 */
export function ReviewForm({ token, review, ...job }: ReviewFormProps) {
  const t = useTranslations("reviewPage");
  const english = useLocale() === "en";
  const [values, setValues] = useState<ReviewValues>(() => formValues(review));
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [photos, setPhotos] = useState<ReviewPhoto[]>(() => savedPhotos(review?.photos ?? []));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const fields = useRef<Partial<Record<ReviewField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const { hydrated, formProps } = useServerRenderedForm((typed) => {
    const { rating, ...texts } = typedFields(typed, FIELDS);
    if (rating === undefined && !Object.keys(texts).length) return;
    setValues((current) => ({ ...current, ...texts, ...(rating ? { rating: Number(rating) } : {}) }));
  });

  // Each answer is a new object: focus moves to it even when the same message comes twice.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  function change<F extends ReviewField>(field: F, value: ReviewValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's verdict depends on its own value alone.
    if (checked) {
      const problem = reviewProblems({ ...values, [field]: value })[field];
      setProblems((current) => ({ ...current, [field]: problem }));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (photos.some((p) => p.status === "uploading")) {
      setOutcome({ kind: "error", message: t("waitUploads") });
      return;
    }
    setOutcome(null);
    const found = reviewProblems(values);
    setProblems(found);
    setChecked(true);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    setSending(true);
    const payload = reviewPayload(
      values,
      photos.flatMap((p) => (p.id ? [p.id] : [])),
    );
    const result = await api.put<ReviewSaved>(`/api/reviews/${encodeURIComponent(token)}`, payload);
    setSending(false);
    if (result.ok && result.data) {
      // As sent and saved: still editable, nothing re-checked while typing until the next send.
      setValues(formValues(result.data.review));
      setProblems({});
      setChecked(false);
      setOutcome({ kind: "saved" });
    } else {
      setOutcome({ kind: "error", message: sendFailure(t, english, result) });
    }
  }

  return (
    <div data-slot="card" className={CARD_CLASSES}>
      <ReviewHeading {...job} />
      <div data-slot="card-content" className="px-6">
        <form
          {...formProps}
          noValidate
          aria-label={t("formLabel")}
          aria-busy={sending}
          className="grid gap-6"
          onSubmit={submit}
        >
          <StarRatingInput
            name="rating"
            value={values.rating}
            onChange={(rating) => change("rating", rating)}
            inputRef={(element) => {
              fields.current.rating = element;
            }}
            error={problems.rating}
          />

          <FormItem
            id="review-text"
            label={
              <>
                {t("textLabel")} {optional(t)}
              </>
            }
            problem={localizeProblem(t, problems.text)}
            description={
              <span className="flex flex-wrap justify-between gap-x-3">
                <span>{t("between")}</span>
                <span data-testid="review-text-count">
                  {t("count", {
                    count: values.text.length.toLocaleString("en-US"),
                    max: REVIEW_TEXT_MAX.toLocaleString("en-US"),
                  })}
                </span>
              </span>
            }
          >
            {(control) => (
              <textarea
                {...control}
                ref={(element) => {
                  fields.current.text = element;
                }}
                name="text"
                data-slot="textarea"
                rows={5}
                maxLength={REVIEW_TEXT_MAX}
                className={TEXT_CLASSES}
                placeholder={t("placeholder")}
                value={values.text}
                onChange={(event) => change("text", event.target.value)}
              />
            )}
          </FormItem>

          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">{t("nameHint")}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  ["displayName", t("firstName"), "given-name", REVIEW_LIMITS.nameMax],
                  ["town", t("town"), "address-level2", REVIEW_LIMITS.townMax],
                ] as const
              ).map(([name, label, autoComplete, maxLength]) => (
                <FormItem
                  key={name}
                  id={`review-${name}`}
                  label={
                    <>
                      {label} {optional(t)}
                    </>
                  }
                  problem={localizeProblem(t, problems[name])}
                >
                  {(control) => (
                    <input
                      {...control}
                      ref={(element) => {
                        fields.current[name] = element;
                      }}
                      name={name}
                      data-slot="input"
                      autoComplete={autoComplete}
                      maxLength={maxLength}
                      className={inputClasses("h-11")}
                      value={values[name]}
                      onChange={(event) => change(name, event.target.value)}
                    />
                  )}
                </FormItem>
              ))}
            </div>
          </div>

          <ReviewPhotosInput photos={photos} onPhotosChange={setPhotos} disabled={sending} />

          {outcome && <OutcomeMessage outcome={outcome} focusRef={outcomeRef} />}

          <button
            type="submit"
            data-slot="button"
            data-variant="default"
            data-size="lg"
            disabled={sending || !hydrated}
            className={buttonVariants({
              size: null,
              className: "px-6 has-[>svg]:px-4 h-11 w-full sm:w-auto sm:justify-self-start",
            })}
          >
            {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {sending ? t("sending") : review || outcome?.kind === "saved" ? t("update") : t("send")}
          </button>
        </form>
      </div>
    </div>
  );
}

function OutcomeMessage({
  outcome,
  focusRef,
}: {
  outcome: Outcome;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useTranslations("reviewPage");
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
          <p className="font-medium">{t("saved")}</p>
          <p className="text-muted-foreground">{t("stillChange")}</p>
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
