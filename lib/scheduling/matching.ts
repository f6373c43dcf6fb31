import type { DbClient } from "@/lib/db/types";
import { areaZipCodes } from "@/lib/service-areas/coverage";
import { toDbDate, todayInNewYork } from "./dates";

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

const OPEN_JOB_STATUSES = ["assigned", "acknowledged", "in_progress"] as const;

/**
 * Contractors who may take a job in this zip: active, assigned to an active
 * service area covering it; best area priority first, then the least busy.
 */
export async function eligibleContractors(
  db: DbClient,
  zipCode: string,
  today: string = todayInNewYork(),
): Promise<EligibleContractor[]> {
  const links = await db.contractorServiceArea.findMany({
    where: { contractor: { isActive: true }, serviceArea: { isActive: true } },
    include: { serviceArea: true, contractor: true },
  });
  const best = new Map<string, { contractor: (typeof links)[number]["contractor"]; priority: number }>();
  for (const link of links) {
    if (!areaZipCodes(link.serviceArea).includes(zipCode)) continue;
    const current = best.get(link.contractorId);
    if (!current || link.priority < current.priority) best.set(link.contractorId, { contractor: link.contractor, priority: link.priority });
  }
  if (best.size === 0) return [];

  const busy = await db.jobAssignment.groupBy({
    by: ["contractorId"],
    where: {
      contractorId: { in: [...best.keys()] },
      status: { in: [...OPEN_JOB_STATUSES] },
      booking: { scheduledDate: { gte: toDbDate(today) } },
    },
    _count: { _all: true },
  });
  const upcoming = new Map(busy.map((row) => [row.contractorId, row._count._all]));

  return [...best.values()]
    .map(({ contractor, priority }) => ({
      id: contractor.id,
      firstName: contractor.firstName,
      lastName: contractor.lastName,
      email: contractor.email,
      sqFtPerDay: contractor.sqFtPerDay,
      priority,
      upcomingJobs: upcoming.get(contractor.id) ?? 0,
    }))
    .sort((a, b) => a.priority - b.priority || a.upcomingJobs - b.upcomingJobs || a.id.localeCompare(b.id));
}
