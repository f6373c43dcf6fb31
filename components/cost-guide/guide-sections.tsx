import { ContentSection } from "@/components/content/content-section";
import type { CostGuide } from "@/lib/cost-guide/guide.shared";
import type { MethodStep } from "@/lib/cost-guide/words.shared";
import { formatCents } from "@/lib/format.shared";
import type { FaqEntry } from "@/lib/seo/structured-data";
import { bodyCell, headCell, moneyCell, moneyHead, ScrollTable } from "./scroll-table";
import { TypicalJobPrices } from "./typical-job-prices";

/**
 * The sections every cost guide page shows, from one guide (the pricing in force); when the
 * pricing could not be read (null), a line saying so instead of any figure.
 */
export function GuideSections({
  guide,
  steps,
  questions,
}: {
  guide: CostGuide | null;
  steps: readonly MethodStep[];
  questions: readonly FaqEntry[];
}) {
  if (!guide) {
    return (
      <ContentSection id="prices-unavailable-title" title="Prices" largeIntro={false}>
        <p className="text-muted-foreground">
          Our prices cannot be shown right now. A quote gives you yours in about five minutes.
        </p>
      </ContentSection>
    );
  }
  const sample = guide.paintLineRoom;
  return (
    <>
      <ContentSection id="typical-jobs-title" title="Typical jobs" largeIntro={false}>
        <TypicalJobPrices jobs={guide.typicalJobs} />
      </ContentSection>

      <ContentSection
        id="by-room-title"
        title="Cost by room"
        tone="muted"
        largeIntro={false}
        intro="Each room's line of a quote, 9 ft ceilings, in the paint the quote starts with (walls and ceilings standard, trim premium semi-gloss), supplied by us. A job's total adds any paint upgrade, extras and tax, and is at least the minimum job size."
      >
        <ScrollTable id="by-room-table" caption="Price of one room">
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                Room
              </th>
              <th scope="col" className={headCell}>
                Size
              </th>
              <th scope="col" className={moneyHead}>
                Walls only
              </th>
              <th scope="col" className={moneyHead}>
                Walls, ceiling and trim
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
        title="Cost by paint line"
        largeIntro={false}
        intro={`A ${sample.length} × ${sample.width} ft bedroom with walls, ceiling, baseboard trim and one door, every surface in the same paint line.`}
      >
        <ScrollTable id="by-paint-table" caption="One bedroom in each paint line">
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                Paint
              </th>
              <th scope="col" className={moneyHead}>
                Room
              </th>
              <th scope="col" className={moneyHead}>
                Paint upgrade
              </th>
              <th scope="col" className={moneyHead}>
                Job total
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
        title="Extras"
        tone="muted"
        largeIntro={false}
        intro="What each adds to a quote."
      >
        <ScrollTable id="extras-table" caption="Doors, windows, ceilings, trim and furniture">
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                Extra
              </th>
              <th scope="col" className={headCell}>
                What it covers
              </th>
              <th scope="col" className={moneyHead}>
                Price
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
        title="How a price is worked out"
        largeIntro={false}
        intro="Every quote, and every figure on this page, follows these steps with the rates in force today."
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

      <ContentSection id="cost-questions-title" title="Questions about cost" tone="muted" largeIntro={false}>
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
