import "server-only";
/**
 * What the painters are owed and paid (docs/product.md §10). A painter earns a job's
 * contractorEarnings when it is completed; the back office pays them by payout, each covering
 * completed jobs not paid before (a job is paid once: PayoutItem.assignmentId is unique), for
 * exactly what those jobs earned. Their weekly statement reads both: earned, paid, still owed.
 * "Not paid out" is JobAssignment.paidOut, kept by a trigger on PayoutItem: the unpaid completed jobs
 * are a few thousand of a million, read through their own index (JobAssignment_unpaid_idx).
 */
import { jobStatusSql } from "@/lib/bookings/status-sql";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { audit } from "@/lib/admin/audit";
import { ApiError, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { centsToDecimalString, decimalToCents } from "@/lib/pricing/money.shared";
import { fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { payoutSchema } from "@/lib/validations/payouts";

/** Unpaid jobs shown at once: the oldest first, the rest after they are paid. */
const UNPAID_PAGE = 200;

/** A painter's completed jobs not yet paid out, oldest first, and what they come to. */
export async function unpaidJobs(db: PrismaClient, rawContractorId: string) {
  const contractorId = parseId(rawContractorId, "Invalid contractor ID");
  const jobs = await db.jobAssignment.findMany({
    where: { contractorId, status: "completed", paidOut: false },
    orderBy: [{ completedAt: "asc" }, { id: "asc" }],
    take: UNPAID_PAGE,
    select: {
      id: true,
      contractorEarnings: true,
      completedAt: true,
      booking: { select: { scheduledDate: true, quote: { select: { address: true } } } },
    },
  });
  const owed = await db.$queryRaw<{ cents: bigint | null }[]>`
    SELECT round(sum("contractorEarnings") * 100)::bigint AS cents
    FROM "JobAssignment"
    WHERE "contractorId" = ${contractorId}::uuid AND status = ${jobStatusSql("completed")} AND NOT "paidOut"`;
  return {
    owedCents: Number(owed[0]?.cents ?? 0),
    jobs: jobs.map((job) => ({
      id: job.id,
      earningsCents: decimalToCents(job.contractorEarnings),
      completedOn: job.completedAt ? todayInNewYork(job.completedAt) : null,
      scheduledDate: fromDbDate(job.booking.scheduledDate),
      address: job.booking.quote.address,
    })),
  };
}

/** Records what the back office paid a painter for the jobs named. */
export async function recordPayout(
  db: PrismaClient,
  rawContractorId: string,
  input: unknown,
  actor = "admin",
) {
  const contractorId = parseId(rawContractorId, "Invalid contractor ID");
  const payout = payoutSchema.parse(input);
  if (payout.paidOn > todayInNewYork()) throw new ApiError(422, "A payout cannot be dated in the future.");
  const jobIds = [...new Set(payout.jobIds)];
  return db.$transaction(async (tx) => {
    const contractor = await tx.contractor.findUnique({ where: { id: contractorId }, select: { id: true } });
    if (!contractor) throw notFound("Contractor not found");
    // Lock the jobs: a second payout of the same jobs at once waits, then finds them paid.
    await tx.$executeRaw`SELECT 1 FROM "JobAssignment" WHERE id = ANY(${jobIds}::uuid[]) FOR UPDATE`;
    const jobs = await tx.jobAssignment.findMany({
      where: { id: { in: jobIds }, contractorId, status: "completed", payoutItem: { is: null } },
      select: { id: true, contractorEarnings: true },
    });
    if (jobs.length !== jobIds.length) {
      throw new ApiError(
        409,
        "Some of these jobs are not this painter's completed, unpaid jobs (paid meanwhile?). Reload and choose again.",
        { unpayable: jobIds.filter((id) => !jobs.some((job) => job.id === id)) },
      );
    }
    const cents = jobs.reduce((sum, job) => sum + decimalToCents(job.contractorEarnings), 0);
    const created = await tx.payout.create({
      data: {
        contractorId,
        paidOn: toDbDate(payout.paidOn),
        amount: centsToDecimalString(cents),
        method: payout.method,
        reference: payout.reference ?? null,
        actor,
        items: { create: jobs.map((job) => ({ assignmentId: job.id, amount: job.contractorEarnings })) },
      },
    });
    await audit(tx, {
      actor,
      action: "payout.recorded",
      entity: "Contractor",
      entityId: contractorId,
      after: {
        payoutId: created.id,
        amountCents: cents,
        jobs: jobs.length,
        method: payout.method,
        paidOn: payout.paidOn,
      },
    });
    return { id: created.id, amountCents: cents, jobs: jobs.length };
  });
}

/** The painters owed money, most owed first (the Payments tab's "Pay painters"). */
export async function paintersOwed(db: PrismaClient, limit = 100) {
  const rows = await db.$queryRaw<
    { id: string; firstName: string; lastName: string; cents: bigint; jobs: bigint }[]
  >`
    SELECT c.id, c."firstName", c."lastName", owed.cents, owed.jobs
    FROM (SELECT "contractorId", round(sum("contractorEarnings") * 100)::bigint AS cents, count(*)::bigint AS jobs
          FROM "JobAssignment"
          WHERE status = ${jobStatusSql("completed")} AND NOT "paidOut"
          GROUP BY "contractorId") owed
    JOIN "Contractor" c ON c.id = owed."contractorId"
    ORDER BY owed.cents DESC, c.id
    LIMIT ${limit}`;
  return rows.map((row) => ({
    contractorId: row.id,
    name: `${row.firstName} ${row.lastName}`,
    owedCents: Number(row.cents),
    jobs: Number(row.jobs),
  }));
}
