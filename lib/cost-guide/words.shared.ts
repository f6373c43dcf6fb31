/**
 * The cost guide's words that carry figures: the method's steps and the questions it answers.
 * Written once here from the guide, so the page and its JSON-LD (HowTo, FAQPage) say the same.
 */
import { formatCents } from "@/lib/format.shared";
import { DOOR_AREA_SQFT } from "@/lib/pricing/measure.shared";
import type { FaqEntry } from "@/lib/seo/structured-data";
import { formatRate, type CostGuide } from "./guide.shared";
import { TYPICAL_JOBS, describeRooms } from "./typical-jobs.shared";

export interface MethodStep {
  name: string;
  text: string;
}

function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

export function salesTaxWords(rate: number): string {
  return rate > 0
    ? `Sales tax of ${percent(rate)} is added to the subtotal.`
    : "No sales tax is added: the rate in force is 0%.";
}

/** How a quote is priced, step by step, with the rates in force. */
export function methodSteps(guide: CostGuide): MethodStep[] {
  const p = guide.pricing;
  return [
    {
      name: "Measure each room",
      text: "Wall area is the room's perimeter times its height, less its windows and any area you leave out; ceiling area is length times width; trim is the perimeter in linear feet.",
    },
    {
      name: "Price each surface you choose",
      text: `Walls ${formatRate(p.wallCostPerSqFt)} per sq ft, ceilings ${formatRate(p.ceilingCostPerSqFt)} per sq ft, trim ${formatRate(p.trimCostPerLinearFt)} per linear ft, doors ${formatRate(p.doorCost)} each and windows ${formatRate(p.windowCost)} each.`,
    },
    {
      name: "Add the paint, when we supply it",
      text: `Per sq ft painted: standard ${formatRate(p.standardQualityMarkup)}, premium ${formatRate(p.premiumQualityMarkup)}, luxury ${formatRate(p.luxuryQualityMarkup)} (trim counts half a sq ft per foot, a door ${DOOR_AREA_SQFT} sq ft, a window a quarter of its perimeter). Once per quote, premium paint adds ${formatCents(guide.upgradeCents.premium)} and luxury ${formatCents(guide.upgradeCents.luxury)}. With your own paint, none of this is charged.`,
    },
    {
      name: "Add the job's extras",
      text: `Furniture moving ${formatCents(guide.furnitureMovingCents)} when you ask for it. Rooms totalling less than the minimum job size of ${formatCents(guide.minimumJobCents)} are raised to it.`,
    },
    { name: "Add sales tax", text: salesTaxWords(p.salesTaxRate) },
  ];
}

/** Questions the guide's page answers in so many words (its FAQ section shows exactly these). */
export function costQuestions(guide: CostGuide): FaqEntry[] {
  const bedroom = guide.typicalJobs.find((job) => job.id === "bedroom")!;
  const home = guide.typicalJobs.find((job) => job.id === "three-bedroom-home")!;
  const premium = guide.paintLines.find((line) => line.quality === "premium")!;
  const standard = guide.paintLines.find((line) => line.quality === "standard")!;
  return [
    {
      question: "How much does it cost to paint a 12 × 12 ft bedroom?",
      answer: `${formatCents(bedroom.totalCents)} for walls, ceiling, baseboard trim and one door, with 9 ft ceilings, standard paint on the walls and ceiling and premium semi-gloss on the trim and door, all supplied by us.`,
    },
    {
      question: "How much does it cost to paint a whole 3-bedroom home?",
      answer: `${formatCents(home.totalCents)} for walls, ceilings and baseboard trim of ${describeRooms(TYPICAL_JOBS["three-bedroom-home"].rooms)}, with the same paint and 9 ft ceilings.`,
    },
    {
      question: "How much more does premium paint cost?",
      answer: `For a 12 × 12 ft bedroom with every surface in premium paint the job comes to ${formatCents(premium.totalCents)}, against ${formatCents(standard.totalCents)} in standard paint: the surcharge per sq ft is higher, and premium paint adds ${formatCents(guide.upgradeCents.premium)} once per quote.`,
    },
    {
      question: "Is there a minimum price?",
      answer:
        guide.minimumJobCents > 0
          ? `Yes. Rooms totalling less than ${formatCents(guide.minimumJobCents)} are raised to that amount.`
          : "No. Every job is priced by its rooms alone.",
    },
  ];
}
