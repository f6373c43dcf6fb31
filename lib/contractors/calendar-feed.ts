import "server-only";
/**
 * The painter's private calendar feed (README → The painter's phone): one secret URL per painter that Google Calendar,
 * Apple Calendar or Outlook subscribe to and poll every few hours, without a session. The URL is
 * the credential: the painter's id and feed version, signed (lib/security/signed-token.ts, purpose
 * "calendar-feed", no expiry). "Get a new link" adds one to Contractor.calendarFeedVersion, so every
 * earlier URL stops working; a revoked, forged or malformed URL, or a deactivated painter's, is one
 * and the same 404. The feed is built on each request from the jobs as they are now.
 */
import { jobEventDetails, jobEventTitle } from "@/lib/bookings/job-event.shared";
import { JOB_STATES } from "@/lib/bookings/states.shared";
import type { DbClient } from "@/lib/db/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { buildIcsCalendar, productId, type AllDayEvent, type SlotEvent } from "@/lib/email/ics";
import { availabilityConflicts } from "./weekly-hours";
import { notFound } from "@/lib/http/errors";
import { LIMITS } from "@/lib/security/limits";
import { enforceRateLimit } from "@/lib/security/rate-limit";
import { NEVER_EXPIRES, signToken, verifyToken } from "@/lib/security/signed-token";
import { addDays, fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { slotService, TIME_SLOT_LABELS, TIME_SLOT_TABLE } from "@/lib/scheduling/time-slots.shared";
import { siteConfig } from "@/lib/site.shared";
import { z } from "@/lib/validations/zod.shared";

/** The jobs a feed lists: recent ones (for the painter's records) and everything booked ahead. */
export const FEED_WINDOW = { daysBack: 60, daysAhead: 180 } as const;
/** Far above the jobs a painter holds in 240 days (a few a day at most); the feed's work stays bounded. */
export const FEED_MAX_EVENTS = 500;

/** One message for every URL that opens no feed: nobody learns whether a painter or a link existed. */
const NO_FEED = "Calendar not found";

const claimsSchema = z.object({ c: z.uuid(), v: z.number().int().min(0) });

export const calendarFeedToken = (contractorId: string, version: number) =>
  signToken("calendar-feed", { c: contractorId, v: version }, NEVER_EXPIRES);

export interface CalendarFeedUrls {
  /** For Google Calendar's "From URL" and anything else that takes a web address */
  httpsUrl: string;
  /** Opens the calendar app's subscribe dialog (Apple Calendar, Outlook) */
  webcalUrl: string;
}

/** The URLs of a token: the site's address (SITE_URL), with webcal:// for the subscribe link. */
export function calendarFeedUrls(token: string): CalendarFeedUrls {
  const httpsUrl = `${siteConfig.url}/api/calendar-feed/${token}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:\/\//, "webcal://") };
}

async function feedVersion(db: DbClient, contractorId: string): Promise<number> {
  const contractor = await db.contractor.findUnique({
    where: { id: contractorId },
    select: { calendarFeedVersion: true },
  });
  if (!contractor) throw notFound("Contractor not found");
  return contractor.calendarFeedVersion;
}

/** The signed-in painter's current feed URLs. */
export async function currentCalendarFeed(db: DbClient, contractorId: string): Promise<CalendarFeedUrls> {
  return calendarFeedUrls(calendarFeedToken(contractorId, await feedVersion(db, contractorId)));
}

/** A new URL for the painter's feed; every earlier one answers 404 from now on. */
export async function rotateCalendarFeed(db: DbClient, contractorId: string): Promise<CalendarFeedUrls> {
  const { calendarFeedVersion } = await db.contractor.update({
    where: { id: contractorId },
    data: { calendarFeedVersion: { increment: 1 } },
    select: { calendarFeedVersion: true },
  });
  return calendarFeedUrls(calendarFeedToken(contractorId, calendarFeedVersion));
}

/** The claims of a well-formed, genuine feed token (".ics" after it or not); null otherwise. */
function feedClaims(rawToken: string) {
  const token = rawToken.endsWith(".ics") ? rawToken.slice(0, -".ics".length) : rawToken;
  // A real token is about 150 characters; a long one is refused before any hashing.
  if (token.length > 400) return null;
  const parsed = claimsSchema.safeParse(verifyToken("calendar-feed", token));
  return parsed.success ? parsed.data : null;
}

const feedInclude = {
  booking: {
    select: {
      id: true,
      status: true,
      scheduledDate: true,
      timeSlot: true,
      estimatedDays: true,
      notes: true,
      calendarSequence: true,
      updatedAt: true,
      quote: { select: { customerName: true, phone: true, address: true } },
    },
  },
} satisfies Prisma.JobAssignmentInclude;

/**
 * The painter's feed: `ip` is the caller's network (rate-limit key). Counted per address first, so
 * a flood of made-up URLs costs one counter each and nothing more; then per painter, so one leaked
 * URL fetched from many addresses cannot make the database list the same jobs without end.
 */
export async function calendarFeed(
  db: DbClient,
  rawToken: string,
  network: string,
  now: Date = new Date(),
): Promise<string> {
  await enforceRateLimit(db, `calendar-feed:${network}`, LIMITS.calendarFeedsPerAddress, now);
  const claims = feedClaims(rawToken);
  if (!claims) throw notFound(NO_FEED);
  await enforceRateLimit(db, `calendar-feed-link:${claims.c}`, LIMITS.calendarFeedPerPainter, now);
  const contractor = await db.contractor.findUnique({
    where: { id: claims.c },
    select: { isActive: true, calendarFeedVersion: true, firstName: true },
  });
  if (!contractor?.isActive || contractor.calendarFeedVersion !== claims.v) throw notFound(NO_FEED);

  const today = todayInNewYork(now);
  const jobs = await db.jobAssignment.findMany({
    where: {
      contractorId: claims.c,
      booking: {
        scheduledDate: {
          gte: toDbDate(addDays(today, -FEED_WINDOW.daysBack)),
          lte: toDbDate(addDays(today, FEED_WINDOW.daysAhead)),
        },
      },
    },
    include: feedInclude,
    // Newest assignment first: of a booking taken away and given back, the one in force wins below.
    orderBy: [{ assignedAt: "desc" }, { id: "desc" }],
    take: FEED_MAX_EVENTS,
  });
  // docs/product.md §5: the painter's time off as all-day events, and booked jobs now outside their offer marked.
  const [timeOff, conflicts] = await Promise.all([
    db.contractorTimeOff.findMany({
      where: { contractorId: claims.c, endDate: { gte: toDbDate(addDays(today, -FEED_WINDOW.daysBack)) } },
      orderBy: [{ startDate: "asc" }, { id: "asc" }],
      take: FEED_MAX_TIME_OFF,
    }),
    availabilityConflicts(db, claims.c, now),
  ]);
  return buildIcsCalendar(
    jobEvents(claims.c, jobs, new Set(conflicts.map((c) => c.bookingId))),
    { productId: productId("Painter jobs"), calName: `${siteConfig.shortName} jobs` },
    now,
    timeOff.map((range) => timeOffEvent(claims.c, range)),
  );
}

/** Far above the ranges a painter can hold (30 upcoming) plus the recent past ones. */
const FEED_MAX_TIME_OFF = 100;

export const TIME_OFF_EVENT_TITLE = "Time off";
export const OUTSIDE_HOURS_PREFIX = "Outside your hours: ";
export const OUTSIDE_HOURS_NOTE =
  "This job is outside your weekly hours or time off. It stays yours until the office moves or reassigns it.";

function timeOffEvent(
  contractorId: string,
  range: { id: string; startDate: Date; endDate: Date; note: string | null },
): AllDayEvent {
  return {
    uid: `painter-${contractorId}-time-off-${range.id}`,
    startDate: fromDbDate(range.startDate),
    endDate: fromDbDate(range.endDate),
    summary: TIME_OFF_EVENT_TITLE,
    description: range.note ?? "No jobs are matched to you on these dates.",
  };
}

type FeedJob = Prisma.JobAssignmentGetPayload<{ include: typeof feedInclude }>;

/**
 * One event per booking: the UID names the painter and the booking, so an event the painter lost
 * (the booking cancelled, or rescheduled to another painter) is replaced in their calendar by a
 * cancelled one. A job that no longer earns (cancelled, rejected) is a cancelled event.
 */
export function jobEvents(
  contractorId: string,
  jobs: FeedJob[],
  outsideHours: ReadonlySet<string> = new Set(),
): SlotEvent[] {
  const seen = new Set<string>();
  const events: SlotEvent[] = [];
  for (const job of jobs) {
    const { booking } = job;
    if (seen.has(booking.id)) continue;
    seen.add(booking.id);
    const cancelled = booking.status === "cancelled" || !JOB_STATES[job.status].earns;
    const days = Math.max(1, booking.estimatedDays);
    const facts = {
      serviceType: slotService(booking.timeSlot),
      customerName: booking.quote.customerName,
      phone: booking.quote.phone,
      timeSlotLabel: TIME_SLOT_LABELS[booking.timeSlot],
      days,
      notes: booking.notes,
      bookingId: booking.id,
    };
    events.push({
      uid: `painter-${contractorId}-booking-${booking.id}`,
      date: fromDbDate(booking.scheduledDate),
      // The painter's own hours, the same as their "Add to Calendar" link.
      window: TIME_SLOT_TABLE[booking.timeSlot].calendarWindow,
      days,
      summary: `${outsideHours.has(booking.id) && !cancelled ? OUTSIDE_HOURS_PREFIX : ""}${jobEventTitle(facts)}`,
      description:
        outsideHours.has(booking.id) && !cancelled
          ? `${OUTSIDE_HOURS_NOTE}\n\n${jobEventDetails(facts)}`
          : jobEventDetails(facts),
      location: booking.quote.address,
      // Moves with each date or slot change, so calendars that keep events replace this one.
      sequence: booking.calendarSequence,
      cancelled,
      lastModified: job.updatedAt > booking.updatedAt ? job.updatedAt : booking.updatedAt,
    });
  }
  // Oldest first: the order people read a calendar file in.
  return events.sort((a, b) => a.date.localeCompare(b.date));
}
