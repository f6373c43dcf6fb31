import type { DbClient } from "@/lib/db/types";
import { areaCovers } from "@/lib/service-areas/coverage";
import { todayInNewYork } from "./dates";

export interface EligibleContractor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  sqFtPerDay: number;
  /** Best (lowest) priority among the active areas covering the zip: 1 is highest */
  priority: number;
  upcomingJobs: number;
}

/** One link of an active contractor to an active service area that may cover the zip. */
interface LinkRow {
  contractorId: string;
  priority: number;
  areaType: "county" | "zipcode";
  zipCodes: string[];
  counties: string[];
  firstName: string;
  lastName: string;
  email: string;
  sqFtPerDay: number;
  upcomingJobs: number;
}

/**
 * Contractors who may take a job in this zip: active, assigned to an active
 * service area covering it; best area priority first, then the least busy.
 *
 * One round trip (it runs inside every booking transaction and every
 * availability request): the links with their contractor, their area and the
 * contractor's open upcoming jobs. SQL narrows zip-code areas to those listing
 * the zip; whether an area covers the zip is then decided by `areaCovers`
 * (county areas also cover their counties' built-in zips).
 */
export async function eligibleContractors(
  db: DbClient,
  zipCode: string,
  today: string = todayInNewYork(),
): Promise<EligibleContractor[]> {
  const rows = await db.$queryRaw<LinkRow[]>`
    WITH links AS (
      SELECT l."contractorId", l.priority, a.type::text AS "areaType", a."zipCodes", a.counties,
             c."firstName", c."lastName", c.email, c."sqFtPerDay"
      FROM "ContractorServiceArea" l
      JOIN "ServiceArea" a ON a.id = l."serviceAreaId"
      JOIN "Contractor" c ON c.id = l."contractorId"
      WHERE a."isActive" AND c."isActive" AND (a.type = 'county' OR ${zipCode} = ANY(a."zipCodes"))
    ),
    busy AS (
      SELECT j."contractorId", count(*)::int AS n
      FROM "JobAssignment" j
      JOIN "Booking" b ON b.id = j."bookingId"
      WHERE j."contractorId" IN (SELECT "contractorId" FROM links)
        AND j.status IN ('assigned', 'acknowledged', 'in_progress')
        AND b."scheduledDate" >= ${today}::date
      GROUP BY j."contractorId"
    )
    SELECT links.*, coalesce(busy.n, 0)::int AS "upcomingJobs"
    FROM links LEFT JOIN busy ON busy."contractorId" = links."contractorId"`;

  const best = new Map<string, EligibleContractor>();
  for (const row of rows) {
    if (!areaCovers({ type: row.areaType, zipCodes: row.zipCodes, counties: row.counties }, zipCode)) continue;
    const current = best.get(row.contractorId);
    if (current && current.priority <= row.priority) continue;
    best.set(row.contractorId, {
      id: row.contractorId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      sqFtPerDay: row.sqFtPerDay,
      priority: row.priority,
      upcomingJobs: row.upcomingJobs,
    });
  }
  return [...best.values()].sort((a, b) => a.priority - b.priority || a.upcomingJobs - b.upcomingJobs || a.id.localeCompare(b.id));
}
