import "server-only";
/**
 * What the location pages and the county cost guides state about a place, each from the data
 * behind it: the prices of typical jobs (the quote engine with the pricing in force), the vetted
 * painters who serve it and the first date one of them can start (the matcher's eligibility and the
 * booking calendar's availability, as GET /api/availability computes them), and the jobs completed
 * there. The pages are regenerated at most every few minutes (their `revalidate`), which is this
 * data's cache.
 *
 * Each fact is read on its own, and one that cannot be read (a build without a database, an
 * outage) is left out (undefined): the page states what it knows and invents nothing.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import {
  hasSurfacePrices,
  priceTypicalJob,
  TYPICAL_JOBS,
  typicalJobPrices,
  type TypicalJobPrice,
} from "@/lib/cost-guide/typical-jobs.shared";
import { EMPTY_PRICING } from "@/lib/pricing/config.shared";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { availableDates } from "@/lib/scheduling/availability";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { eligibleContractors } from "@/lib/scheduling/matching";
import { areaCovers } from "@/lib/service-areas/coverage";
import { zipsByCounty, type CountyName } from "@/lib/zips/index.shared";

/**
 * Completed jobs are stated from this many on: "2 jobs completed" says more about how new we are
 * in a place than about our work there, and a count of one or two could point at a neighbour's house.
 */
export const COMPLETED_JOBS_SHOWN_FROM = 5;

/** The job whose start date the pages state: a one-room job, the size most visitors quote first. */
export const NEXT_START_JOB = TYPICAL_JOBS.bedroom;

export interface LocalFacts {
  /** Undefined: the pricing could not be read. */
  typicalJobs?: TypicalJobPrice[];
  /** Vetted painters who may take a job here (undefined: unknown). */
  painters?: number;
  /**
   * The first bookable date (YYYY-MM-DD) on which a painter can start NEXT_START_JOB here; null
   * when none can within the booking window (no painter serves it, or none is free); undefined: unknown.
   */
  nextStart?: string | null;
  /** Completed bookings here, when at least COMPLETED_JOBS_SHOWN_FROM (else undefined). */
  completedJobs?: number;
}

/** `read()`'s answer, or undefined when it fails, even synchronously (a build without a database throws on first use). */
async function orLeftOut<T>(read: () => Promise<T>, what: string): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    log.warn("local-facts.unavailable", { what, error: String(error) });
    return undefined;
  }
}

const shownCount = (count: number | undefined) =>
  count !== undefined && count >= COMPLETED_JOBS_SHOWN_FROM ? count : undefined;

/** The first date a painter can start the bedroom job in `zipCode` (null: none in the window). */
async function firstStart(
  db: PrismaClient,
  zipCode: string,
  today: string,
  paintableSqFt: number,
): Promise<string | null> {
  const dates = await availableDates(db, { id: "", zipCode, paintableSqFt }, today);
  return dates[0] ?? null;
}

async function pricesInForce(db: PrismaClient) {
  const pricing = await loadPricingConfig(db);
  return hasSurfacePrices(pricing) ? typicalJobPrices(pricing) : undefined;
}

/** The square feet of the start-date job (its measurements, not the prices, size it in painter-days). */
const nextStartSqFt = () => priceTypicalJob("bedroom", EMPTY_PRICING).paintableSqFt;

export async function localFacts(
  db: PrismaClient,
  zipCode: string,
  today: string = todayInNewYork(),
): Promise<LocalFacts> {
  const where = `location ${zipCode}`;
  const [typicalJobs, painters, nextStart, completed] = await Promise.all([
    orLeftOut(() => pricesInForce(db), `${where} prices`),
    orLeftOut(() => eligibleContractors(db, zipCode, today).then((c) => c.length), `${where} painters`),
    orLeftOut(() => firstStart(db, zipCode, today, nextStartSqFt()), `${where} next start`),
    orLeftOut(
      () => db.booking.count({ where: { status: "completed", quote: { zipCode } } }),
      `${where} completed jobs`,
    ),
  ]);
  return { typicalJobs, painters, nextStart, completedJobs: shownCount(completed) };
}

export type CountyFacts = Omit<LocalFacts, "typicalJobs">;

/**
 * A county's facts: the vetted painters serving any of its zips, the first date one of them can
 * start the bedroom job in one of its zips, and its completed jobs. Zips covered by the same
 * active service areas have the same painters and so the same dates: one zip of each such group
 * is asked, not all of the county's.
 */
async function countyPaintersAndStart(db: PrismaClient, county: CountyName, today: string) {
  const areas = await db.serviceArea.findMany({ where: { isActive: true } });
  const groups = new Map<string, string>();
  for (const zip of zipsByCounty(county)) {
    const covering = areas.filter((area) => areaCovers(area, zip.zipCode)).map((area) => area.id);
    if (covering.length === 0) continue;
    const key = covering.sort().join(",");
    if (!groups.has(key)) groups.set(key, zip.zipCode);
  }
  const painters = new Set<string>();
  let nextStart: string | null = null;
  for (const zipCode of groups.values()) {
    for (const c of await eligibleContractors(db, zipCode, today)) painters.add(c.id);
    const first = await firstStart(db, zipCode, today, nextStartSqFt());
    if (first && (!nextStart || first < nextStart)) nextStart = first;
  }
  return { painters: painters.size, nextStart };
}

export async function countyFacts(
  db: PrismaClient,
  county: CountyName,
  today: string = todayInNewYork(),
): Promise<CountyFacts> {
  const where = `cost guide ${county} County`;
  const zipCodes = zipsByCounty(county).map((zip) => zip.zipCode);
  const [served, completed] = await Promise.all([
    orLeftOut(() => countyPaintersAndStart(db, county, today), `${where} painters and next start`),
    orLeftOut(
      () => db.booking.count({ where: { status: "completed", quote: { zipCode: { in: zipCodes } } } }),
      `${where} completed jobs`,
    ),
  ]);
  return { painters: served?.painters, nextStart: served?.nextStart, completedJobs: shownCount(completed) };
}
