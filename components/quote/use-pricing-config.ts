"use client";

/**
 * The pricing configuration the wizard prices with (docs/product.md §4 "Pricing refresh"):
 * fetched on page load and again at most once per 60 s; a failed fetch is
 * ignored and the previous values stay. When a value changes, every subscriber
 * re-renders (so every room is priced again) and the global signals of docs/product.md §4 fire.
 *
 * The one store of a GET beside the keyed cache (components/api/resource-cache.ts), on purpose:
 * - Its first answer is the page-load fetch of quote-launcher.ts, which is in the pages' first
 *   load (the home page is within 2 kB of its budget), so that fetch cannot go through the keyed
 *   cache; the store adopts it with its start time, which begins the 60 s. The cache knows a
 *   request only from its own loadResource, timed when it starts there.
 * - The refresh is the store's, not its readers': it runs without any component showing it
 *   (the provider asks when it mounts) and goes on when the wizard closes, where the cache aborts
 *   a request once nobody shows its URL, and forgets answers on a session end or past 50 entries.
 * - It answers "did a price change?": the normalized values, compared field by field, so that
 *   the §4 events fire once per change; the cache tells every answer, changed or not.
 * So on the cache it would still keep its snapshot, its 60 s and its hand-over, and use the
 * cache only for the one request in flight that `inflight` already is; nothing else in the
 * browser reads this URL, so there is no answer to share.
 */
import { useEffect, useSyncExternalStore } from "react";
import { EMPTY_PRICING, PRICING_FIELDS, type PricingConfig } from "@/lib/pricing/index.shared";
import { api } from "@/components/api/client";
import { PRICING_URL, takePageLoadPricing } from "./quote-launcher";

export const PRICING_REFRESH_MS = 60_000;
export { PRICING_URL };

declare global {
  interface Window {
    /** Global recalculation hook called after a pricing change (docs/product.md §4), when present. */
    recalculateQuote?: () => void;
  }
}

export interface PricingSnapshot {
  pricing: PricingConfig;
  /** False until the first successful fetch. */
  loaded: boolean;
}

const INITIAL: PricingSnapshot = { pricing: EMPTY_PRICING, loaded: false };
let snapshot: PricingSnapshot = INITIAL;
let lastFetchAt = Number.NEGATIVE_INFINITY;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Every field of the answer as a number; a missing or non-numeric field is 0 (docs/product.md §3). */
export function normalizePricing(data: unknown): PricingConfig {
  const source = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const config: PricingConfig = { ...EMPTY_PRICING };
  for (const field of PRICING_FIELDS) {
    const raw = source[field];
    const value = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() ? Number(raw) : 0;
    config[field] = Number.isFinite(value) ? value : 0;
  }
  return config;
}

function setSnapshot(next: PricingSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Takes a fetched configuration: a change re-renders every subscriber and is announced (docs/product.md §4). */
function apply(data: unknown) {
  const next = normalizePricing(data);
  const changed = PRICING_FIELDS.some((field) => next[field] !== snapshot.pricing[field]);
  if (changed || !snapshot.loaded) setSnapshot({ pricing: changed ? next : snapshot.pricing, loaded: true });
  if (changed && typeof window !== "undefined") {
    window.dispatchEvent(new Event("pricingUpdated"));
    window.dispatchEvent(new Event("forceQuoteRecalculation"));
    window.recalculateQuote?.();
  }
}

async function fetchPricing(): Promise<unknown> {
  const result = await api.get<unknown>(PRICING_URL, { noCache: true });
  return result.ok ? result.data : null;
}

/**
 * Fetches the pricing unless it was fetched less than 60 s ago (or `force`). Never rejects.
 * The page-load fetch (quote-launcher.ts) counts as the first one when it is that recent.
 */
export function refreshPricingConfig({ force = false }: { force?: boolean } = {}): Promise<void> {
  if (inflight) return inflight;
  const now = Date.now();
  const pageLoad = takePageLoadPricing();
  if (!force && pageLoad && now - pageLoad.at < PRICING_REFRESH_MS) {
    lastFetchAt = pageLoad.at;
    return run(() => pageLoad.body);
  }
  if (!force && now - lastFetchAt < PRICING_REFRESH_MS) return Promise.resolve();
  lastFetchAt = now;
  return run(fetchPricing);
}

function run(load: () => Promise<unknown>): Promise<void> {
  inflight = (async () => {
    try {
      const data = await load();
      // A failure is ignored on purpose (docs/product.md §8): the previous values stay.
      if (data !== null && data !== undefined) apply(data);
    } catch {
      // Ignored on purpose (docs/product.md §8): the previous values stay.
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
const getServerSnapshot = () => INITIAL;

/**
 * The current pricing. While `active` (e.g. the wizard is open) it refreshes on
 * activation and every 60 s.
 */
export function usePricingConfig({ active = false }: { active?: boolean } = {}): PricingSnapshot {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    if (!active) return;
    void refreshPricingConfig();
    const timer = window.setInterval(() => void refreshPricingConfig(), PRICING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return current;
}

/** Test helper: forget the cached pricing and the last fetch time. */
export function resetPricingConfigForTests() {
  snapshot = INITIAL;
  lastFetchAt = Number.NEGATIVE_INFINITY;
  inflight = null;
}
