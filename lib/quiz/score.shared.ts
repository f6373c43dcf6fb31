import { STYLES, type Style } from "./types.shared";

export function isStyle(value: unknown): value is Style {
  return typeof value === "string" && (STYLES as readonly string[]).includes(value);
}

/** How many answers went to each style. */
export function tally(answers: readonly Style[]): Record<Style, number> {
  const counts: Record<Style, number> = { modern: 0, traditional: 0, eclectic: 0, farmhouse: 0 };
  for (const style of answers) counts[style]++;
  return counts;
}

/**
 * The winning style (docs/product.md §4): the style with the most answers; on a tie, the first of the tied
 * styles in order of first appearance among the answers. Answers are in question order, so after
 * going back and changing an answer the order is that of the questions, not of the clicks.
 *
 *   [modern, traditional, traditional, modern, eclectic] → modern (2–2; modern appears first)
 *
 * Returns undefined when there are no answers.
 */
export function winningStyle(answers: readonly Style[]): Style | undefined {
  const counts = tally(answers);
  const max = Math.max(0, ...Object.values(counts));
  if (max === 0) return undefined;
  // Styles in order of first appearance; the first one holding the maximum wins.
  const inOrderOfAppearance = [...new Set(answers)];
  return inOrderOfAppearance.find((style) => counts[style] === max);
}
