import "server-only";
import type { DbClient } from "@/lib/db/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobGroup, type JobGroup } from "@/lib/bookings/states.shared";
import { centsToDecimalString, decimalToCents } from "@/lib/pricing/money.shared";

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

/** Each card counts the job statuses of its group in JOB_STATES, as the dashboard's own summary does. */
export async function jobSummary(db: DbClient, contractorId: string): Promise<JobSummaryDto> {
  const rows = await db.$queryRaw<StatusRow[]>(jobSummarySql(contractorId));
  const inGroup = (group: JobGroup) => rows.filter((row) => jobGroup(row.status) === group);
  const jobs = (group: JobGroup) => inGroup(group).reduce((n, row) => n + row.jobs, 0);
  // Exact: each status's sum is read as cents, never through a float.
  const cents = inGroup("completed").reduce(
    (n, row) => n + decimalToCents(new Prisma.Decimal(row.earnings)),
    0,
  );
  return {
    pending: jobs("pending"),
    active: jobs("active"),
    completed: jobs("completed"),
    totalEarnings: centsToDecimalString(cents),
  };
}
