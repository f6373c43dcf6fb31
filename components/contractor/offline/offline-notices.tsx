"use client";

import { PlaneIcon, RefreshCwIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { usePortalFormat } from "../i18n/use-portal-format";
import type { Refusal } from "./queue";

/** "Offline · Last updated Nov 27, 9:41 AM" (New York time) over jobs read from the device. */
export function OfflineBanner({ lastUpdated, onRetry }: { lastUpdated: string | null; onRetry: () => void }) {
  const t = useTranslations("portal.offline");
  const tShared = useTranslations("portal.shared");
  const format = usePortalFormat();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <PlaneIcon aria-hidden className="size-4" />
          {t("offline")}
        </span>
        <span>{lastUpdated ? t("lastUpdated", { time: format.moment(lastUpdated) }) : t("notSaved")}</span>
      </p>
      <Button type="button" variant="outline" className="min-h-11" onClick={onRetry}>
        <RefreshCwIcon aria-hidden />
        {tShared("tryAgain")}
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
  const t = useTranslations("portal.offline");
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
              {t("notSent", { label: move.label, jobName: move.jobName })}
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
            <span className="sr-only">{t("dismiss", { jobName: move.jobName })}</span>
          </Button>
        </div>
      ))}
    </div>
  );
}

/** In place of a job's button while its move waits for the network: "Waiting for signal: …". */
export function useWaitingText(): (label: string) => string {
  const t = useTranslations("portal.offline");
  return (label) => t("waiting", { label });
}
