import { buildCostGuide } from "@/lib/cost-guide/guide.shared";
import {
  assumptionsIn,
  costQuestionsIn,
  describeRoomsIn,
  guideIn,
  jobLabel,
  methodName,
  methodStepsIn,
} from "@/lib/cost-guide/localized";
import {
  describeRooms,
  TYPICAL_JOB_ASSUMPTIONS,
  TYPICAL_JOB_ASSUMPTIONS_IN_SHORT,
  TYPICAL_JOB_IDS,
  TYPICAL_JOBS,
} from "@/lib/cost-guide/typical-jobs.shared";
import { costQuestions, methodSteps } from "@/lib/cost-guide/words.shared";
import { EMPTY_PRICING, type PricingConfig } from "@/lib/pricing/config.shared";
import { DEFAULT_PRICING_ITEMS } from "@/lib/pricing/defaults.shared";
import { COUNTY_COPY } from "@/lib/seo/location-copy";
import { en } from "@/messages/en";
import { es } from "@/messages/es";

/** The launch pricing (lib/pricing/defaults.shared.ts), as the seed writes it. */
const LAUNCH: PricingConfig = {
  ...EMPTY_PRICING,
  ...Object.fromEntries(DEFAULT_PRICING_ITEMS.map((item) => [item.name, item.value])),
};
/** The same with sales tax, so the method's tax step states a rate. */
const TAXED: PricingConfig = { ...LAUNCH, salesTaxRate: 0.06, minimumJobSize: 350 };

const MONEY = /\$\d{1,3}(,\d{3})*\.\d{2}/;

describe("the cost guide in English, from the catalogue", () => {
  // The pages read every text from messages/en; the spec's English lives in lib/cost-guide: they must agree.
  it.each([
    ["launch pricing", LAUNCH],
    ["with sales tax", TAXED],
  ])("says what lib/cost-guide says (%s)", (_name, pricing) => {
    const guide = buildCostGuide(pricing);
    const shown = guideIn("en", guide);
    expect(shown.steps).toEqual(methodSteps(guide));
    expect(shown.questions).toEqual(costQuestions(guide));
    expect(shown.guide).toEqual(guide);
    expect(shown.howTo).toBe("How an interior painting price is worked out");
    expect(shown.jobs.map((job) => job.label)).toEqual(guide.typicalJobs.map((job) => job.label));
  });

  it("describes the typical jobs and their assumptions as lib/cost-guide does", () => {
    for (const id of TYPICAL_JOB_IDS) {
      expect(jobLabel("en", id)).toBe(TYPICAL_JOBS[id].label);
      expect(describeRoomsIn("en", TYPICAL_JOBS[id].rooms)).toBe(describeRooms(TYPICAL_JOBS[id].rooms));
    }
    expect(assumptionsIn("en")).toEqual({
      full: [...TYPICAL_JOB_ASSUMPTIONS],
      short: TYPICAL_JOB_ASSUMPTIONS_IN_SHORT,
    });
  });

  it("has each county's wording exactly as lib/seo/location-copy.ts", () => {
    expect(en.location.countyCopy).toEqual(COUNTY_COPY);
    expect(Object.keys(es.location.countyCopy).sort()).toEqual(Object.keys(COUNTY_COPY).sort());
  });
});

describe("the cost guide in Spanish", () => {
  const guide = buildCostGuide(TAXED);
  const shown = guideIn("es", guide);

  it("keeps every figure and writes money as $1,234.50", () => {
    expect(shown.guide.rooms.map((r) => r.wallsOnlyCents)).toEqual(guide.rooms.map((r) => r.wallsOnlyCents));
    expect(shown.guide.paintLines.map((l) => l.totalCents)).toEqual(
      guide.paintLines.map((l) => l.totalCents),
    );
    expect(shown.jobs.map((job) => job.totalCents)).toEqual(guide.typicalJobs.map((job) => job.totalCents));
    for (const { answer } of shown.questions.slice(0, 3)) expect(answer).toMatch(MONEY);
  });

  it("names rooms, paint lines and extras in Spanish", () => {
    expect(shown.guide.rooms.map((room) => room.label)).toEqual([
      "Dormitorio pequeño",
      "Dormitorio",
      "Dormitorio grande",
      "Sala",
      "Comedor",
      "Cocina",
      "Baño",
      "Pasillo",
    ]);
    expect(shown.guide.rooms[0]!.size).toBe("10 × 10 pies");
    expect(shown.guide.paintLines.map((line) => line.label)).toEqual([
      "Estándar",
      "Premium",
      "De lujo",
      "Su propia pintura",
    ]);
    expect(shown.guide.extras[0]).toMatchObject({ label: "Una puerta" });
    expect(shown.guide.extras[0]!.detail).toMatch(
      /^Por ambos lados y con su marco, en semibrillante premium \(\d+ pies cuadrados de pintura\)$/,
    );
    expect(shown.jobs.map((job) => job.label)).toEqual([
      "Un dormitorio de 12 × 12 pies",
      "Una sala de 14 × 18 pies",
      "Una casa completa de 3 dormitorios",
    ]);
  });

  it("describes the 3-bedroom home room by room, with its doors", () => {
    expect(describeRoomsIn("es", TYPICAL_JOBS["three-bedroom-home"].rooms)).toBe(
      "dormitorio principal de 14 × 12 pies, segundo dormitorio de 12 × 12 pies, tercer dormitorio de 12 × 10 pies, sala de 18 × 14 pies, cocina de 12 × 10 pies, baño de 8 × 5 pies, pasillo de 20 × 4 pies; 4 puertas",
    );
  });

  it("explains the method with the rates in force, and the tax", () => {
    const steps = methodStepsIn("es", guide);
    expect(steps.map((step) => step.name)).toEqual([
      "Medimos cada habitación",
      "Ponemos precio a cada superficie que usted elige",
      "Sumamos la pintura, cuando la ponemos nosotros",
      "Sumamos los extras del trabajo",
      "Sumamos el impuesto sobre las ventas",
    ]);
    expect(steps[1]!.text).toContain("Paredes a $1.85 por pie cuadrado");
    expect(steps[4]!.text).toBe("Se suma al subtotal un impuesto sobre las ventas del 6%.");
    expect(methodStepsIn("es", buildCostGuide(LAUNCH))[4]!.text).toBe(
      "No se suma impuesto sobre las ventas: la tasa vigente es 0%.",
    );
    expect(methodName("es")).toBe("Cómo se calcula el precio de una pintura interior");
  });

  it("answers the questions with the page's figures", () => {
    const questions = costQuestionsIn("es", guide);
    const bedroom = guide.typicalJobs.find((job) => job.id === "bedroom")!;
    expect(questions[0]!.question).toBe("¿Cuánto cuesta pintar un dormitorio de 12 × 12 pies?");
    expect(
      questions[0]!.answer.startsWith(
        `$${(bedroom.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })} `,
      ),
    ).toBe(true);
    expect(questions[3]!.answer).toBe(
      "Sí. Si las habitaciones suman menos de $350.00, el total sube a ese monto.",
    );
  });
});
