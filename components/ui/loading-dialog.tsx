import { Loader2 } from "lucide-react";

/**
 * Stands in for a dialog whose code is still downloading: the same dimmed
 * backdrop and a spinner, announced to screen readers, so a click always
 * shows that something is happening.
 */
export function LoadingDialog({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50" role="status" aria-live="polite">
      <div className="flex items-center gap-3 rounded-lg bg-background px-5 py-4 text-sm shadow-lg">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}
