import "server-only";
import type { DbClient } from "@/lib/db/types";
import { areaCovers } from "@/lib/service-areas/coverage";
import { todayInNewYork } from "./dates";

export interface EligibleContractor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  sqFtPerDay: number;
  /** Best (lowest) priority among the active areas covering the zip: 1 is highest */
  priority: number;
  /** Slots (a day in one time slot) reserved from today on: how busy they already are */
  bookedSlots: number;
}

/** One link of an active contractor to an active service area that may cover the zip. */
interface LinkRow {
  contractorId: string;
  priority: number;
  areaType: "county" | "zipcode";
  /** Whether the area's own zip list has the zip (the list itself is not fetched) */
  listsZip: boolean;
  counties: string[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  sqFtPerDay: number;
  bookedSlots: number;
}

/** Why a painter receives no jobs, as the admin is told (empty: they are matched). */
export const MATCHING_BLOCKERS = {
  notVerified: "Not verified: review their W9, then verify them. Only verified painters receive jobs.",
  inactive: "Deactivated: activate the account to match them again.",
  noArea: "No active service area: assign one below.",
  noAvailability: "Offers no availability in the next 60 days: only they can add it, from their dashboard.",
} as const;

/** The rules of eligibleContractors' query, for one painter, in words. */
export function matchingBlockers(c: {
  isActive: boolean;
  isVerified: boolean;
  activeAreas: number;
  upcomingAvailabilityDays: number;
}): string[] {
  const blockers: string[] = [];
  if (!c.isVerified) blockers.push(MATCHING_BLOCKERS.notVerified);
  if (!c.isActive) blockers.push(MATCHING_BLOCKERS.inactive);
  if (c.activeAreas === 0) blockers.push(MATCHING_BLOCKERS.noArea);
  if (c.upcomingAvailabilityDays === 0) blockers.push(MATCHING_BLOCKERS.noAvailability);
  return blockers;
}

/**
 * Contractors who may take a job in this zip: active, verified (their W9 reviewed: the
 * site promises vetted painters, and a job hands them customers' details), assigned to an active
 * service area covering it; best area priority first, then the least booked
 * (fewest slots reserved from today on: a three-day job weighs three days).
 *
 * One round trip (it runs before every booking and in every availability
 * request): the links with their contractor, their area and the count of the
 * contractor's upcoming reservations, a range of the (contractor, date, slot)
 * unique index, so it stays cheap however many jobs there are. SQL narrows
 * zip-code areas to those listing the zip; whether an area covers the zip is
 * then decided by `areaCovers` (county areas also cover their counties'
 * built-in zips).
 */
export async function eligibleContractors(
  db: DbClient,
  zipCode: string,
  today: string = todayInNewYork(),
): Promise<EligibleContractor[]> {
  const rows = await db.$queryRaw<LinkRow[]>`
    SELECT l."contractorId", l.priority, a.type::text AS "areaType", ${zipCode} = ANY(a."zipCodes") AS "listsZip", a.counties,
           c."firstName", c."lastName", c.email, c.phone, c."sqFtPerDay",
           (SELECT count(*) FROM "SlotReservation" r WHERE r."contractorId" = l."contractorId" AND r.date >= ${today}::date)::int AS "bookedSlots"
    FROM "ContractorServiceArea" l
    JOIN "ServiceArea" a ON a.id = l."serviceAreaId"
    JOIN "Contractor" c ON c.id = l."contractorId"
    WHERE a."isActive" AND c."isActive" AND c."isVerified" AND (a.type = 'county' OR ${zipCode} = ANY(a."zipCodes"))`;

  const best = new Map<string, EligibleContractor>();
  for (const row of rows) {
    if (
      !areaCovers(
        { type: row.areaType, zipCodes: row.listsZip ? [zipCode] : [], counties: row.counties },
        zipCode,
      )
    )
      continue;
    const current = best.get(row.contractorId);
    if (current && current.priority <= row.priority) continue;
    best.set(row.contractorId, {
      id: row.contractorId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      sqFtPerDay: row.sqFtPerDay,
      priority: row.priority,
      bookedSlots: row.bookedSlots,
    });
  }
  return [...best.values()].sort(
    (a, b) => a.priority - b.priority || a.bookedSlots - b.bookedSlots || a.id.localeCompare(b.id),
  );
}
