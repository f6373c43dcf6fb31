import { ContentSection } from "@/components/content/content-section";
import type { CostGuide } from "@/lib/cost-guide/guide.shared";
import type { MethodStep } from "@/lib/cost-guide/words.shared";
import { formatCents } from "@/lib/format.shared";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import type { FaqEntry } from "@/lib/seo/structured-data";
import { bodyCell, headCell, moneyCell, moneyHead, ScrollTable } from "./scroll-table";
import type { ShownJob } from "@/lib/cost-guide/localized";
import { TypicalJobPrices } from "./typical-job-prices";

/**
 * The sections every cost guide page shows, from one guide (the pricing in force, its labels in
 * `locale`: lib/cost-guide/localized.ts); when the pricing could not be read (null), a line saying
 * so instead of any figure.
 */
export function GuideSections({
  locale,
  guide,
  jobs,
  steps,
  questions,
}: {
  locale: Locale;
  guide: CostGuide | null;
  /** The guide's typical jobs as shown (shownJobs). */
  jobs: readonly ShownJob[];
  steps: readonly MethodStep[];
  questions: readonly FaqEntry[];
}) {
  const t = getT(locale, "costGuide");
  if (!guide) {
    return (
      <ContentSection id="prices-unavailable-title" title={t("sections.unavailableTitle")} largeIntro={false}>
        <p className="text-muted-foreground">{t("sections.unavailable")}</p>
      </ContentSection>
    );
  }
  const sample = guide.paintLineRoom;
  return (
    <>
      <ContentSection id="typical-jobs-title" title={t("sections.typicalJobs")} largeIntro={false}>
        <TypicalJobPrices locale={locale} jobs={jobs} />
      </ContentSection>

      <ContentSection
        id="by-room-title"
        title={t("sections.byRoom")}
        tone="muted"
        largeIntro={false}
        intro={t("sections.byRoomIntro")}
      >
        <ScrollTable id="by-room-table" caption={t("sections.byRoomCaption")}>
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                {t("sections.room")}
              </th>
              <th scope="col" className={headCell}>
                {t("sections.size")}
              </th>
              <th scope="col" className={moneyHead}>
                {t("sections.wallsOnly")}
              </th>
              <th scope="col" className={moneyHead}>
                {t("sections.wallsCeilingTrim")}
              </th>
            </tr>
          </thead>
          <tbody>
            {guide.rooms.map((room) => (
              <tr key={room.label}>
                <th scope="row" className={`${bodyCell} font-medium`}>
                  {room.label}
                </th>
                <td className={`${bodyCell} whitespace-nowrap`}>{room.size}</td>
                <td className={moneyCell}>{formatCents(room.wallsOnlyCents)}</td>
                <td className={moneyCell}>{formatCents(room.wallsCeilingTrimCents)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </ContentSection>

      <ContentSection
        id="by-paint-title"
        title={t("sections.byPaint")}
        largeIntro={false}
        intro={t("sections.byPaintIntro", { length: sample.length, width: sample.width })}
      >
        <ScrollTable id="by-paint-table" caption={t("sections.byPaintCaption")}>
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                {t("sections.paint")}
              </th>
              <th scope="col" className={moneyHead}>
                {t("sections.room")}
              </th>
              <th scope="col" className={moneyHead}>
                {t("sections.paintUpgrade")}
              </th>
              <th scope="col" className={moneyHead}>
                {t("sections.jobTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {guide.paintLines.map((line) => (
              <tr key={line.quality}>
                <th scope="row" className={`${bodyCell} font-medium`}>
                  {line.label}
                </th>
                <td className={moneyCell}>{formatCents(line.roomCents)}</td>
                <td className={moneyCell}>{formatCents(line.upgradeCents)}</td>
                <td className={moneyCell}>{formatCents(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </ContentSection>

      <ContentSection
        id="extras-title"
        title={t("sections.extras")}
        tone="muted"
        largeIntro={false}
        intro={t("sections.extrasIntro")}
      >
        <ScrollTable id="extras-table" caption={t("sections.extrasCaption")}>
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                {t("sections.extra")}
              </th>
              <th scope="col" className={headCell}>
                {t("sections.covers")}
              </th>
              <th scope="col" className={moneyHead}>
                {t("sections.price")}
              </th>
            </tr>
          </thead>
          <tbody>
            {guide.extras.map((extra) => (
              <tr key={extra.label}>
                <th scope="row" className={`${bodyCell} font-medium`}>
                  {extra.label}
                </th>
                <td className={bodyCell}>{extra.detail}</td>
                <td className={moneyCell}>{formatCents(extra.cents)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </ContentSection>

      <ContentSection
        id="method-title"
        title={t("sections.method")}
        largeIntro={false}
        intro={t("sections.methodIntro")}
      >
        <ol className="max-w-3xl list-decimal space-y-4 pl-6">
          {steps.map((step) => (
            <li key={step.name}>
              <h3 className="font-semibold">{step.name}</h3>
              <p className="mt-1 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        id="cost-questions-title"
        title={t("sections.questions")}
        tone="muted"
        largeIntro={false}
      >
        <div className="max-w-3xl space-y-6">
          {questions.map((entry) => (
            <div key={entry.question}>
              <h3 className="font-semibold">{entry.question}</h3>
              <p className="mt-1 text-muted-foreground">{entry.answer}</p>
            </div>
          ))}
        </div>
      </ContentSection>
    </>
  );
}
