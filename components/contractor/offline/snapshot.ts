/**
 * The last open jobs and summary a painter loaded, kept on the device so the job cards (address,
 * rooms, notes, the customer's phone, the calendar link) can be read where there is no signal.
 */
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import type { JobSummaryDto } from "@/lib/contractors/job-summary";
import { deviceKey, readStored, writeStored } from "./storage";

export interface JobsSnapshot {
  /** When the last part was saved (ISO): the "Last updated" the painter sees offline. */
  savedAt: string;
  jobs: ContractorJob[] | null;
  summary: JobSummaryDto | null;
}

export function readSnapshot(painterId: string): JobsSnapshot | null {
  return readStored<JobsSnapshot>(deviceKey(painterId, "jobs"));
}

/** Saves one freshly loaded part; the other part stays as it was. */
export function saveSnapshot(
  painterId: string,
  part: { jobs: ContractorJob[] } | { summary: JobSummaryDto },
  now: Date = new Date(),
) {
  const current = readSnapshot(painterId);
  writeStored(deviceKey(painterId, "jobs"), {
    jobs: current?.jobs ?? null,
    summary: current?.summary ?? null,
    ...part,
    savedAt: now.toISOString(),
  } satisfies JobsSnapshot);
}
