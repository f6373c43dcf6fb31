export { QUESTION_COUNT, QUIZ_QUESTIONS } from "./questions";
export { QUIZ_RESULTS } from "./results";
export { isStyle, tally, winningStyle } from "./score";
export {
  STYLES,
  type ColorSwatch,
  type QuizOption,
  type QuizQuestion,
  type QuizResult,
  type Style,
} from "./types";

/** Delays from docs/product.md §9: a click advances after 300 ms; the result shows 500 ms after the last answer. */
export const QUIZ_ADVANCE_DELAY_MS = 300;
export const QUIZ_RESULT_DELAY_MS = 500;
