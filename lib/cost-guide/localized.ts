import "server-only";
/**
 * The cost guide's words in either language (messages/<locale>/costGuide.json), from the same
 * figures: the room, paint-line and extra labels, the typical jobs, the method's steps and the
 * questions. The English catalogue says exactly what guide.shared.ts, typical-jobs.shared.ts and
 * words.shared.ts say (tests/unit/lib/cost-guide/localized.test.ts holds them to it), so the page
 * and its JSON-LD read the same in both languages.
 */
import { formatCents } from "@/lib/format.shared";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import { DOOR_AREA_SQFT } from "@/lib/pricing/measure.shared";
import type { Quality } from "@/lib/pricing/types.shared";
import type { FaqEntry } from "@/lib/seo/structured-data";
import { formatRate, GUIDE_WINDOW, type CostGuide } from "./guide.shared";
import {
  TYPICAL_JOBS,
  type TypicalJobId,
  type TypicalJobPrice,
  type TypicalRoom,
} from "./typical-jobs.shared";
import type { MethodStep } from "./words.shared";

const costGuideT = (locale: Locale) => getT(locale, "costGuide");

/** The catalogue's key of each room of the by-room table (GUIDE_ROOMS, in order). */
const ROOM_LABEL_KEYS = [
  "smallBedroom",
  "bedroom",
  "largeBedroom",
  "livingRoom",
  "diningRoom",
  "kitchen",
  "bathroom",
  "hallway",
] as const;

/** The catalogue's key of each room name of the typical jobs (TYPICAL_JOBS). */
const ROOM_NAME_KEYS: Record<
  string,
  | "mainBedroom"
  | "secondBedroom"
  | "thirdBedroom"
  | "bedroom"
  | "livingRoom"
  | "kitchen"
  | "bathroom"
  | "hallway"
> = {
  "Main bedroom": "mainBedroom",
  "Second bedroom": "secondBedroom",
  "Third bedroom": "thirdBedroom",
  Bedroom: "bedroom",
  "Living room": "livingRoom",
  Kitchen: "kitchen",
  Bathroom: "bathroom",
  Hallway: "hallway",
};

const JOB_KEYS: Record<TypicalJobId, "bedroom" | "livingRoom" | "threeBedroomHome"> = {
  bedroom: "bedroom",
  "living-room": "livingRoom",
  "three-bedroom-home": "threeBedroomHome",
};

/** The extras of buildCostGuide, in order. */
const EXTRA_KEYS = ["door", "window", "ceiling", "trim", "furniture"] as const;

export function jobLabel(locale: Locale, id: TypicalJobId): string {
  return costGuideT(locale)(`words.jobs.${JOB_KEYS[id]}`);
}

/** "main bedroom 14 × 12 ft, …, hallway 20 × 4 ft; 4 doors" (describeRooms) in `locale`. */
export function describeRoomsIn(locale: Locale, rooms: readonly TypicalRoom[]): string {
  const t = costGuideT(locale);
  const doors = rooms.reduce((sum, room) => sum + room.doorCount, 0);
  const list = rooms
    .map((room) =>
      t("words.roomIn", {
        name: t(`words.roomNames.${ROOM_NAME_KEYS[room.name]!}`),
        length: room.length,
        width: room.width,
      }),
    )
    .join(", ");
  return t("words.rooms", { list, doors });
}

/** A typical job as a page shows it: its label, price and (for more than one room) its rooms. */
export interface ShownJob {
  id: TypicalJobId;
  label: string;
  totalCents: number;
  rooms: string | null;
}

export function shownJobs(locale: Locale, jobs: readonly TypicalJobPrice[]): ShownJob[] {
  return jobs.map((job) => ({
    id: job.id,
    label: jobLabel(locale, job.id),
    totalCents: job.totalCents,
    rooms: job.rooms.length > 1 ? describeRoomsIn(locale, job.rooms) : null,
  }));
}

export function assumptionsIn(locale: Locale): { full: string[]; short: string } {
  const t = costGuideT(locale);
  return {
    full: (["ceilings", "surfaces", "windows", "paint", "extras"] as const).map((key) =>
      t(`words.assumptions.${key}`),
    ),
    short: t("words.assumptionsInShort"),
  };
}

/** The guide with its labels in `locale` (the figures unchanged). */
export function localizeGuide(locale: Locale, guide: CostGuide): CostGuide {
  const t = costGuideT(locale);
  const sample = guide.paintLineRoom;
  const extraWords = {
    door: { area: DOOR_AREA_SQFT },
    window: { width: GUIDE_WINDOW.width, height: GUIDE_WINDOW.height },
    ceiling: {},
    trim: {},
    furniture: {},
  };
  return {
    ...guide,
    rooms: guide.rooms.map((room, i) => {
      const [length, width] = room.size.match(/\d+/g)!.map(Number);
      return {
        ...room,
        label: t(`words.roomLabels.${ROOM_LABEL_KEYS[i]!}`),
        size: t("words.size", { length: length!, width: width! }),
      };
    }),
    paintLineRoom: sample,
    paintLines: guide.paintLines.map((line) => ({
      ...line,
      label: t(`words.paintLines.${line.quality as Quality | "own"}`),
    })),
    extras: guide.extras.map((extra, i) => {
      const key = EXTRA_KEYS[i]!;
      return {
        ...extra,
        label: t(`words.extras.${key}`),
        detail: t(`words.extras.${key}Detail`, extraWords[key]),
      };
    }),
  };
}

function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

/** methodSteps (words.shared.ts) in `locale`. */
export function methodStepsIn(locale: Locale, guide: CostGuide): MethodStep[] {
  const t = costGuideT(locale);
  const p = guide.pricing;
  return [
    { name: t("method.measure"), text: t("method.measureText") },
    {
      name: t("method.surfaces"),
      text: t("method.surfacesText", {
        wall: formatRate(p.wallCostPerSqFt),
        ceiling: formatRate(p.ceilingCostPerSqFt),
        trim: formatRate(p.trimCostPerLinearFt),
        door: formatRate(p.doorCost),
        window: formatRate(p.windowCost),
      }),
    },
    {
      name: t("method.paint"),
      text: t("method.paintText", {
        standard: formatRate(p.standardQualityMarkup),
        premium: formatRate(p.premiumQualityMarkup),
        luxury: formatRate(p.luxuryQualityMarkup),
        doorArea: DOOR_AREA_SQFT,
        premiumUpgrade: formatCents(guide.upgradeCents.premium),
        luxuryUpgrade: formatCents(guide.upgradeCents.luxury),
      }),
    },
    {
      name: t("method.extras"),
      text: t("method.extrasText", {
        furniture: formatCents(guide.furnitureMovingCents),
        minimum: formatCents(guide.minimumJobCents),
      }),
    },
    {
      name: t("method.tax"),
      text:
        p.salesTaxRate > 0 ? t("method.taxText", { percent: percent(p.salesTaxRate) }) : t("method.noTax"),
    },
  ];
}

/** costQuestions (words.shared.ts) in `locale`. */
export function costQuestionsIn(locale: Locale, guide: CostGuide): FaqEntry[] {
  const t = costGuideT(locale);
  const bedroom = guide.typicalJobs.find((job) => job.id === "bedroom")!;
  const home = guide.typicalJobs.find((job) => job.id === "three-bedroom-home")!;
  const premium = guide.paintLines.find((line) => line.quality === "premium")!;
  const standard = guide.paintLines.find((line) => line.quality === "standard")!;
  return [
    {
      question: t("questions.bedroom"),
      answer: t("questions.bedroomAnswer", { price: formatCents(bedroom.totalCents) }),
    },
    {
      question: t("questions.home"),
      answer: t("questions.homeAnswer", {
        price: formatCents(home.totalCents),
        rooms: describeRoomsIn(locale, TYPICAL_JOBS["three-bedroom-home"].rooms),
      }),
    },
    {
      question: t("questions.premium"),
      answer: t("questions.premiumAnswer", {
        premium: formatCents(premium.totalCents),
        standard: formatCents(standard.totalCents),
        upgrade: formatCents(guide.upgradeCents.premium),
      }),
    },
    {
      question: t("questions.minimum"),
      answer:
        guide.minimumJobCents > 0
          ? t("questions.minimumYes", { minimum: formatCents(guide.minimumJobCents) })
          : t("questions.minimumNo"),
    },
  ];
}

/** The HowTo's name in the page's JSON-LD. */
export function methodName(locale: Locale): string {
  return costGuideT(locale)("method.name");
}

/** Everything a cost-guide page shows of the guide, in `locale` (the page's JSON-LD uses the same). */
export function guideIn(locale: Locale, guide: CostGuide) {
  return {
    guide: localizeGuide(locale, guide),
    jobs: shownJobs(locale, guide.typicalJobs),
    steps: methodStepsIn(locale, guide),
    questions: costQuestionsIn(locale, guide),
    howTo: methodName(locale),
  };
}
