/**
 * Stands in for a dialog whose code is still downloading: the same dimmed
 * backdrop and a spinner, announced to screen readers, so a click always
 * shows that something is happening. The spinner is drawn inline (lucide's
 * loader-circle) rather than with the icon library, which would outweigh the rest.
 */
export function LoadingDialog({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50" role="status" aria-live="polite">
      <div className="flex items-center gap-3 rounded-lg bg-background px-5 py-4 text-sm shadow-lg">
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-5 animate-spin text-primary"
          aria-hidden="true"
        >
          <path d="M21 12a9 9 0 1 1-6.219-8.56" />
        </svg>
        <span>{label}</span>
      </div>
    </div>
  );
}
