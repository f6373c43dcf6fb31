/**
 * A painter's productivity (sq ft of wall a day), which sizes multi-day projects: the one place its
 * limits live (docs/product.md §5, §9). The back office's input, the API's validation and the
 * estimate all read them. Browser-safe.
 */
export const PRODUCTIVITY = { min: 100, max: 2000, step: 50, fallback: 500 } as const;
