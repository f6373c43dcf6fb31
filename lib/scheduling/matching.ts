import "server-only";
import type { DbClient } from "@/lib/db/types";
import type { Language } from "@/lib/generated/prisma/client";
import { matchingRatingScore } from "@/lib/reviews/rating";
import { activeAreasCovering } from "@/lib/service-areas/coverage";
import { todayInNewYork } from "./dates.shared";

export interface EligibleContractor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The painter's chosen language (null: none yet): their job e-mails and alerts speak it. */
  language: Language | null;
  sqFtPerDay: number;
  /** Best (lowest) priority among the active areas covering the zip: 1 is highest */
  priority: number;
  /** Slots (a day in one time slot) reserved from today on: how busy they already are */
  bookedSlots: number;
  /** Their published reviews and the sum of those reviews' stars (0 and 0 without any) */
  reviewCount: number;
  ratingSum: number;
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
 * (fewest slots reserved from today on: a three-day job weighs three days), then the better
 * rated (published reviews, weighed as lib/reviews/rating.ts's matchingRatingScore says: a
 * painter without reviews counts as a good one, and a few reviews move that little), then the id,
 * so the order never depends on the database's.
 *
 * Two round trips (they run before every booking and in every availability request): the
 * active areas, small and decided by `areaCovers` alone; then one row per painter linked to a
 * covering area, with their best priority there, the count of their upcoming reservations
 * (a range of the (contractor, date, slot) unique index) and the count and star sum of their
 * published reviews (a range of the (contractorId, status, publishedAt) index). Only the covering
 * areas' painters are read, so the cost follows the painters of this zip, not every painter of
 * the marketplace.
 */
export async function eligibleContractors(
  db: DbClient,
  zipCode: string,
  today: string = todayInNewYork(),
): Promise<EligibleContractor[]> {
  const areaIds = (await activeAreasCovering(db, zipCode)).map((area) => area.id);
  if (areaIds.length === 0) return [];
  const rows = await db.$queryRaw<EligibleContractor[]>`
    SELECT c.id, c."firstName", c."lastName", c.email, c.phone, c.language::text AS language, c."sqFtPerDay", l.priority,
           (SELECT count(*) FROM "SlotReservation" r WHERE r."contractorId" = c.id AND r.date >= ${today}::date)::int AS "bookedSlots",
           v.reviews::int AS "reviewCount", coalesce(v.stars, 0)::int AS "ratingSum"
    FROM (
      SELECT "contractorId", min(priority) AS priority
      FROM "ContractorServiceArea"
      WHERE "serviceAreaId" = ANY(${areaIds}::uuid[])
      GROUP BY "contractorId"
    ) l
    JOIN "Contractor" c ON c.id = l."contractorId"
    LEFT JOIN LATERAL (
      SELECT count(*) AS reviews, sum(rating) AS stars
      FROM "Review" rv
      WHERE rv."contractorId" = c.id AND rv.status = 'published'
    ) v ON true
    WHERE c."isActive" AND c."isVerified"`;
  const score = (c: EligibleContractor) => matchingRatingScore(c.ratingSum, c.reviewCount);
  return rows.sort(
    (a, b) =>
      a.priority - b.priority ||
      a.bookedSlots - b.bookedSlots ||
      score(b) - score(a) ||
      a.id.localeCompare(b.id),
  );
}
