import { RefreshCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** A list that could not be loaded: what went wrong (the caller's paragraphs) and a retry button. */
export function LoadError({
  children,
  onRetry,
  retryLabel = "Refresh",
  retryIcon = <RefreshCwIcon aria-hidden />,
}: {
  children: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  retryIcon?: ReactNode;
}) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 p-4">
      {children}
      <Button type="button" variant="outline" className="min-h-11" onClick={onRetry}>
        {retryIcon}
        {retryLabel}
      </Button>
    </div>
  );
}

/** Placeholders while a list loads; the label is what a screen reader hears. */
export function LoadingState({
  label,
  skeletons,
  className,
}: {
  label: string;
  /** One skeleton per entry, with these classes (their height stands in for the content's). */
  skeletons: readonly string[];
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      {skeletons.map((skeletonClass, i) => (
        <Skeleton key={i} className={skeletonClass} />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
