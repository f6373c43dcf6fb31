"use client";

import { useTranslations } from "next-intl";
import { cardClasses } from "@/components/ui/card-classes";

export interface ReviewJob {
  painterFirstName: string | null;
  jobDateLabel: string;
}

/**
 * The job being reviewed: the painter's first name and the date, as the review e-mail names them.
 * The card's header as plain markup (components/ui/card.tsx's CardHeader classes): the review form,
 * a client component, shows it too, and the Card components would bring tailwind-merge to the page.
 */
export function ReviewHeading({ painterFirstName, jobDateLabel }: ReviewJob) {
  const t = useTranslations("reviewPage");
  return (
    <div data-slot="card-header" className={cardClasses.header}>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted-foreground">
        {t.rich("intro", {
          painter: painterFirstName ?? t("yourPainter"),
          date: jobDateLabel,
          strong: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong>,
        })}
      </p>
    </div>
  );
}
