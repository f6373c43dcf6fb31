import type { QuizOption, QuizQuestion, Style } from "./types.shared";

/**
 * The five questions (lifestyle, colors, inspiration, entertaining, priority), each with one option
 * per style. Options are listed in a different order per question so the same position never
 * always means the same style.
 *
 * The options are one flat table rather than a block per question, so the twenty entries read as
 * rows; Prettier leaves the table alone to keep every row on its two lines.
 */
const PROMPTS: Record<QuizQuestion["id"], string> = {
  lifestyle: "Which describes a typical weekday evening at home?",
  colors: "Which palette would you choose for your living room walls?",
  inspiration: "Where do you go for design inspiration?",
  entertaining: "How do you like to host friends?",
  priority: "What matters most when you repaint a room?",
};

/** Each question's options in display order: question, style, label, hint. */
// prettier-ignore
const OPTIONS: readonly (readonly [QuizQuestion["id"], Style, string, string])[] = [
  ["lifestyle", "modern", "Clear surfaces and quiet",
    "Everything has a place, and the place is out of sight."],
  ["lifestyle", "traditional", "Dinner at the table, then a book",
    "Routines, good lamps and a favourite armchair."],
  ["lifestyle", "eclectic", "A project on every surface",
    "Records, plants, half-finished sketches — happily."],
  ["lifestyle", "farmhouse", "Kids, dogs and a pot on the stove",
    "Busy, warm and built to be lived in."],
  ["colors", "traditional", "Deep heritage shades",
    "Navy, hunter green and warm cream trim."],
  ["colors", "farmhouse", "Soft, sun-washed neutrals",
    "Creamy white, sage and weathered wood tones."],
  ["colors", "modern", "Crisp whites and cool greys",
    "A calm backdrop with one charcoal accent."],
  ["colors", "eclectic", "Jewel tones that don't match",
    "Emerald, terracotta and a bold ceiling."],
  ["inspiration", "eclectic", "Flea markets and galleries",
    "The Navy Yard pop-ups, a Fishtown gallery night."],
  ["inspiration", "modern", "Architecture and good hotels",
    "Glass, concrete and clean lines."],
  ["inspiration", "farmhouse", "Old barns and country inns",
    "A Saturday drive out to Chester County."],
  ["inspiration", "traditional", "Historic homes and museums",
    "Society Hill townhouses and Main Line estates."],
  ["entertaining", "farmhouse", "A long table and family-style platters",
    "Everyone helps, nobody leaves early."],
  ["entertaining", "eclectic", "A living room full of mismatched chairs",
    "A playlist, a theme and a signature drink."],
  ["entertaining", "traditional", "A proper dinner party",
    "Cloth napkins, candles and the good china."],
  ["entertaining", "modern", "Small plates at the kitchen island",
    "Easy, uncluttered and over by ten."],
  ["priority", "modern", "A calm, uncluttered look",
    "Fewer colours, sharper lines."],
  ["priority", "farmhouse", "Warmth that hides fingerprints",
    "Scrubbable finishes in forgiving shades."],
  ["priority", "traditional", "Respect for the house's character",
    "Plaster walls, original trim and moulding done right."],
  ["priority", "eclectic", "Something nobody else has",
    "A colour you'll have to explain to the neighbours."],
];

function optionsOf(question: QuizQuestion["id"]): QuizQuestion["options"] {
  const options: QuizOption[] = OPTIONS.filter(([id]) => id === question).map(([, style, label, hint]) => ({
    id: `${question}-${style}`,
    style,
    label,
    hint,
  }));
  const [a, b, c, d] = options;
  if (options.length !== 4 || !a || !b || !c || !d)
    throw new Error(`Quiz question ${question} needs 4 options`);
  return [a, b, c, d];
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = (Object.keys(PROMPTS) as QuizQuestion["id"][]).map(
  (id) => ({
    id,
    prompt: PROMPTS[id],
    options: optionsOf(id),
  }),
);

export const QUESTION_COUNT = QUIZ_QUESTIONS.length;
