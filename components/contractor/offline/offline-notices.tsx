"use client";

import { PlaneIcon, RefreshCwIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatMoment } from "@/components/admin/moment";
import type { Refusal } from "./queue";

/** "Offline · Last updated Nov 27, 9:41 AM" (New York time) over jobs read from the device. */
export function OfflineBanner({ lastUpdated, onRetry }: { lastUpdated: string | null; onRetry: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <PlaneIcon aria-hidden className="size-4" />
          Offline
        </span>
        <span>
          {lastUpdated
            ? `Last updated ${formatMoment(lastUpdated)}`
            : "Your jobs have not been saved on this device yet."}
        </span>
      </p>
      <Button type="button" variant="outline" className="min-h-11" onClick={onRetry}>
        <RefreshCwIcon aria-hidden />
        Try Again
      </Button>
    </div>
  );
}

/** Moves the server refused when the signal returned: shown until the painter dismisses them. */
export function RefusedMoves({
  refusals,
  onDismiss,
}: {
  refusals: readonly Refusal[];
  onDismiss: (id: string) => void;
}) {
  if (!refusals.length) return null;
  return (
    // Each refusal is its own alert; a list's items may not be alerts (axe "list").
    <div className="space-y-2">
      {refusals.map(({ move, error }) => (
        <div
          key={move.id}
          role="alert"
          className="flex items-start justify-between gap-2 rounded-xl border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <p className="min-w-0 break-words">
            <span className="font-semibold">
              {move.label} for {move.jobName} was not sent.
            </span>{" "}
            {error}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-11 shrink-0"
            onClick={() => onDismiss(move.id)}
          >
            <XIcon aria-hidden />
            <span className="sr-only">Dismiss the message about {move.jobName}</span>
          </Button>
        </div>
      ))}
    </div>
  );
}

/** In place of a job's button while its move waits for the network. */
export function waitingText(label: string): string {
  return `Waiting for signal: ${label} will be sent when you're back online`;
}
