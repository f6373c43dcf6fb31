/**
 * The few bytes every page carries for the quote wizard: a place to ask for it and
 * the page-load pricing fetch (docs/product.md §4). The wizard, the scheduler and their context
 * load on the first request (QuoteHostMount); until then a request waits here.
 * Plain module state, not React context, so a Get Quote link needs no provider above it.
 */
import type { Locale } from "@/lib/i18n/locales.shared";
import type { SavedQuoteLike } from "@/lib/quotes/draft-from-saved-quote.shared";
import type { WizardStep } from "./types";
import { loadWizardTexts } from "./wizard-texts";

export interface OpenQuoteWizardOptions {
  /** Step to open at; default the provider's initial step (1). "Back to Quote" uses 4. */
  step?: WizardStep;
}

export interface QuoteWizardRequest {
  prefill: SavedQuoteLike | null;
  options: OpenQuoteWizardOptions;
}

type Host = (request: QuoteWizardRequest) => void;

let host: Host | null = null;
let waiting: QuoteWizardRequest | null = null;
let mounts = 0;
const listeners = new Set<() => void>();

/** Opens the wizard, loading it first when this page has not opened it yet. False when no page can host it. */
export function openQuoteWizard(
  prefill?: SavedQuoteLike | null,
  options: OpenQuoteWizardOptions = {},
): boolean {
  const request = { prefill: prefill ?? null, options };
  if (host) {
    host(request);
    return true;
  }
  if (mounts === 0) return false;
  waiting = request;
  for (const listener of listeners) listener();
  return true;
}

/** True when a click can open the wizard in place (a host or a mount for one is on the page). */
export function canOpenQuoteWizardInPlace(): boolean {
  return host !== null || mounts > 0;
}

/** The provider takes the requests from now on, the one that waited first. Returns its release. */
export function hostQuoteWizard(next: Host): () => void {
  host = next;
  const request = waiting;
  waiting = null;
  if (request) next(request);
  return () => {
    if (host === next) host = null;
  };
}

/** QuoteHostMount: told when a request waits for the wizard to load. */
export function watchQuoteRequests(listener: () => void): () => void {
  mounts += 1;
  listeners.add(listener);
  return () => {
    mounts -= 1;
    listeners.delete(listener);
  };
}

export const hasWaitingQuoteRequest = () => waiting !== null;

/**
 * The page's language, as its root layout wrote it in <html lang>: Spanish, or else English (the
 * default). Written out rather than read from locales.shared, which no page of static text loads.
 */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return lang === "es" ? "es" : "en";
}

/** The wizard's code and its texts in one language, downloaded together. */
export const loadQuoteHost = (locale: Locale = pageLocale()) =>
  Promise.all([import("./quote-host"), loadWizardTexts(locale)]).then(([host, texts]) => ({
    QuoteHost: host.QuoteHost,
    texts,
  }));

/** Starts downloading the wizard early, e.g. when a pointer nears a Get Quote button. */
export function preloadQuoteWizard() {
  void loadQuoteHost();
}

export const PRICING_URL = "/api/pricing/config";

let pageLoadPricing: { at: number; body: Promise<unknown> } | null = null;
let pageLoadPricingTaken = false;

/** The page-load fetch of the pricing (docs/product.md §4), without the pricing code: that comes with the wizard. */
export function fetchPricingOnPageLoad() {
  if (pageLoadPricing) return;
  // The JSON, or null when it failed (the client never throws; nor does its download here): the
  // wizard then asks again itself. The API client loads with the request rather than with every
  // page, whose own JavaScript it would outweigh; the wizard uses the same download later.
  const body = import("@/components/api/client")
    .then(({ api }) => api.get<unknown>(PRICING_URL, { noCache: true }))
    .then((result) => (result.ok ? result.data : null))
    .catch(() => null);
  pageLoadPricing = { at: Date.now(), body };
}

/** The page-load fetch (its time, and its JSON or null), to the first caller only. */
export function takePageLoadPricing(): { at: number; body: Promise<unknown> } | null {
  if (pageLoadPricingTaken) return null;
  pageLoadPricingTaken = true;
  return pageLoadPricing;
}
