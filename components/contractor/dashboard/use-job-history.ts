"use client";

import { useCallback, useRef, useState } from "react";
import { NETWORK_ERROR } from "@/components/api/client";
import type { ResourceGet } from "@/components/api/use-resource";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import type { JobHistoryDto } from "@/lib/contractors/job-history";

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

const INITIAL: JobHistoryState = {
  status: "idle",
  jobs: [],
  nextCursor: null,
  loadingMore: false,
  error: null,
};

const isPage = (data: unknown): data is JobHistoryDto =>
  typeof data === "object" && data !== null && Array.isArray((data as JobHistoryDto).jobs);

/**
 * The painter's completed jobs, a page at a time: nothing is fetched until the Job History
 * tab asks (`open`), and each "Load more" appends the next page.
 */
export function useJobHistory(get: ResourceGet) {
  const [state, setState] = useState<JobHistoryState>(INITIAL);
  // The answer of a superseded request (a reload while a page was loading) is dropped.
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const result = await get<JobHistoryDto>(
        cursor ? `${HISTORY_URL}?cursor=${encodeURIComponent(cursor)}` : HISTORY_URL,
      );
      if (result.sessionEnded) return null;
      if (result.ok && isPage(result.data)) return { page: result.data, error: null };
      return { page: null, error: result.error ?? (result.status === 0 ? NETWORK_ERROR : TRY_AGAIN) };
    },
    [get],
  );

  const loadFirst = useCallback(async () => {
    const id = ++generation.current;
    setState((current) => ({ ...current, status: current.jobs.length ? current.status : "loading" }));
    const answer = await fetchPage(null);
    if (!answer || id !== generation.current) return;
    const { page, error } = answer;
    setState((current) =>
      page
        ? { status: "ready", jobs: page.jobs, nextCursor: page.nextCursor, loadingMore: false, error: null }
        : { ...current, status: current.jobs.length ? "ready" : "error", error },
    );
  }, [fetchPage]);

  /** First opening of the tab: load the first page once. */
  const open = useCallback(() => {
    if (stateRef.current.status === "idle") void loadFirst();
  }, [loadFirst]);

  /** After a job changed: the first page again, if the history was ever shown. */
  const refresh = useCallback(async () => {
    if (stateRef.current.status !== "idle") await loadFirst();
  }, [loadFirst]);

  /** The next page, appended (a job already shown is not repeated). */
  const loadMore = useCallback(async () => {
    const { nextCursor, loadingMore } = stateRef.current;
    if (!nextCursor || loadingMore) return;
    const id = generation.current;
    setState((current) => ({ ...current, loadingMore: true, error: null }));
    const answer = await fetchPage(nextCursor);
    if (!answer || id !== generation.current) return;
    const { page, error } = answer;
    setState((current) => {
      if (!page) return { ...current, loadingMore: false, error };
      const known = new Set(current.jobs.map((job) => job.id));
      const fresh = page.jobs.filter((job) => !known.has(job.id));
      return {
        ...current,
        jobs: [...current.jobs, ...fresh],
        nextCursor: page.nextCursor,
        loadingMore: false,
      };
    });
  }, [fetchPage]);

  return { history: state, open, refresh, loadMore, retry: loadFirst };
}
