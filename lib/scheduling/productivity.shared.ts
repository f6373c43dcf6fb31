/**
 * A painter's productivity (sq ft of wall a day), which sizes multi-day projects: the one place its
 * limits live (docs/product.md §5, §9). The back office's input, the API's validation and the
 * estimate all read them. Browser-safe.
 */
export const PRODUCTIVITY = { min: 100, max: 2000, step: 50, fallback: 500 } as const;

/**
 * The longest project a painter can be booked for online: 30 consecutive days in one slot. A
 * painter slower than that for a project is not offered it; with MAX_ONLINE_PAINTABLE_SQFT it
 * bounds every availability search (README → Security, "Bounded work").
 */
export const MAX_PROJECT_DAYS = 30;

/**
 * The largest project that can be booked online, in sq ft of paintable surface (walls, ceilings
 * and trim as priced): the longest project at the default productivity, 30 days × 500 sq ft =
 * 15,000 sq ft, the interior of a large single-family home. lib/quotes/size-limit.ts refuses more.
 */
export const MAX_ONLINE_PAINTABLE_SQFT = MAX_PROJECT_DAYS * PRODUCTIVITY.fallback;
