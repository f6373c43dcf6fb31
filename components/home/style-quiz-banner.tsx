import { PageLink } from "@/components/site/page-link";
import { ArrowRight } from "@/components/ui/static-icons/arrow-right";
import { Palette } from "@/components/ui/static-icons/palette";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { getT } from "@/lib/i18n/server";

export function StyleQuizBanner({ locale = "en" }: { locale?: Locale }) {
  const t = getT(locale, "home");
  return (
    <section aria-labelledby="quiz-banner-title" className="px-4 py-16">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Palette className="mt-1 size-10 shrink-0" aria-hidden="true" />
          <div>
            <h2 id="quiz-banner-title" className="text-2xl font-bold sm:text-3xl">
              {t("quizBanner.title")}
            </h2>
            <p className="mt-2 max-w-xl text-primary-foreground/90">{t("quizBanner.text")}</p>
          </div>
        </div>
        <Button asChild size="lg" variant="secondary" className="shrink-0">
          <PageLink href={sitePath(locale, "/style-quiz")}>
            {t("quizBanner.link")}
            <ArrowRight aria-hidden="true" />
          </PageLink>
        </Button>
      </div>
    </section>
  );
}
