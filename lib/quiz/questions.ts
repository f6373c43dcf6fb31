import type { QuizQuestion } from "./types";

/**
 * The five questions (lifestyle, colors, inspiration, entertaining, priority), each with one option
 * per style. Options are listed in a different order per question so the same position never
 * always means the same style.
 */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: "lifestyle",
    prompt: "Which describes a typical weekday evening at home?",
    options: [
      { id: "lifestyle-modern", style: "modern", label: "Clear surfaces and quiet", hint: "Everything has a place, and the place is out of sight." },
      { id: "lifestyle-traditional", style: "traditional", label: "Dinner at the table, then a book", hint: "Routines, good lamps and a favourite armchair." },
      { id: "lifestyle-eclectic", style: "eclectic", label: "A project on every surface", hint: "Records, plants, half-finished sketches — happily." },
      { id: "lifestyle-farmhouse", style: "farmhouse", label: "Kids, dogs and a pot on the stove", hint: "Busy, warm and built to be lived in." },
    ],
  },
  {
    id: "colors",
    prompt: "Which palette would you choose for your living room walls?",
    options: [
      { id: "colors-traditional", style: "traditional", label: "Deep heritage shades", hint: "Navy, hunter green and warm cream trim." },
      { id: "colors-farmhouse", style: "farmhouse", label: "Soft, sun-washed neutrals", hint: "Creamy white, sage and weathered wood tones." },
      { id: "colors-modern", style: "modern", label: "Crisp whites and cool greys", hint: "A calm backdrop with one charcoal accent." },
      { id: "colors-eclectic", style: "eclectic", label: "Jewel tones that don't match", hint: "Emerald, terracotta and a bold ceiling." },
    ],
  },
  {
    id: "inspiration",
    prompt: "Where do you go for design inspiration?",
    options: [
      { id: "inspiration-eclectic", style: "eclectic", label: "Flea markets and galleries", hint: "The Navy Yard pop-ups, a Fishtown gallery night." },
      { id: "inspiration-modern", style: "modern", label: "Architecture and good hotels", hint: "Glass, concrete and clean lines." },
      { id: "inspiration-farmhouse", style: "farmhouse", label: "Old barns and country inns", hint: "A Saturday drive out to Chester County." },
      { id: "inspiration-traditional", style: "traditional", label: "Historic homes and museums", hint: "Society Hill townhouses and Main Line estates." },
    ],
  },
  {
    id: "entertaining",
    prompt: "How do you like to host friends?",
    options: [
      { id: "entertaining-farmhouse", style: "farmhouse", label: "A long table and family-style platters", hint: "Everyone helps, nobody leaves early." },
      { id: "entertaining-eclectic", style: "eclectic", label: "A living room full of mismatched chairs", hint: "A playlist, a theme and a signature drink." },
      { id: "entertaining-traditional", style: "traditional", label: "A proper dinner party", hint: "Cloth napkins, candles and the good china." },
      { id: "entertaining-modern", style: "modern", label: "Small plates at the kitchen island", hint: "Easy, uncluttered and over by ten." },
    ],
  },
  {
    id: "priority",
    prompt: "What matters most when you repaint a room?",
    options: [
      { id: "priority-modern", style: "modern", label: "A calm, uncluttered look", hint: "Fewer colours, sharper lines." },
      { id: "priority-farmhouse", style: "farmhouse", label: "Warmth that hides fingerprints", hint: "Scrubbable finishes in forgiving shades." },
      { id: "priority-traditional", style: "traditional", label: "Respect for the house's character", hint: "Plaster walls, original trim and moulding done right." },
      { id: "priority-eclectic", style: "eclectic", label: "Something nobody else has", hint: "A colour you'll have to explain to the neighbours." },
    ],
  },
];

export const QUESTION_COUNT = QUIZ_QUESTIONS.length;
