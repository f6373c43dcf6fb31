"use client";

import { useCallback, useState } from "react";
import { NETWORK_ERROR } from "@/components/api/client";
import { usePagedResource, type PageFailure } from "@/components/api/use-paged-resource";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import type { JobHistoryDto } from "@/lib/contractors/job-history";
import { useContractorApi } from "./contractor-api";

export const HISTORY_URL = "/api/contractor/jobs/history";
const TRY_AGAIN = "Please try again.";

export interface JobHistoryState {
  /** idle: not asked for yet (the tab was never opened). */
  status: "idle" | "loading" | "ready" | "error";
  jobs: ContractorJob[];
  nextCursor: string | null;
  loadingMore: boolean;
  /** Why the first page or the next one could not be loaded. */
  error: string | null;
}

const isPage = (data: unknown): data is JobHistoryDto =>
  typeof data === "object" && data !== null && Array.isArray((data as JobHistoryDto).jobs);

const failureText = (failure: PageFailure | null) =>
  failure && (failure.error ?? (failure.httpStatus === 0 ? NETWORK_ERROR : TRY_AGAIN));

/**
 * The painter's completed jobs, a page at a time: nothing is fetched until the Job History
 * tab asks (`open`), and each "Load more" appends the next page.
 */
export function useJobHistory() {
  const api = useContractorApi();
  const [opened, setOpened] = useState(false);
  const { status, items, nextCursor, loadingMore, failure, reload, loadMore } = usePagedResource<
    JobHistoryDto,
    ContractorJob
  >(opened ? HISTORY_URL : null, {
    get: api.get,
    accept: isPage,
    items: (page) => page.jobs,
    nextCursor: (page) => page.nextCursor,
    pageUrl: (cursor) => `${HISTORY_URL}?cursor=${encodeURIComponent(cursor)}`,
    itemKey: (job) => job.id,
  });
  const history: JobHistoryState = {
    status,
    jobs: items,
    nextCursor,
    loadingMore,
    error: failureText(failure),
  };

  /** First opening of the tab: load the first page once. */
  const open = useCallback(() => setOpened(true), []);

  /** After a job changed: the first page again, if the history was ever shown. */
  const refresh = useCallback(async () => {
    if (opened) await reload();
  }, [opened, reload]);

  return { history, open, refresh, loadMore, retry: reload };
}
