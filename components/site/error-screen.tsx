import { PageLink } from "@/components/site/page-link";
import type english from "@/messages/en/errors.json";

/** One class string for both actions: the same bytes twice cost almost nothing gzipped. */
const ACTION = "inline-flex h-9 items-center rounded-md border px-4 text-sm font-medium hover:bg-accent";

/** The screen's words: the `errors` namespace of one language (app/es/error.tsx passes Spanish). */
export type ErrorScreenTexts = typeof english;

/**
 * What a visitor sees when a page fails on our side (app/error.tsx, app/global-error.tsx): what
 * happened, what to do, and the reference support searches the logs for (README → Operations →
 * Logs). In production Next.js hands the error boundary only the error's `digest`, the same value
 * instrumentation.ts logs as `reference`; an error that happened in the browser has none, and no
 * server log line to find, so no reference is shown for it. Light on purpose: every page's
 * JavaScript carries the error boundaries (about 0.6 kB gzip each), so nothing here but markup,
 * and the words of one language only (the JSON file the boundary imports).
 */
export function ErrorScreen({
  digest,
  onRetry,
  texts,
  homeHref = "/",
}: {
  digest?: string;
  onRetry: () => void;
  /** Imported by each boundary from its own language's file, so a page ships one language's words. */
  texts: ErrorScreenTexts;
  homeHref?: string;
}) {
  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-20">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <p className="text-sm text-muted-foreground">{texts.text}</p>
      {digest ? (
        <p className="text-sm">
          {texts.reference} <code className="font-mono select-all">{digest}</code>
        </p>
      ) : null}
      <div className="flex gap-3">
        <button type="button" onClick={onRetry} className={ACTION}>
          {texts.tryAgain}
        </button>
        <PageLink href={homeHref} className={ACTION}>
          {texts.returnHome}
        </PageLink>
      </div>
    </div>
  );
}
