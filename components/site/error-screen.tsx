import { PageLink } from "@/components/site/page-link";

/** One class string for both actions: the same bytes twice cost almost nothing gzipped. */
const ACTION = "inline-flex h-9 items-center rounded-md border px-4 text-sm font-medium hover:bg-accent";

/**
 * What a visitor sees when a page fails on our side (app/error.tsx, app/global-error.tsx): what
 * happened, what to do, and the reference support searches the logs for (README → Operations →
 * Logs). In production Next.js hands the error boundary only the error's `digest`, the same value
 * instrumentation.ts logs as `reference`; an error that happened in the browser has none, and no
 * server log line to find, so no reference is shown for it. Light on purpose: every page's
 * JavaScript carries the error boundaries (about 0.6 kB gzip each), so nothing here but markup.
 */
export function ErrorScreen({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-20">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-sm text-muted-foreground">
        A problem on our side stopped this page. Please try again. If it keeps happening, contact us and
        mention the reference below.
      </p>
      {digest ? (
        <p className="text-sm">
          Reference: <code className="font-mono select-all">{digest}</code>
        </p>
      ) : null}
      <div className="flex gap-3">
        <button type="button" onClick={onRetry} className={ACTION}>
          Try again
        </button>
        <PageLink href="/" className={ACTION}>
          Return home
        </PageLink>
      </div>
    </div>
  );
}
