import type { Metadata } from "next";
import { PageHeader } from "@/components/content/page-header";
import { StyleQuiz, type StyleQuizContent } from "@/components/quiz/style-quiz";
import { CATALOGUES } from "@/lib/i18n/catalogue";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { QUIZ_QUESTIONS, QUIZ_RESULTS, STYLES, type QuizResult, type Style } from "@/lib/quiz/index.shared";
import { GET_QUOTE_HREF } from "@/lib/quote-href.shared";
import { pageMetadata } from "@/lib/seo";

export function styleQuizMetadata(locale: Locale): Metadata {
  const t = getT(locale, "styleQuiz");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/style-quiz",
    locale,
  });
}

/**
 * The quiz's questions and results in `locale`, from the catalogue (styleQuiz), on the spec's
 * structure (lib/quiz: ids, styles, order, swatch colours). English needs none: the quiz's default.
 */
export function styleQuizContent(locale: Locale): StyleQuizContent | undefined {
  if (locale === "en") return undefined;
  const { questions, results } = CATALOGUES[locale].styleQuiz;
  const translatedQuestions = QUIZ_QUESTIONS.map((question) => ({
    ...question,
    prompt: questions[question.id].prompt,
    options: question.options.map((option) => ({
      ...option,
      label: questions[question.id].options[option.style].label,
      hint: questions[question.id].options[option.style].hint,
    })) as unknown as typeof question.options,
  }));
  const translatedResults = {} as Record<Style, QuizResult>;
  for (const style of STYLES) {
    const english = QUIZ_RESULTS[style];
    const words = results[style];
    const colors = Object.values(words.colors);
    translatedResults[style] = {
      ...english,
      name: words.name,
      tagline: words.tagline,
      description: words.description,
      colors: english.colors.map((color, i) => ({
        ...color,
        name: colors[i] ?? color.name,
      })) as unknown as QuizResult["colors"],
      rooms: Object.values(words.rooms),
      features: Object.values(words.features) as unknown as QuizResult["features"],
    };
  }
  return {
    questions: translatedQuestions,
    results: translatedResults,
    texts: CATALOGUES[locale].styleQuizUi,
    quoteHref: localizedPath(locale, GET_QUOTE_HREF),
  };
}

/** The style quiz page (app/(en)/style-quiz, app/es/style-quiz). */
export function StyleQuizPage({ locale }: { locale: Locale }) {
  const t = getT(locale, "styleQuiz");
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("lead")}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-20">
        <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <StyleQuiz content={styleQuizContent(locale)} />
        </div>
      </div>
    </>
  );
}
