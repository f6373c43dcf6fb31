import { PageLink } from "@/components/site/page-link";

/**
 * What a visitor sees when a page fails on our side (app/error.tsx, app/global-error.tsx): what
 * happened, what to do, and the reference support searches the logs for (README → Operations →
 * Logs). In production Next.js hands the error boundary only the error's `digest`, the same value
 * instrumentation.ts logs as `reference`; an error that happened in the browser has none, and no
 * server log line to find, so no reference is shown for it. Light on purpose: every page's
 * JavaScript carries the error boundary, so nothing here but markup.
 */
export function ErrorScreen({ digest, onRetry }: { digest?: string; onRetry?: () => void }) {
  return (
    <div className="flex justify-center px-4 py-20">
      <div className="w-full max-w-md space-y-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">
          This page could not be shown because of a problem on our side. Please try again in a moment. If it
          keeps happening, call or e-mail us and mention the reference below.
        </p>
        {digest ? (
          <p className="text-sm">
            Reference: <code className="rounded bg-muted px-1.5 py-0.5 font-mono select-all">{digest}</code>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {onRetry ? (
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              Try again
            </button>
          ) : null}
          <PageLink
            href="/"
            className="inline-flex h-9 items-center rounded-md border px-4 text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            Return home
          </PageLink>
        </div>
      </div>
    </div>
  );
}
