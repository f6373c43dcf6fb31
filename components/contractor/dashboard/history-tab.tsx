"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import { jobEarnings, quoteConditions, quotePaintOptions, quoteTotal, serviceType } from "./format";
import { useJobText } from "../i18n/use-job-text";
import { usePortalFormat } from "../i18n/use-portal-format";
import { formatMoney } from "@/lib/format.shared";
import { JobSection } from "./section";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import type { JobHistoryState } from "./use-job-history";

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="text-muted-foreground sm:w-36 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function HistoryItem({ job }: { job: ContractorJob }) {
  const quote = job.booking?.quote;
  const total = quoteTotal(job);
  const t = useTranslations("portal.history");
  const tShared = useTranslations("portal.shared");
  const format = usePortalFormat();
  const text = useJobText();
  const completed = text.timestampDate(job.completedAt ?? job.assignedAt);
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      data-testid="history-item"
      // Focusable from script only: Load more moves the focus to the first job it added.
      tabIndex={-1}
      className="list-none rounded-xl border bg-card p-4 shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          {format.service(serviceType(job))}: {quote?.customerName || tShared("customer")}
        </h3>
        <p className="text-lg font-semibold text-green-800">
          <span className="sr-only">{t("earned")}</span>
          {formatMoney(jobEarnings(job))}
        </p>
      </div>
      {quote?.address && <p className="mt-1 text-sm break-words text-muted-foreground">{quote.address}</p>}
      <dl className="mt-3 space-y-1.5 text-sm">
        <Line label={t("completed")}>{completed ?? "—"}</Line>
        <Line label={t("totalCost")}>{total === null ? "—" : formatMoney(total)}</Line>
        <Line label={t("paintOptions")}>{text.paintOptions(quotePaintOptions(quote))}</Line>
        <Line label={t("conditions")}>{text.conditions(quoteConditions(quote))}</Line>
        <Line label={t("completionNotes")}>{job.notes || t("none")}</Line>
      </dl>
    </li>
  );
}

const jobCount = (n: number) => `${n.toLocaleString("en-US")} completed job${n === 1 ? "" : "s"}`;

/** "Showing 20 of 3,000 completed jobs": what a screen reader hears after each Load more. */
export function shownText(shown: number, total: number | undefined) {
  if (total === undefined || total <= shown) return `Showing ${jobCount(shown)}`;
  return `Showing ${shown.toLocaleString("en-US")} of ${jobCount(total)}`;
}

interface HistoryTabProps {
  history: JobHistoryState;
  /** Completed jobs in all (the summary's figure), when known. */
  total?: number;
  /** Called when the tab is shown: loads the first page the first time. */
  onOpen: () => void;
  onLoadMore: () => Promise<void>;
  onRetry: () => void;
}

/** Completed jobs, most recent first, with what each earned; older ones a page at a time. */
export function HistoryTab({ history, total, onOpen, onLoadMore, onRetry }: HistoryTabProps) {
  const { status, jobs, nextCursor, loadingMore, error } = history;
  const sectionRef = useRef<HTMLDivElement>(null);
  // After Load more, focus goes to the first job it added (the button may be gone: no more pages).
  const focusFrom = useRef<number | null>(null);

  const t = useTranslations("portal.history");
  const tShared = useTranslations("portal.shared");
  const locale = usePortalFormat().locale;
  // English keeps its own words (shownText); Spanish says it from the catalogue.
  const shown = (count: number) =>
    locale === "en"
      ? shownText(count, total)
      : total === undefined || total <= count
        ? t("shownAll", { shown: count })
        : t("shownOf", { shown: count, total });

  useEffect(() => onOpen(), [onOpen]);

  useEffect(() => {
    if (focusFrom.current === null || loadingMore) return;
    const items = sectionRef.current?.querySelectorAll<HTMLElement>("[data-testid='history-item']");
    const first = items?.[focusFrom.current];
    focusFrom.current = null;
    first?.focus();
  }, [jobs, loadingMore]);

  if (jobs.length === 0 && (status === "idle" || status === "loading")) {
    return (
      <LoadingState label={t("loading")} skeletons={["h-40 w-full", "h-40 w-full"]} className="space-y-3" />
    );
  }
  if (jobs.length === 0 && status === "error") {
    return (
      <LoadError onRetry={onRetry} retryLabel={tShared("tryAgain")}>
        <p className="text-sm text-destructive">{t("failed", { error: error ?? "" })}</p>
      </LoadError>
    );
  }

  function loadMore() {
    if (loadingMore) return;
    focusFrom.current = jobs.length;
    void onLoadMore();
  }

  return (
    <div ref={sectionRef}>
      <JobSection
        title={t("title")}
        description={t("description")}
        empty={t("empty")}
        count={jobs.length}
        total={total}
        footer={
          <div className="flex flex-col items-center gap-2 pt-1">
            <p role="status" className="text-sm text-muted-foreground">
              {shown(jobs.length)}
            </p>
            {error && (
              <p role="alert" className="text-center text-sm text-destructive">
                {t("moreFailed", { error: error ?? "" })}
              </p>
            )}
            {nextCursor && (
              // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
              <Button
                type="button"
                variant="outline"
                className="min-h-11 w-full sm:w-auto"
                aria-disabled={loadingMore}
                onClick={loadMore}
              >
                {loadingMore && <Loader2Icon aria-hidden className="animate-spin" />}
                {loadingMore ? t("loadingMore") : t("loadMore")}
              </Button>
            )}
          </div>
        }
      >
        {jobs.map((job) => (
          <HistoryItem key={job.id} job={job} />
        ))}
      </JobSection>
    </div>
  );
}
