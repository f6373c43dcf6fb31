export const SHINGLE_WORDS: number;
export function visibleText(html: string): string;
export function words(text: string): string[];
export function shingles(tokens: readonly string[], size?: number): Set<string>;
export function overlap(
  a: ReadonlySet<string>,
  b: ReadonlySet<string>,
): { shared: number; sizes: [number, number]; jaccard: number; containment: number };
