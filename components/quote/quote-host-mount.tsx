"use client";

import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales.shared";
import {
  fetchPricingOnPageLoad,
  hasWaitingQuoteRequest,
  loadQuoteHost,
  preloadQuoteWizard,
  watchQuoteRequests,
} from "./quote-launcher";

// The wizard, the scheduler and their context: most of the site's JavaScript, and most
// visitors never open them. They load on the first Get Quote, not with the page. React's
// lazy, not next/dynamic: that wrapper would outweigh everything else here. Its texts come in the
// same download, in the page's language only.
const lazyQuoteHost = (locale: Locale) =>
  lazy(() =>
    loadQuoteHost(locale).then(({ QuoteHost, texts }) => ({
      default: function LoadedQuoteHost() {
        return <QuoteHost locale={locale} texts={texts} />;
      },
    })),
  );

const asksForQuote = (search: string) => new URLSearchParams(search).get("quote") === "true";

// Arriving at /?quote=true (every other page's Get Quote link): the wizard is wanted at once,
// so its code downloads while the page hydrates rather than after (a slow phone waited for both).
if (typeof window !== "undefined" && asksForQuote(window.location.search)) preloadQuoteWizard();

/**
 * Mounted once in the root layout: fetches the pricing on page load (docs/product.md §4) and mounts
 * the quote host on the first request for the wizard, from a Get Quote link or `?quote=true`
 * (the provider then opens it and drops the parameter). `loading` (the LoadingDialog) is
 * shown while the wizard's code downloads; the layout renders it on the server, so its markup
 * travels with the page rather than as code in every page's JavaScript.
 */
export function QuoteHostMount({ locale, loading }: { locale: Locale; loading: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  // One per document: each language has its own root layout, so the locale never changes here.
  const [QuoteHost] = useState(() => lazyQuoteHost(locale));

  useEffect(() => {
    fetchPricingOnPageLoad();
    const stop = watchQuoteRequests(() => setWanted(true));
    if (hasWaitingQuoteRequest()) setWanted(true);
    return stop;
  }, []);

  return (
    <>
      {/* useSearchParams needs a Suspense boundary so pages stay statically prerendered. */}
      <Suspense fallback={null}>
        <QuoteParamWatcher onRequested={() => setWanted(true)} />
      </Suspense>
      {wanted && (
        <Suspense fallback={loading}>
          <QuoteHost />
        </Suspense>
      )}
    </>
  );
}

/** `?quote=true`, on arrival or after a client-side navigation. */
function QuoteParamWatcher({ onRequested }: { onRequested: () => void }) {
  const requested = useSearchParams()?.get("quote") === "true";
  useEffect(() => {
    if (requested) onRequested();
  }, [requested, onRequested]);
  return null;
}
