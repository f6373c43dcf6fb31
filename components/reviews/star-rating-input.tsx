import { useId, type Ref } from "react";
import { useTranslations } from "next-intl";
import { Star } from "@/components/ui/static-icons/star";
import { localizeReviewText } from "./review-texts";

const STARS = [1, 2, 3, 4, 5] as const;

/** "1 star", "3 stars": the English page's names of the stars (the page's catalogue says them in its language). */
export const starsLabel = (n: number) => (n === 1 ? "1 star" : `${n} stars`);

interface StarRatingInputProps {
  name: string;
  /** 1–5, or 0 while none is chosen. */
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** Given to the first star: the form focuses it when the rating is missing. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  legend?: string;
}

/**
 * Five native radio buttons drawn as stars: the browser gives them arrow keys, one tab stop
 * and "4 stars, 4 of 5" to screen readers, which a row of star buttons would have to imitate.
 */
export function StarRatingInput({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  legend,
}: StarRatingInputProps) {
  const t = useTranslations("reviewPage");
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">
        {legend ?? t("rating")} <span className="font-normal text-muted-foreground">{t("required")}</span>
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex">
          {STARS.map((n) => (
            <label
              key={n}
              className="relative flex size-11 cursor-pointer items-center justify-center rounded-md text-amber-500 has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50"
            >
              <input
                ref={n === 1 ? inputRef : undefined}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                onBlur={onBlur}
                required
                // On each radio, not the fieldset: screen readers read a focused control's description.
                aria-describedby={error ? errorId : undefined}
                className="sr-only"
              />
              <Star
                className={n <= value ? "size-8 fill-current" : "size-8 text-muted-foreground/60"}
                aria-hidden
              />
              <span className="sr-only">{t("stars", { count: n })}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-muted-foreground" aria-hidden>
          {value > 0 ? t("ofFive", { count: value }) : t("notRated")}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {localizeReviewText(t, error)}
        </p>
      )}
    </fieldset>
  );
}
