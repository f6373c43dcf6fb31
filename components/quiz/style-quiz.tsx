"use client";

import { useEffect, useRef, useState } from "react";
import { PageLink } from "@/components/site/page-link";
import { CheckList } from "@/components/content/check-list";
import { buttonVariants } from "@/components/ui/button-variants";
import { ArrowLeft } from "@/components/ui/static-icons/arrow-left";
import { Check } from "@/components/ui/static-icons/check";
import { Loader2 } from "@/components/ui/static-icons/loader-circle";
import { RotateCcw } from "@/components/ui/static-icons/rotate-ccw";
import {
  QUESTION_COUNT,
  QUIZ_ADVANCE_DELAY_MS,
  QUIZ_QUESTIONS,
  QUIZ_RESULT_DELAY_MS,
  QUIZ_RESULTS,
  winningStyle,
  type Style,
} from "@/lib/quiz/index.shared";
import { GET_QUOTE_HREF } from "@/lib/quote-href.shared";
import type { QuizResult } from "@/lib/quiz/index.shared";
import english from "@/messages/en/styleQuizUi.json";

/**
 * What the quiz shows in one language: its questions, its results and its own words (styleQuizUi).
 * The server page builds it for a Spanish page from the catalogue; English is the default (the spec's
 * questions in lib/quiz), so the browser receives one language only and no message formatter.
 */
export interface StyleQuizContent {
  questions: typeof QUIZ_QUESTIONS;
  results: Record<Style, QuizResult>;
  texts: typeof english;
  /** Where "Get My Custom Quote" leads: the quote wizard in the page's language. */
  quoteHref: string;
}

const ENGLISH: StyleQuizContent = {
  questions: QUIZ_QUESTIONS,
  results: QUIZ_RESULTS,
  texts: english,
  quoteHref: GET_QUOTE_HREF,
};

/** `{name}` placeholders filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

type Phase = "question" | "computing" | "result";

/**
 * The five-question style quiz (docs/product.md §2 "Style quiz"): one question at a time; a click records the
 * answer and moves on after 300 ms; the result appears 500 ms after the last answer.
 */
export function StyleQuiz({ content = ENGLISH }: { content?: StyleQuizContent }) {
  const { texts } = content;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(Style | undefined)[]>(() => Array(QUESTION_COUNT).fill(undefined));
  const [phase, setPhase] = useState<Phase>("question");
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  // Focus moves and announcements start only after the visitor has done something.
  const [interacted, setInteracted] = useState(false);
  const moveFocus = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!moveFocus.current) return;
    if (phase === "question") headingRef.current?.focus();
    if (phase === "result") resultRef.current?.focus();
  }, [index, phase]);

  // index stays within 0..QUESTION_COUNT-1.
  const question = content.questions[index]!;
  const answered = answers.filter(Boolean) as Style[];

  function choose(style: Style) {
    if (pending || phase !== "question") return;
    setInteracted(true);
    moveFocus.current = true;
    const next = answers.slice();
    next[index] = style;
    setAnswers(next);
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPending(false);
      if (index < QUESTION_COUNT - 1) {
        setIndex(index + 1);
        return;
      }
      setPhase("computing");
      timer.current = setTimeout(() => setPhase("result"), QUIZ_RESULT_DELAY_MS);
    }, QUIZ_ADVANCE_DELAY_MS);
  }

  function previous() {
    if (index === 0 || pending) return;
    setInteracted(true);
    moveFocus.current = true;
    setIndex(index - 1);
  }

  function restart() {
    clearTimeout(timer.current);
    setInteracted(true);
    moveFocus.current = true;
    setAnswers(Array(QUESTION_COUNT).fill(undefined));
    setIndex(0);
    setPending(false);
    setPhase("question");
  }

  if (phase === "result") {
    const style = winningStyle(answered) ?? "modern";
    const result = content.results[style];
    return (
      <section aria-labelledby="quiz-result-title" className="space-y-8" data-testid="quiz-result">
        <p className="sr-only" role="status">
          {fill(texts.yourResult, { name: result.name })}
        </p>
        <div className="space-y-3 text-center">
          <p className="text-sm font-medium uppercase tracking-wide text-primary">{texts.yourStyle}</p>
          <h2
            id="quiz-result-title"
            ref={resultRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight outline-none sm:text-4xl"
          >
            {result.name}
          </h2>
          <p className="text-lg text-muted-foreground">{result.tagline}</p>
        </div>
        <p className="mx-auto max-w-2xl text-base leading-relaxed">{result.description}</p>

        <div className="grid gap-6 md:grid-cols-3">
          <div className="rounded-xl border p-5 md:col-span-3">
            <h3 className="mb-4 font-semibold">{texts.palette}</h3>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {result.colors.map((color) => (
                <li key={color.name} className="space-y-2">
                  <span
                    aria-hidden="true"
                    className="block h-16 rounded-lg border shadow-inner"
                    style={{ backgroundColor: color.hex }}
                  />
                  <span className="block text-sm font-medium">{color.name}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border p-5">
            <h3 className="mb-3 font-semibold">{texts.rooms}</h3>
            <ul className="space-y-1.5 text-sm">
              {result.rooms.map((room) => (
                <li key={room}>{room}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border p-5 md:col-span-2">
            <h3 className="mb-3 font-semibold">{texts.features}</h3>
            <CheckList items={result.features} small className="space-y-2 text-sm" />
          </div>
        </div>

        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <PageLink href={content.quoteHref} data-slot="button" className={buttonVariants({ size: "lg" })}>
            {texts.getQuote}
          </PageLink>
          <button
            type="button"
            data-slot="button"
            className={buttonVariants({ variant: "outline", size: "lg" })}
            onClick={restart}
          >
            <RotateCcw aria-hidden="true" />
            {texts.retake}
          </button>
        </div>
      </section>
    );
  }

  const percent = Math.round(((index + 1) / QUESTION_COUNT) * 100);
  const selected = answers[index];

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">
            {fill(texts.questionOf, { number: index + 1, total: QUESTION_COUNT })}
          </span>
          <span className="text-muted-foreground">{fill(texts.complete, { percent })}</span>
        </div>
        {/* A plain progress bar (the attributes Radix's would have): the quiz is most of this page's code. */}
        <div
          role="progressbar"
          aria-label={texts.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          data-slot="progress"
          className="relative h-2 w-full overflow-hidden rounded-full bg-primary/20"
        >
          <div
            data-slot="progress-indicator"
            className="h-full w-full flex-1 bg-primary transition-all motion-reduce:transition-none"
            style={{ transform: `translateX(-${100 - percent}%)` }}
          />
        </div>
      </div>

      {/* Announces each new question; focus also moves to its heading. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {phase === "computing"
          ? texts.finding
          : interacted
            ? fill(texts.announce, { number: index + 1, total: QUESTION_COUNT, prompt: question.prompt })
            : null}
      </p>

      {phase === "computing" ? (
        <div className="flex min-h-64 flex-col items-center justify-center gap-3 text-muted-foreground">
          <Loader2 className="size-8 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          <p>{texts.finding}</p>
        </div>
      ) : (
        <fieldset className="space-y-4" aria-describedby="quiz-help">
          <legend className="contents">
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
              {question.prompt}
            </h2>
          </legend>
          <p id="quiz-help" className="text-sm text-muted-foreground">
            {texts.help}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {question.options.map((option) => {
              const isSelected = selected === option.style;
              return (
                <li key={option.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => choose(option.style)}
                    className={`flex h-full w-full flex-col items-start gap-1 rounded-xl border-2 p-4 text-left transition-colors outline-none hover:border-primary/60 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
                      isSelected ? "border-primary bg-accent" : "border-border bg-card"
                    }`}
                  >
                    <span className="flex w-full items-center justify-between gap-2 font-medium">
                      {option.label}
                      {isSelected && <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />}
                    </span>
                    <span className="text-sm text-muted-foreground">{option.hint}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      <div className="flex justify-between">
        <button
          type="button"
          data-slot="button"
          className={buttonVariants({ variant: "outline" })}
          onClick={previous}
          disabled={index === 0 || phase !== "question"}
        >
          <ArrowLeft aria-hidden="true" />
          {texts.previous}
        </button>
      </div>
    </div>
  );
}
