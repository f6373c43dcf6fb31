export { QUESTION_COUNT, QUIZ_QUESTIONS } from "./questions.shared";
export { QUIZ_RESULTS } from "./results.shared";
export { isStyle, tally, winningStyle } from "./score.shared";
export {
  STYLES,
  type ColorSwatch,
  type QuizOption,
  type QuizQuestion,
  type QuizResult,
  type Style,
} from "./types.shared";

/** Delays from docs/product.md §9: a click advances after 300 ms; the result shows 500 ms after the last answer. */
export const QUIZ_ADVANCE_DELAY_MS = 300;
export const QUIZ_RESULT_DELAY_MS = 500;
