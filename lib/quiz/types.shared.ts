/** The four painting styles the quiz can recommend (docs/product.md §3 "Quiz"). */
export const STYLES = ["modern", "traditional", "eclectic", "farmhouse"] as const;
export type Style = (typeof STYLES)[number];

export interface QuizOption {
  /** Stable id, unique within its question. */
  id: string;
  label: string;
  /** A short line under the label that makes the choice concrete. */
  hint: string;
  style: Style;
}

export interface QuizQuestion {
  id: "lifestyle" | "colors" | "inspiration" | "entertaining" | "priority";
  prompt: string;
  options: readonly [QuizOption, QuizOption, QuizOption, QuizOption];
}

export interface QuizResult {
  style: Style;
  name: string;
  tagline: string;
  description: string;
  /** Four colour names. */
  colors: readonly [ColorSwatch, ColorSwatch, ColorSwatch, ColorSwatch];
  rooms: readonly string[];
  /** Four style features. */
  features: readonly [string, string, string, string];
}

export interface ColorSwatch {
  name: string;
  /** For the swatch only; the name is what the painter works from. */
  hex: string;
}
