import { buildCostGuide, formatRate } from "@/lib/cost-guide/guide.shared";
import {
  describeRooms,
  hasSurfacePrices,
  priceTypicalJob,
  TYPICAL_CONDITIONS,
  TYPICAL_JOBS,
  typicalJobPrices,
  typicalRoom,
} from "@/lib/cost-guide/typical-jobs.shared";
import { costQuestions, methodSteps, salesTaxWords } from "@/lib/cost-guide/words.shared";
import { formatCents } from "@/lib/format.shared";
import { EMPTY_PRICING, type PricingConfig } from "@/lib/pricing/config.shared";
import { DEFAULT_PRICING_ITEMS } from "@/lib/pricing/defaults.shared";
import { priceQuote } from "@/lib/pricing/quote.shared";

/** The launch pricing (lib/pricing/defaults.shared.ts), as the seed writes it. */
const LAUNCH: PricingConfig = {
  ...EMPTY_PRICING,
  ...Object.fromEntries(DEFAULT_PRICING_ITEMS.map((item) => [item.name, item.value])),
};

describe("typical jobs, priced by the quote engine", () => {
  it("prices a 12 × 12 ft bedroom as walls, ceiling, trim and one door, worked out by hand", () => {
    // walls 48 ft × 9 ft = 432 sq ft × ($1.85 + standard $0.12) = $851.04
    // ceiling 144 sq ft × ($1.35 + standard $0.12)               = $211.68
    // trim 48 ft × $1.75 = $84.00 + premium $0.22 × 24 sq ft       = $89.28
    // door $65.00 + premium $0.22 × 20 sq ft                       = $69.40
    // rooms $1,221.40; standard paint adds no upgrade; above the $350 minimum; tax 0%
    const bedroom = priceTypicalJob("bedroom", LAUNCH);
    expect(bedroom.totalCents).toBe(122_140);
    expect(formatCents(bedroom.totalCents)).toBe("$1,221.40");
    expect(bedroom.paintableSqFt).toBe(432 + 144 + 24 + 20);
  });

  it("gives exactly what a quote for the same rooms gives, tax and minimum included", () => {
    const taxed: PricingConfig = { ...LAUNCH, salesTaxRate: 0.06, minimumJobSize: 5000 };
    for (const job of typicalJobPrices(taxed)) {
      const quote = priceQuote(TYPICAL_JOBS[job.id].rooms.map(typicalRoom), TYPICAL_CONDITIONS, taxed);
      expect(job.totalCents).toBe(quote.totals.totalCents);
    }
    // The bedroom is raised to the $5,000 minimum, then taxed 6%: $5,300.00.
    expect(priceTypicalJob("bedroom", taxed).totalCents).toBe(530_000);
  });

  it("follows the pricing: a higher wall rate raises every typical job", () => {
    const dearer = { ...LAUNCH, wallCostPerSqFt: 2.5 };
    const before = typicalJobPrices(LAUNCH);
    const after = typicalJobPrices(dearer);
    after.forEach((job, i) => expect(job.totalCents).toBeGreaterThan(before[i]!.totalCents));
    // 432 sq ft of bedroom wall × $0.65 more = $280.80 more
    expect(after[0]!.totalCents - before[0]!.totalCents).toBe(28_080);
  });

  it("describes the whole home's rooms and counts its doors", () => {
    expect(describeRooms(TYPICAL_JOBS["three-bedroom-home"].rooms)).toBe(
      "main bedroom 14 × 12 ft, second bedroom 12 × 12 ft, third bedroom 12 × 10 ft, living room 18 × 14 ft, kitchen 12 × 10 ft, bathroom 8 × 5 ft, hallway 20 × 4 ft; 4 doors",
    );
  });

  it("treats a pricing without surface rates as no prices at all", () => {
    expect(hasSurfacePrices(EMPTY_PRICING)).toBe(false);
    expect(hasSurfacePrices(LAUNCH)).toBe(true);
  });
});

describe("the cost guide's tables", () => {
  const guide = buildCostGuide(LAUNCH);

  it("prices each room alone, walls only and with ceiling and trim", () => {
    expect(
      guide.rooms.map((r) => [
        r.label,
        r.size,
        formatCents(r.wallsOnlyCents),
        formatCents(r.wallsCeilingTrimCents),
      ]),
    ).toEqual([
      // Walls: perimeter × 9 ft × ($1.85 + standard $0.12); ceiling: area × ($1.35 + $0.12);
      // trim: perimeter × $1.75 + half the perimeter × premium $0.22.
      // 10 × 10: $709.20 + $147.00 + $74.40
      ["Small bedroom", "10 × 10 ft", "$709.20", "$930.60"],
      // 12 × 12: $851.04 + $211.68 + $89.28
      ["Bedroom", "12 × 12 ft", "$851.04", "$1,152.00"],
      // 16 × 14: $1,063.80 + $329.28 + $111.60
      ["Large bedroom", "16 × 14 ft", "$1,063.80", "$1,504.68"],
      // 18 × 14: $1,134.72 + $370.44 + $119.04
      ["Living room", "18 × 14 ft", "$1,134.72", "$1,624.20"],
      // 14 × 12: $921.96 + $246.96 + $96.72
      ["Dining room", "14 × 12 ft", "$921.96", "$1,265.64"],
      // 12 × 10: $780.12 + $176.40 + $81.84
      ["Kitchen", "12 × 10 ft", "$780.12", "$1,038.36"],
      // 8 × 5: $460.98 + $58.80 + $48.36
      ["Bathroom", "8 × 5 ft", "$460.98", "$568.14"],
      // 20 × 4: $851.04 + $117.60 + $89.28
      ["Hallway", "20 × 4 ft", "$851.04", "$1,057.92"],
    ]);
  });

  it("prices the bedroom in each paint line, the flat upgrade and the minimum in the job total", () => {
    expect(
      guide.paintLines.map((l) => [
        l.label,
        formatCents(l.roomCents),
        formatCents(l.upgradeCents),
        formatCents(l.totalCents),
      ]),
    ).toEqual([
      // every surface standard: walls $851.04, ceiling $211.68, trim $84.00 + $2.88, door $65.00 + $2.40
      ["Standard", "$1,217.00", "$0.00", "$1,217.00"],
      ["Premium", "$1,279.00", "$50.00", "$1,329.00"],
      ["Luxury", "$1,341.00", "$100.00", "$1,441.00"],
      // labour only: $799.20 + $194.40 + $84.00 + $65.00
      ["Your own paint", "$1,142.60", "$0.00", "$1,142.60"],
    ]);
  });

  it("prices the extras", () => {
    expect(guide.extras.map((e) => [e.label, formatCents(e.cents)])).toEqual([
      ["A door", "$69.40"],
      // $45.00 + premium $0.22 × a quarter of its 16 ft perimeter
      ["A window", "$45.88"],
      ["The ceiling of a 12 × 12 ft room", "$211.68"],
      ["The baseboard trim of a 12 × 12 ft room", "$89.28"],
      ["Furniture moving", "$50.00"],
    ]);
  });

  it("states the method with the rates in force, never rounding a rate", () => {
    const steps = methodSteps(buildCostGuide({ ...LAUNCH, wallCostPerSqFt: 1.8755 }));
    expect(steps.map((s) => s.name)).toEqual([
      "Measure each room",
      "Price each surface you choose",
      "Add the paint, when we supply it",
      "Add the job's extras",
      "Add sales tax",
    ]);
    expect(steps[1]!.text).toBe(
      "Walls $1.8755 per sq ft, ceilings $1.35 per sq ft, trim $1.75 per linear ft, doors $65.00 each and windows $45.00 each.",
    );
    expect(steps[3]!.text).toBe(
      "Furniture moving $50.00 when you ask for it. Rooms totalling less than the minimum job size of $350.00 are raised to it.",
    );
    expect(formatRate(1234.5)).toBe("$1,234.50");
    expect(salesTaxWords(0)).toBe("No sales tax is added: the rate in force is 0%.");
    expect(salesTaxWords(0.06)).toBe("Sales tax of 6% is added to the subtotal.");
  });

  it("answers its questions with the guide's own figures", () => {
    const [bedroom, , premium, minimum] = costQuestions(guide);
    expect(bedroom).toEqual({
      question: "How much does it cost to paint a 12 × 12 ft bedroom?",
      answer:
        "$1,221.40 for walls, ceiling, baseboard trim and one door, with 9 ft ceilings, standard paint on the walls and ceiling and premium semi-gloss on the trim and door, all supplied by us.",
    });
    expect(premium!.answer).toBe(
      "For a 12 × 12 ft bedroom with every surface in premium paint the job comes to $1,329.00, against $1,217.00 in standard paint: the surcharge per sq ft is higher, and premium paint adds $50.00 once per quote.",
    );
    expect(minimum!.answer).toBe("Yes. Rooms totalling less than $350.00 are raised to that amount.");
  });
});
