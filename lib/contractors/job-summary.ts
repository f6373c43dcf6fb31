import "server-only";
import type { DbClient } from "@/lib/db/types";
import { Prisma } from "@/lib/generated/prisma/client";

/** The dashboard's four summary cards (docs/product.md §2 "Contractor dashboard"). */
export interface JobSummaryDto {
  /** Jobs assigned and not yet acknowledged. */
  pending: number;
  /** Acknowledged or in progress. */
  active: number;
  completed: number;
  /** Sum of the completed jobs' contractor earnings, dollars with 2 decimals ("1234.50"). */
  totalEarnings: string;
}

interface StatusRow {
  status: string;
  jobs: number;
  /** Exact: numeric summed by Postgres, sent as text with 2 decimals. */
  earnings: string;
}

/**
 * One row per job status of the painter: a range of the (contractorId, status, …) index,
 * however many years of jobs they have. Exported for EXPLAIN at scale (scripts/bench).
 */
export const jobSummarySql = (contractorId: string) => Prisma.sql`
  SELECT status::text AS status, count(*)::int AS jobs, round(sum("contractorEarnings"), 2)::text AS earnings
  FROM "JobAssignment"
  WHERE "contractorId" = ${contractorId}::uuid
  GROUP BY status`;

export async function jobSummary(db: DbClient, contractorId: string): Promise<JobSummaryDto> {
  const rows = await db.$queryRaw<StatusRow[]>(jobSummarySql(contractorId));
  const jobs = (status: string) => rows.find((row) => row.status === status)?.jobs ?? 0;
  return {
    pending: jobs("assigned"),
    active: jobs("acknowledged") + jobs("in_progress"),
    completed: jobs("completed"),
    totalEarnings: rows.find((row) => row.status === "completed")?.earnings ?? "0.00",
  };
}
