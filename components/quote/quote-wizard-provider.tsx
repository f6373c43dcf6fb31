"use client";

import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { QuoteWizard, type WizardOpenRequest } from "./quote-wizard";
import type { SavedQuoteLike } from "@/lib/quotes/draft-from-saved-quote.shared";
import type { QuoteDto as SavedQuote } from "@/lib/quotes/serialize";
import type { WizardStep } from "./types";
import { refreshPricingConfig } from "./use-pricing-config";
import { hostQuoteWizard, type OpenQuoteWizardOptions } from "./quote-launcher";

/** What happens with a freshly saved quote, e.g. the scheduling dialog opens (components/scheduling/quote-scheduler.tsx). */
export type QuoteSavedHandler = (quote: SavedQuote) => void;

export type { OpenQuoteWizardOptions };

export interface QuoteWizardContextValue {
  /** Opens the wizard at its initial step, pre-filled from a saved quote when one is given. */
  openQuoteWizard: (prefill?: SavedQuoteLike | null, options?: OpenQuoteWizardOptions) => void;
  closeQuoteWizard: () => void;
  isOpen: boolean;
  /**
   * Takes over what happens after a quote is saved, instead of the default
   * "quote saved" dialog. Returns the function that unregisters it. Prefer the
   * `useQuoteSavedHandler` hook.
   */
  registerQuoteSavedHandler: (handler: QuoteSavedHandler) => () => void;
}

// The wizard comes with this provider in one download: the root layout loads both on the first
// request for the wizard (QuoteHostMount), so a visitor waits for one round of chunks, not two.
const QuoteSavedDialog = dynamic(() => import("./quote-saved-dialog").then((m) => m.QuoteSavedDialog), {
  ssr: false,
});

const QuoteWizardContext = createContext<QuoteWizardContextValue | null>(null);

interface QuoteWizardProviderProps {
  children: React.ReactNode;
  /**
   * Called with the server's saved quote after the wizard closed. A handler
   * registered with `useQuoteSavedHandler` wins over this prop; with neither,
   * the provider shows QuoteSavedDialog.
   */
  onQuoteSaved?: QuoteSavedHandler;
  /** The step every opening starts at (docs/product.md §2: default 1). */
  initialStep?: WizardStep;
}

/**
 * Owns the quote wizard, opens it for `openQuoteWizard()` (the context's, or quote-launcher's
 * from a Get Quote link) and for `?quote=true`, and refreshes the pricing when it mounts.
 * The root layout mounts it on the first request (QuoteHostMount), not with every page.
 */
export function QuoteWizardProvider({ children, onQuoteSaved, initialStep = 1 }: QuoteWizardProviderProps) {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<WizardOpenRequest>({ id: 0, step: initialStep, prefill: null });
  const [savedQuote, setSavedQuote] = useState<SavedQuote | null>(null);
  const [wizardLoaded, setWizardLoaded] = useState(false);
  const handlers = useRef<QuoteSavedHandler[]>([]);

  useEffect(() => {
    void refreshPricingConfig();
  }, []);

  const openQuoteWizard = useCallback(
    (prefill?: SavedQuoteLike | null, options: OpenQuoteWizardOptions = {}) => {
      setRequest((current) => ({
        id: current.id + 1,
        step: options.step ?? initialStep,
        prefill: prefill ?? null,
      }));
      setWizardLoaded(true);
      setOpen(true);
    },
    [initialStep],
  );

  // Get Quote links ask quote-launcher.ts, which hands every request (and one that waited
  // while this code downloaded) to the provider on the page.
  useEffect(
    () => hostQuoteWizard((request) => openQuoteWizard(request.prefill, request.options)),
    [openQuoteWizard],
  );

  const closeQuoteWizard = useCallback(() => setOpen(false), []);

  const registerQuoteSavedHandler = useCallback((handler: QuoteSavedHandler) => {
    handlers.current = [...handlers.current, handler];
    return () => {
      handlers.current = handlers.current.filter((h) => h !== handler);
    };
  }, []);

  const handleSaved = useCallback(
    (quote: SavedQuote) => {
      setOpen(false);
      const handler = handlers.current.at(-1) ?? onQuoteSaved;
      if (handler) handler(quote);
      else setSavedQuote(quote);
    },
    [onQuoteSaved],
  );

  const value = useMemo<QuoteWizardContextValue>(
    () => ({ openQuoteWizard, closeQuoteWizard, isOpen: open, registerQuoteSavedHandler }),
    [openQuoteWizard, closeQuoteWizard, open, registerQuoteSavedHandler],
  );

  return (
    <QuoteWizardContext.Provider value={value}>
      {children}
      {/* useSearchParams needs a Suspense boundary so pages stay statically prerendered. */}
      <Suspense fallback={null}>
        <QuoteParamOpener onOpen={openQuoteWizard} />
      </Suspense>
      {wizardLoaded && (
        <QuoteWizard open={open} onOpenChange={setOpen} request={request} onQuoteSaved={handleSaved} />
      )}
      {savedQuote && <QuoteSavedDialog quote={savedQuote} onClose={() => setSavedQuote(null)} />}
    </QuoteWizardContext.Provider>
  );
}

/** Opens the wizard at step 1 for `?quote=true`, then drops the parameter from the address bar without a reload. */
function QuoteParamOpener({ onOpen }: { onOpen: () => void }) {
  const params = useSearchParams();
  const requested = params?.get("quote") === "true";
  useEffect(() => {
    if (!requested) return;
    onOpen();
    const url = new URL(window.location.href);
    url.searchParams.delete("quote");
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }, [requested, onOpen]);
  return null;
}

export function useQuoteWizard(): QuoteWizardContextValue {
  const context = useContext(QuoteWizardContext);
  if (!context) throw new Error("useQuoteWizard must be used inside <QuoteWizardProvider>");
  return context;
}

/** The wizard's controls, or null outside a provider (e.g. a component rendered on its own). */
export function useOptionalQuoteWizard(): QuoteWizardContextValue | null {
  return useContext(QuoteWizardContext);
}

/**
 * Replaces the default "quote saved" dialog while the calling component is
 * mounted, e.g. a scheduling dialog: `useQuoteSavedHandler((quote) => setQuote(quote))`.
 * The latest handler is always called, so it need not be memoised.
 */
export function useQuoteSavedHandler(handler: QuoteSavedHandler) {
  const { registerQuoteSavedHandler } = useQuoteWizard();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => registerQuoteSavedHandler((quote) => latest.current(quote)), [registerQuoteSavedHandler]);
}
