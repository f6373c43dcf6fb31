"use client";

/*
 * The painter dashboard without signal (README "When there's no signal"): the last jobs and
 * summary from the device when a load fails for the network, and moves queued until it returns.
 * The page's service worker caches no /api/ answer: this is the only copy of the jobs offline.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import type { JobSummaryDto } from "@/lib/contractors/job-summary";
import type { ContractorApi } from "../dashboard/contractor-api";
import type { Resource } from "@/components/api/use-resource";
import { jobPhotosUrl } from "@/lib/validations/job-photo-rules.shared";
import {
  enqueueMove,
  flushQueue,
  type FlushOutcome,
  type NewMove,
  type QueuedMove,
  type QueuedPhoto,
  type Refusal,
} from "./queue";
import { setDevicePainter } from "./device-painter";
import { deletePhoto, getPhoto } from "./photo-store";
import { saveSnapshot, type JobsSnapshot } from "./snapshot";
import { deviceKey, useStored } from "./storage";

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** navigator.onLine, kept current; true on the server and while hydrating. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

const noAnswer = (resource: Resource<unknown>) => resource.status === "error" && resource.httpStatus === 0;

/**
 * The job's status on the server: among the open jobs, else the newest completed ones.
 *
 * The one imperative GET of the dashboard, on purpose: it decides whether a move whose answer
 * was lost must be sent again (queue.ts), so it needs the server's word now, not the jobs
 * resource the dashboard shows, which may predate that send (and the completed jobs are not
 * loaded until the history tab opens). It goes through the portal's `get`, so its session rule
 * holds (a 401 leaves for the login); the dashboard's resources load again after the flush.
 */
async function serverStatus(get: ContractorApi["get"], jobId: string): Promise<string | null | undefined> {
  const open = await get<ContractorJob[]>("/api/contractor/jobs");
  if (!open.ok || !Array.isArray(open.data)) return undefined;
  const found = open.data.find((job) => job.id === jobId);
  if (found) return found.status;
  const done = await get<{ jobs: ContractorJob[] }>("/api/contractor/jobs/history");
  if (!done.ok || !done.data) return undefined;
  return done.data.jobs.find((job) => job.id === jobId)?.status ?? null;
}

/** A waiting photo's request, its bytes read back from IndexedDB; gone from there, it cannot be sent. */
async function sendQueuedPhoto(api: ContractorApi, move: QueuedMove & { photo: QueuedPhoto }) {
  const stored = await getPhoto(move.photo.clientRef).catch(() => undefined);
  if (!stored) return { ok: false, status: 410, error: PHOTO_LOST };
  const form = new FormData();
  form.set("file", stored.blob, `${move.photo.phase}.jpg`);
  form.set("roomId", move.photo.roomId);
  form.set("phase", move.photo.phase);
  form.set("clientRef", move.photo.clientRef);
  return api.send("POST", jobPhotosUrl(move.jobId), form);
}

export const PHOTO_LOST = "The photo is no longer on this phone. Take it again.";

interface Options {
  painterId: string | null;
  api: ContractorApi;
  jobs: Resource<ContractorJob[]>;
  summary: Resource<JobSummaryDto>;
  /** After moves were sent or refused: load the jobs (and what follows them) again. */
  onFlushed: (outcome: FlushOutcome) => void | Promise<void>;
}

export function useOfflineJobs({ painterId, api, jobs, summary, onFlushed }: Options) {
  const online = useOnline();
  const snapshot = useStored<JobsSnapshot>(painterId && deviceKey(painterId, "jobs"));
  const queue = useStored<QueuedMove[]>(painterId && deviceKey(painterId, "moves")) ?? [];
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const onFlushedRef = useRef(onFlushed);
  onFlushedRef.current = onFlushed;

  useEffect(() => setDevicePainter(painterId), [painterId]);

  // Every good load is kept for the next time there is no signal.
  useEffect(() => {
    if (painterId && jobs.status === "ready") saveSnapshot(painterId, { jobs: jobs.data });
  }, [painterId, jobs.status, jobs.data]);
  useEffect(() => {
    if (painterId && summary.status === "ready") saveSnapshot(painterId, { summary: summary.data });
  }, [painterId, summary.status, summary.data]);

  const flush = useCallback(async () => {
    if (!painterId) return;
    const outcome = await flushQueue(painterId, {
      send: (move) =>
        api.send("PUT", `/api/contractor/jobs/${move.jobId}/status`, {
          status: move.status,
          notes: move.notes,
        }),
      sendPayment: (move) => api.send("POST", `/api/contractor/jobs/${move.jobId}/payments`, move.payment),
      sendOnMyWay: (move) => api.send("POST", `/api/contractor/jobs/${move.jobId}/on-my-way`, move.onMyWay),
      currentStatus: (jobId) => serverStatus(api.get, jobId),
      sendPhoto: (move) => sendQueuedPhoto(api, move),
      photoDone: (photo) => deletePhoto(photo.clientRef).catch(() => undefined),
    });
    if (!outcome || (!outcome.sent.length && !outcome.refused.length)) return;
    if (outcome.refused.length) setRefusals((shown) => [...shown, ...outcome.refused]);
    await onFlushedRef.current(outcome);
  }, [api, painterId]);

  // Sent when the signal returns, and after any good load (a reload finds moves left from before).
  // A photo taken while the queue waits on a lost answer tries again too.
  const queued = queue.length;
  useEffect(() => {
    if (!queued || !online) return;
    void flush();
  }, [flush, queued, online, jobs.data]);

  const offline = !online || noAnswer(jobs);
  const queueMove = useCallback(
    (move: NewMove, state?: QueuedMove["state"]) => {
      if (painterId) enqueueMove(painterId, move, state);
      return !!painterId;
    },
    [painterId],
  );

  return {
    offline,
    /** What to show when there is no signal and nothing loaded in this visit. */
    snapshot: offline ? snapshot : null,
    lastUpdated: snapshot?.savedAt ?? null,
    // A job's button waits for its own move; On My Way has its own waiting text, and a waiting
    // photo is shown with the job's photos.
    queuedJobIds: new Set(queue.filter((move) => !move.onMyWay && !move.photo).map((move) => move.jobId)),
    onMyWayQueuedJobIds: new Set(queue.filter((move) => move.onMyWay).map((move) => move.jobId)),
    /** Jobs with photos waiting on the device: a move of theirs waits behind them (the e-mail shows them). */
    photoJobIds: new Set(queue.filter((move) => move.photo).map((move) => move.jobId)),
    /** Queues a move; false when the dashboard cannot keep it (the painter's id is unknown). */
    queueMove,
    refusals,
    dismissRefusal: (id: string) => setRefusals((shown) => shown.filter((r) => r.move.id !== id)),
  };
}
