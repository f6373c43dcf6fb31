import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { containsPattern, searchedPhoneDigits } from "@/lib/db/sql";
import type { ContractorListStatus } from "@/lib/validations/admin-contractors-query";

export interface ContractorPageFilter {
  q?: string;
  status?: ContractorListStatus;
  /** The last row of the previous page: the page starts strictly after it. */
  after?: { createdAt: Date; id: string };
  take: number;
  /** Today in New York (YYYY-MM-DD): availability from then on is counted. */
  from: string;
}

export interface ContractorPageRow {
  id: string;
  createdAt: Date;
  jobs: number;
  /** Days with availability from `from` on */
  availabilityDays: number;
}

function searchCondition(q: string): Prisma.Sql {
  const pattern = containsPattern(q);
  const digits = searchedPhoneDigits(q);
  // Phones are stored as typed ("215-555-0100"): a number typed otherwise still matches by its digits.
  const byDigits = digits
    ? Prisma.sql` OR regexp_replace(c.phone, '[^0-9]', '', 'g') LIKE ${containsPattern(digits)}`
    : Prisma.empty;
  return Prisma.sql`((c."firstName" || ' ' || c."lastName") ILIKE ${pattern}
    OR c.email ILIKE ${pattern}
    OR c."businessName" ILIKE ${pattern}
    OR c.phone ILIKE ${pattern}${byDigits})`;
}

const STATUS_CONDITION: Record<ContractorListStatus, Prisma.Sql> = {
  active: Prisma.sql`c."isActive"`,
  inactive: Prisma.sql`NOT c."isActive"`,
  unverified: Prisma.sql`NOT c."isVerified"`,
};

/**
 * One page of contractors, newest first (createdAt desc, id desc), walking the (createdAt, id)
 * index backwards and filtering as it goes: 5,000 painters need no search index. Counts are taken
 * per row of the page only, each an index-only range on (contractorId, …): Prisma's `_count` would
 * group the whole JobAssignment table when asked for a list of ids.
 */
export function contractorPageSql({ q, status, after, take, from }: ContractorPageFilter): Prisma.Sql {
  const conditions = [
    q ? searchCondition(q) : null,
    status ? STATUS_CONDITION[status] : null,
    // createdAt is a `timestamp` holding UTC: compare with the cursor's instant written as UTC.
    after
      ? Prisma.sql`(c."createdAt", c.id) < (${after.createdAt.toISOString()}::timestamp, ${after.id}::uuid)`
      : null,
  ].filter((condition) => condition !== null);
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  return Prisma.sql`
    SELECT p.id, p."createdAt",
           (SELECT count(*) FROM "JobAssignment" j WHERE j."contractorId" = p.id)::int AS jobs,
           ((SELECT count(*) FROM "ContractorAvailability" a
              WHERE a."contractorId" = p.id AND a.date >= ${from}::date AND cardinality(a."timeSlots") > 0)
            + (SELECT count(*) FROM "ContractorWeeklyHours" w
              WHERE w."contractorId" = p.id AND cardinality(w."timeSlots") > 0))::int AS "availabilityDays"
    FROM (
      SELECT c.id, c."createdAt"
      FROM "Contractor" c
      ${where}
      ORDER BY c."createdAt" DESC, c.id DESC
      LIMIT ${take}
    ) p
    ORDER BY p."createdAt" DESC, p.id DESC`;
}
