import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils.shared";
import { isFirstPage, type Paging } from "./paging";

/**
 * A pager button that stays focusable when it cannot act (aria-disabled): a keyboard user who
 * pressed Next keeps their place while the page loads or when it was the last one.
 */
function PagerButton({
  unavailable,
  onClick,
  children,
}: {
  unavailable: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      className={cn("min-h-11", unavailable && "cursor-not-allowed opacity-50")}
      aria-disabled={unavailable || undefined}
      onClick={() => {
        if (!unavailable) onClick();
      }}
    >
      {children}
    </Button>
  );
}

/** Previous / "Page N" / Next under a server-paged list. */
export function Pager({
  label,
  paging,
  hasNext,
  busy,
  onPrevious,
  onNext,
}: {
  /** The navigation landmark's name, e.g. "Bookings pages". */
  label: string;
  paging: Paging;
  hasNext: boolean;
  /** A page is loading: the cursors on screen are about to change. */
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <PagerButton unavailable={busy || isFirstPage(paging)} onClick={onPrevious}>
        <ChevronLeftIcon aria-hidden />
        Previous
      </PagerButton>
      <span className="text-sm text-muted-foreground tabular-nums">Page {paging.page}</span>
      <PagerButton unavailable={busy || !hasNext} onClick={onNext}>
        Next
        <ChevronRightIcon aria-hidden />
      </PagerButton>
    </nav>
  );
}
