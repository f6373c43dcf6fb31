/**
 * The painter's private calendar feed (lib/contractors/calendar-feed.ts): the management route
 * (GET the URLs, POST a new one) and the public feed that calendar apps fetch without a session,
 * read back with ical.js as a calendar app would (its times to the minute with node-ical too).
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { GET as getFeed } from "@/app/api/calendar-feed/[token]/route";
import { GET as getFeedUrls, POST as rotateFeed } from "@/app/api/contractor/calendar-feed/route";
import { startSession } from "@/lib/auth/sessions";
import { createBooking } from "@/lib/bookings/create";
import { rescheduleBooking } from "@/lib/bookings/manage";
import { createBookingToken } from "@/lib/bookings/tokens";
import { calendarFeedToken, FEED_WINDOW } from "@/lib/contractors/calendar-feed";
import { db } from "@/lib/db";
import type { BookingStatus, JobStatus, TimeSlot } from "@/lib/generated/prisma/enums";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { TIME_SLOT_TABLE } from "@/lib/scheduling/time-slots.shared";
import { runSeed } from "@/lib/seed";
import { LIMITS } from "@/lib/security/limits";
import { signToken, NEVER_EXPIRES } from "@/lib/security/signed-token";
import { bothRead, eventTimes } from "../helpers/calendar-times";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { freezeDateOnly } from "../helpers/freeze-date";
import { BASE, getRequest, params } from "../helpers/http";

// Every request of a test falls into one rate-limit window.
freezeDateOnly();

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);

let addresses = 0;
const newAddress = () => `203.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

/** Each test starts with no counts, as a new hour would. */
beforeEach(async () => {
  await db.rateLimitBucket.deleteMany();
});

const bearer = async (contractorId: string) => ({
  authorization: `Bearer ${(await startSession(db, { role: "contractor", contractorId })).token}`,
});

/** The feed path's last segment of a URL the management route gave. */
const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

const fetchFeed = (token: string, ip = newAddress()) =>
  getFeed(getRequest(`/api/calendar-feed/${token}`, { "x-forwarded-for": ip }), params({ token }));

async function urlsOf(contractorId: string) {
  const response = await getFeedUrls(
    getRequest("/api/contractor/calendar-feed", await bearer(contractorId)),
    params({}),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { httpsUrl: string; webcalUrl: string };
}

interface FeedEvent {
  uid: string;
  summary: string;
  status: string;
  sequence: number;
  start: ICAL.Time;
  end: ICAL.Time;
  startZone: string | null;
  endZone: string | null;
  rrule: ICAL.Recur | null;
  lastModified: ICAL.Time | null;
  dtstamp: ICAL.Time | null;
  description: string;
}

/** The feed's events, as ical.js reads them. */
async function eventsOf(response: Response): Promise<FeedEvent[]> {
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    uid: String(event.getFirstPropertyValue("uid")),
    summary: String(event.getFirstPropertyValue("summary")),
    status: String(event.getFirstPropertyValue("status")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: event.getFirstPropertyValue("dtstart") as ICAL.Time,
    end: event.getFirstPropertyValue("dtend") as ICAL.Time,
    startZone: event.getFirstProperty("dtstart")?.getParameter("tzid") as string | null,
    endZone: event.getFirstProperty("dtend")?.getParameter("tzid") as string | null,
    rrule: (event.getFirstPropertyValue("rrule") as ICAL.Recur | null) ?? null,
    lastModified: (event.getFirstPropertyValue("last-modified") as ICAL.Time | null) ?? null,
    dtstamp: (event.getFirstPropertyValue("dtstamp") as ICAL.Time | null) ?? null,
    description: String(event.getFirstPropertyValue("description")),
  }));
}

const bookingIdOf = (event: FeedEvent) => /booking-([0-9a-f-]{36})@/.exec(event.uid)?.[1];

/** "2026-12-01T08:00": an event's wall-clock date and time as the file writes it. */
const wallTime = (time: ICAL.Time) => time.toString().slice(0, 16);

/** A job of the painter's on `date`, written straight to the database (past dates too). */
async function job(
  contractorId: string,
  {
    date,
    slot = "morning",
    days = 1,
    bookingStatus = "scheduled",
    jobStatus = "assigned",
  }: { date: string; slot?: TimeSlot; days?: number; bookingStatus?: BookingStatus; jobStatus?: JobStatus },
) {
  const quote = await createTestQuote();
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      scheduledDate: toDbDate(date),
      timeSlot: slot,
      estimatedDays: days,
      status: bookingStatus,
      ...(bookingStatus === "cancelled" ? { cancelledAt: new Date() } : {}),
    },
  });
  await db.jobAssignment.create({
    data: { bookingId: booking.id, contractorId, status: jobStatus, contractorEarnings: "100.00" },
  });
  return booking.id;
}

describe("the management route", () => {
  it("gives the painter an https URL and the same URL as webcal://, on the site's address", async () => {
    const painter = await createContractor({ areas: [] });
    const { httpsUrl, webcalUrl } = await urlsOf(painter.id);
    expect(httpsUrl).toMatch(/^https:\/\/www\.brushwise\.test\/api\/calendar-feed\/[\w-]+\.[\w-]+\.ics$/);
    expect(webcalUrl).toBe(httpsUrl.replace("https://", "webcal://"));
    // Asked again, the same URL: nothing changes until the painter asks for a new one.
    expect((await urlsOf(painter.id)).httpsUrl).toBe(httpsUrl);
  });

  it("answers 401 without a session, for GET and POST alike, and changes nothing", async () => {
    const get = await getFeedUrls(getRequest("/api/contractor/calendar-feed"), params({}));
    expect(get.status).toBe(401);
    expect(await get.json()).toMatchObject({ error: expect.any(String) });
    const post = await rotateFeed(
      new Request(`${BASE}/api/contractor/calendar-feed`, { method: "POST" }),
      params({}),
    );
    expect(post.status).toBe(401);
  });

  it("rotates only the caller's own feed: another painter's new link leaves yours working", async () => {
    const mine = await createContractor({ areas: [] });
    const theirs = await createContractor({ areas: [] });
    const { httpsUrl } = await urlsOf(mine.id);
    const rotated = await rotateFeed(
      new Request(`${BASE}/api/contractor/calendar-feed`, {
        method: "POST",
        headers: await bearer(theirs.id),
      }),
      params({}),
    );
    expect(rotated.status).toBe(200);
    const theirUrl = ((await rotated.json()) as { httpsUrl: string }).httpsUrl;
    expect(theirUrl).toContain("/api/calendar-feed/");
    expect(theirUrl).not.toBe(httpsUrl);
    expect((await db.contractor.findUniqueOrThrow({ where: { id: mine.id } })).calendarFeedVersion).toBe(0);
    expect((await fetchFeed(tokenOf(httpsUrl))).status).toBe(200);
  });
});

describe("the feed", () => {
  it("lists every job of the painter's in the window, none outside it and none of another painter's", async () => {
    const painter = await createContractor({ areas: [] });
    const other = await createContractor({ areas: [] });
    const inWindow = [
      await job(painter.id, {
        date: day(-FEED_WINDOW.daysBack),
        jobStatus: "completed",
        bookingStatus: "completed",
      }),
      await job(painter.id, { date: day(-3), jobStatus: "completed", bookingStatus: "completed" }),
      await job(painter.id, {
        date: day(0),
        slot: "afternoon",
        jobStatus: "in_progress",
        bookingStatus: "in_progress",
      }),
      await job(painter.id, { date: day(2), jobStatus: "acknowledged", bookingStatus: "confirmed" }),
      await job(painter.id, { date: day(FEED_WINDOW.daysAhead), slot: "evening" }),
    ];
    await job(painter.id, { date: day(-FEED_WINDOW.daysBack - 1) });
    await job(painter.id, { date: day(FEED_WINDOW.daysAhead + 1) });
    const othersJob = await job(other.id, { date: day(2) });

    const response = await fetchFeed(tokenOf((await urlsOf(painter.id)).httpsUrl));
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/private/);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(response.headers.get("content-disposition")).toMatch(/^inline/);
    const events = await eventsOf(response);
    expect(events.map(bookingIdOf).sort()).toEqual([...inWindow].sort());
    expect(events.map(bookingIdOf)).not.toContain(othersJob);
    expect(events.every((e) => e.status === "CONFIRMED")).toBe(true);
  });

  it("puts each job at the painter's hours of its slot, New York wall-clock time, with DTSTAMP and LAST-MODIFIED", async () => {
    const painter = await createContractor({ areas: [] });
    const slots = ["morning", "afternoon", "evening"] as const;
    const ids = await Promise.all(slots.map((slot, i) => job(painter.id, { date: day(5 + i), slot })));
    const events = await eventsOf(await fetchFeed(tokenOf((await urlsOf(painter.id)).httpsUrl)));
    for (const [i, slot] of slots.entries()) {
      const event = events.find((e) => bookingIdOf(e) === ids[i])!;
      const [start, end] = TIME_SLOT_TABLE[slot].calendarWindow;
      expect(event.startZone).toBe("America/New_York");
      expect(event.endZone).toBe("America/New_York");
      expect(wallTime(event.start)).toBe(`${day(5 + i)}T${start}`);
      expect(wallTime(event.end)).toBe(`${day(5 + i)}T${end}`);
      expect(event.rrule).toBeNull();
      expect(event.dtstamp?.zone?.tzid).toBe("UTC");
      expect(event.lastModified?.zone?.tzid).toBe("UTC");
    }
    // The afternoon is the painter's 1-5 PM, not the customer's 12-4.
    expect(TIME_SLOT_TABLE.afternoon.calendarWindow).not.toEqual(TIME_SLOT_TABLE.afternoon.customerWindow);
  });

  /**
   * The instants, read by two parsers as calendar apps would, on a fixed day whose window holds both
   * clock changes: New York is UTC−4 from the second Sunday of March to the first Sunday of November
   * (at 2 AM) and UTC−5 otherwise, so the painter's 8 AM is 12:00Z in summer and 13:00Z in winter.
   */
  it("puts each job at its instant, to the minute, in summer, in winter and across both clock changes", async () => {
    const realNow = Date.now();
    jest.setSystemTime(new Date("2026-12-15T15:00:00Z"));
    try {
      const painter = await createContractor({ areas: [] });
      const jobs = {
        summer: await job(painter.id, { date: "2026-10-20", slot: "morning" }),
        // Saturday in daylight time, then the Sunday the clocks go back.
        autumnChange: await job(painter.id, { date: "2026-10-31", slot: "afternoon", days: 2 }),
        winter: await job(painter.id, { date: "2027-01-12", slot: "morning" }),
        // Saturday in standard time, the Sunday the clocks go forward, then Monday.
        springChange: await job(painter.id, { date: "2027-03-13", slot: "evening", days: 3 }),
        springChangeDay: await job(painter.id, { date: "2027-03-14", slot: "morning" }),
        nextSummer: await job(painter.id, { date: "2027-06-08", slot: "morning" }),
      };
      const response = await fetchFeed(`${calendarFeedToken(painter.id, 0)}.ics`);
      expect(response.status).toBe(200);
      const uid = (bookingId: string) => `painter-${painter.id}-booking-${bookingId}@brushwise`;
      expect(eventTimes(await response.text())).toEqual(
        bothRead({
          // Morning 8 AM-noon, afternoon 1-5 PM, evening 6-8 PM: the painter's hours.
          [uid(jobs.summer)]: ["2026-10-20T12:00Z–2026-10-20T16:00Z"],
          [uid(jobs.autumnChange)]: [
            "2026-10-31T17:00Z–2026-10-31T21:00Z",
            "2026-11-01T18:00Z–2026-11-01T22:00Z",
          ],
          [uid(jobs.winter)]: ["2027-01-12T13:00Z–2027-01-12T17:00Z"],
          [uid(jobs.springChange)]: [
            "2027-03-13T23:00Z–2027-03-14T01:00Z",
            "2027-03-14T22:00Z–2027-03-15T00:00Z",
            "2027-03-15T22:00Z–2027-03-16T00:00Z",
          ],
          [uid(jobs.springChangeDay)]: ["2027-03-14T12:00Z–2027-03-14T16:00Z"],
          [uid(jobs.nextSummer)]: ["2027-06-08T12:00Z–2027-06-08T16:00Z"],
        }),
      );
    } finally {
      jest.setSystemTime(realNow);
    }
  });

  it("repeats a multi-day job daily for its days", async () => {
    const painter = await createContractor({ areas: [] });
    const id = await job(painter.id, { date: day(10), days: 3 });
    const event = (await eventsOf(await fetchFeed(tokenOf((await urlsOf(painter.id)).httpsUrl)))).find(
      (e) => bookingIdOf(e) === id,
    )!;
    expect(event.rrule?.freq).toBe("DAILY");
    expect(event.rrule?.count).toBe(3);
    expect(event.description).toContain("Project length: 3 days");
  });

  it("shows a job whose booking was cancelled, and one taken from the painter, as STATUS:CANCELLED", async () => {
    const painter = await createContractor({ areas: [] });
    const cancelledBooking = await job(painter.id, {
      date: day(4),
      bookingStatus: "cancelled",
      jobStatus: "cancelled",
    });
    const takenAway = await job(painter.id, { date: day(6), jobStatus: "cancelled" });
    const kept = await job(painter.id, { date: day(8) });
    const events = await eventsOf(await fetchFeed(tokenOf((await urlsOf(painter.id)).httpsUrl)));
    const statusOf = (id: string) => events.find((e) => bookingIdOf(e) === id)?.status;
    expect(statusOf(cancelledBooking)).toBe("CANCELLED");
    expect(statusOf(takenAway)).toBe("CANCELLED");
    expect(statusOf(kept)).toBe("CONFIRMED");
  });

  it("follows a reschedule: the new date and a higher SEQUENCE; the painter who lost the job sees it cancelled", async () => {
    const availability = { [day(3)]: ["morning" as const], [day(9)]: ["afternoon" as const] };
    const first = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [day(3)]: ["morning"], [day(5)]: ["morning"] },
    });
    const second = await createContractor({ areas: [["Philadelphia", 2]], availability });
    const quote = await createTestQuote();
    const { booking } = await createBooking(db, {
      quoteId: quote.id,
      scheduledDate: day(3),
      timeSlot: "morning",
    });
    const feedOf = async (contractorId: string) =>
      eventsOf(await fetchFeed(tokenOf((await urlsOf(contractorId)).httpsUrl)));
    const before = (await feedOf(first.id)).find((e) => bookingIdOf(e) === booking.id)!;
    expect(wallTime(before.start)).toBe(`${day(3)}T08:00`);

    // Same painter, another day.
    const token = () => createBookingToken(booking.id, "reschedule", new Date(Date.now() + 86_400_000));
    await rescheduleBooking(db, booking.id, { token: token(), scheduledDate: day(5), timeSlot: "morning" });
    const moved = (await feedOf(first.id)).find((e) => bookingIdOf(e) === booking.id)!;
    expect(wallTime(moved.start)).toBe(`${day(5)}T08:00`);
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    expect(moved.status).toBe("CONFIRMED");

    // A day only the second painter is free: the job goes to them.
    await rescheduleBooking(db, booking.id, { token: token(), scheduledDate: day(9), timeSlot: "afternoon" });
    const lost = (await feedOf(first.id)).find((e) => bookingIdOf(e) === booking.id)!;
    expect(lost.status).toBe("CANCELLED");
    expect(lost.sequence).toBeGreaterThan(moved.sequence);
    const gained = (await feedOf(second.id)).find((e) => bookingIdOf(e) === booking.id)!;
    expect(gained.status).toBe("CONFIRMED");
    expect(wallTime(gained.start)).toBe(`${day(9)}T13:00`);
    expect(gained.uid).not.toBe(lost.uid);
  });

  it("stops at the old URL once the painter gets a new one (404), and opens at the new one", async () => {
    const painter = await createContractor({ areas: [] });
    const old = tokenOf((await urlsOf(painter.id)).httpsUrl);
    expect((await fetchFeed(old)).status).toBe(200);
    const rotated = await rotateFeed(
      new Request(`${BASE}/api/contractor/calendar-feed`, {
        method: "POST",
        headers: await bearer(painter.id),
      }),
      params({}),
    );
    expect(rotated.status).toBe(200);
    const fresh = tokenOf(((await rotated.json()) as { httpsUrl: string }).httpsUrl);
    expect(fresh).not.toBe(old);
    const refused = await fetchFeed(old);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "Calendar not found", code: "not_found" });
    expect((await fetchFeed(fresh)).status).toBe(200);
    // Without ".ics" the same feed: some apps trim it.
    expect((await fetchFeed(fresh.replace(/\.ics$/, ""))).status).toBe(200);
  });

  it("answers a forged, malformed, other-purpose or deactivated painter's URL with the same 404", async () => {
    const painter = await createContractor({ areas: [] });
    const real = tokenOf((await urlsOf(painter.id)).httpsUrl).replace(/\.ics$/, "");
    const [payload, signature] = real.split(".");
    const otherClaims = Buffer.from(JSON.stringify({ c: randomUUID(), v: 0, e: NEVER_EXPIRES })).toString(
      "base64url",
    );
    const candidates = [
      `${otherClaims}.${signature}.ics`, // someone else's id under this signature
      // The signature's last two characters changed (to "BA" when they already are "AA": 1 in 1,024).
      `${payload}.${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BA" : "AA"}.ics`,
      "not-a-token.ics",
      "x".repeat(5000),
      `${signToken("review", { c: painter.id, v: 0 }, NEVER_EXPIRES)}.ics`, // another purpose's signature
      `${calendarFeedToken(randomUUID(), 0)}.ics`, // a painter that does not exist
      `${calendarFeedToken(painter.id, 7)}.ics`, // a version never issued
    ];
    const answers = [];
    for (const token of candidates) {
      const response = await fetchFeed(token);
      answers.push([response.status, await response.text()]);
    }
    await db.contractor.update({ where: { id: painter.id }, data: { isActive: false } });
    const deactivated = await fetchFeed(`${real}.ics`);
    answers.push([deactivated.status, await deactivated.text()]);
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify([404, JSON.stringify({ error: "Calendar not found", code: "not_found" })])]),
    );
  });
});

describe("its limits", () => {
  it(`answers ${LIMITS.calendarFeedsPerAddress.limit} requests an hour from one address, then 429; other addresses go on`, async () => {
    const painter = await createContractor({ areas: [] });
    const good = tokenOf((await urlsOf(painter.id)).httpsUrl);
    const office = newAddress();
    for (let i = 0; i < LIMITS.calendarFeedsPerAddress.limit; i++)
      expect((await fetchFeed(`made-up-${i}.ics`, office)).status).toBe(404);
    const refused = await fetchFeed(good, office);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: LIMITS.calendarFeedsPerAddress.message });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await fetchFeed(good, newAddress())).status).toBe(200);
  });

  it(`answers one painter's feed ${LIMITS.calendarFeedPerPainter.limit} times an hour from anywhere, then 429; other feeds go on`, async () => {
    const painter = await createContractor({ areas: [] });
    const other = await createContractor({ areas: [] });
    const leaked = tokenOf((await urlsOf(painter.id)).httpsUrl);
    for (let i = 0; i < LIMITS.calendarFeedPerPainter.limit; i++)
      expect((await fetchFeed(leaked)).status).toBe(200);
    const refused = await fetchFeed(leaked);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: LIMITS.calendarFeedPerPainter.message });
    expect((await fetchFeed(tokenOf((await urlsOf(other.id)).httpsUrl))).status).toBe(200);
  });
});
