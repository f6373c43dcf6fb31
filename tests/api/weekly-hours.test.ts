/**
 * Weekly hours and time off (docs/product.md §5): the routes, and every reader of the one rule
 * (lib/scheduling/offer.shared.ts): the customer's available dates, the painter's calendar, the back
 * office's painter picker, reserveForContractor and the calendar feed. A change never drops a booked job.
 */
import { randomUUID } from "node:crypto";
import { GET as getAvailableDates } from "@/app/api/contractor-available-dates/route";
import { GET as getCalendarFeed } from "@/app/api/calendar-feed/[token]/route";
import { POST as setDate } from "@/app/api/contractor/availability/route";
import { GET as getOverview } from "@/app/api/contractor/availability-overview/route";
import { DELETE as deleteTimeOff } from "@/app/api/contractor/availability/time-off/[id]/route";
import { GET as getTimeOff, POST as postTimeOff } from "@/app/api/contractor/availability/time-off/route";
import { GET as getWeekly, PUT as putWeekly } from "@/app/api/contractor/availability/weekly/route";
import {
  contractorAvailabilityConflicts,
  contractorFreeDates,
  contractorFreeSlots,
} from "@/lib/admin/availability";
import { listContractors } from "@/lib/admin/contractors";
import { startSession } from "@/lib/auth/sessions";
import { reserveForContractor } from "@/lib/bookings/reserve";
import { calendarFeedToken } from "@/lib/contractors/calendar-feed";
import { db } from "@/lib/db";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { weekdayOf } from "@/lib/scheduling/offer.shared";
import { bookableRange, datesBetween } from "@/lib/scheduling/window";
import { runSeed } from "@/lib/seed";
import { siteConfig } from "@/lib/site.shared";
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES } from "@/lib/validations/availability-rules.shared";
import { book } from "../helpers/book";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { getRequest, jsonRequest, params } from "../helpers/http";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);
const { first, last } = bookableRange(today);
const window = datesBetween(first, last);
const tuesdays = window.filter((d) => weekdayOf(d) === 2);
const CHESTER = "10 E Gay St, West Chester, PA 19380";
/** Another home in Chester County (one property holds only a few bookings). */
const chesterHome = () => `10 ${randomUUID().slice(0, 8)} St, West Chester, PA 19380`;

const TUESDAY_MORNINGS = { days: [{ weekday: 2, timeSlots: ["morning"] }] };

async function painter() {
  const contractor = await createContractor({ areas: [["Chester", 1]] });
  const session = await startSession(db, { role: "contractor", contractorId: contractor.id });
  return { contractor, headers: { authorization: `Bearer ${session.token}` } };
}
type Painter = Awaited<ReturnType<typeof painter>>;

const put = (p: Painter, body: unknown) =>
  putWeekly(jsonRequest("/api/contractor/availability/weekly", body, "PUT", p.headers), params({}));
const addOff = (p: Painter, body: unknown) =>
  postTimeOff(jsonRequest("/api/contractor/availability/time-off", body, "POST", p.headers), params({}));

async function customerDates(quoteId: string): Promise<string[]> {
  const response = await getAvailableDates(
    getRequest(`/api/contractor-available-dates?quoteId=${quoteId}`),
    params({}),
  );
  return ((await response.json()) as { availableDates: string[] }).availableDates;
}

/** The Monday-to-Sunday week around the third Tuesday of the window. */
const vacationTuesday = tuesdays[2]!;
const vacation = { startDate: addDays(vacationTuesday, -1), endDate: addDays(vacationTuesday, 5) };

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

// Each test has its own painter in Chester County; earlier ones are deactivated so that they leave its dates.
afterEach(async () => {
  await db.contractor.updateMany({ data: { isActive: false } });
});

describe("a weekly rule the customer's calendar follows", () => {
  it("makes the painter bookable on every Tuesday of the window, on no other day, except a vacation week", async () => {
    const p = await painter();
    const quote = await createTestQuote({ address: CHESTER });
    expect(await customerDates(quote.id)).toEqual([]);

    const saved = await put(p, TUESDAY_MORNINGS);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ conflicts: [], message: "Weekly hours saved" });
    expect(tuesdays.length).toBeGreaterThanOrEqual(8);
    expect(await customerDates(quote.id)).toEqual(tuesdays);

    const added = await addOff(p, { ...vacation, note: "Beach" });
    expect(added.status).toBe(201);
    const { timeOff } = (await added.json()) as { timeOff: { id: string } };
    expect(await customerDates(quote.id)).toEqual(tuesdays.filter((d) => d !== vacationTuesday));

    // The painter's own calendar says the same.
    const overview = (await (await getOverview(getRequest("/x", p.headers), params({}))).json()) as {
      date: string;
    }[];
    const listed = overview.map((d) => d.date).filter((d) => d <= last);
    expect(listed).toEqual(tuesdays.filter((d) => d !== vacationTuesday));

    const removed = await deleteTimeOff(
      jsonRequest(`/api/contractor/availability/time-off/${timeOff.id}`, undefined, "DELETE", p.headers),
      params({ id: timeOff.id }),
    );
    expect(removed.status).toBe(200);
    expect(await customerDates(quote.id)).toEqual(tuesdays);
  });

  it("lets a date's own change beat the weekly hours, and keeps no row that repeats them", async () => {
    const p = await painter();
    await put(p, TUESDAY_MORNINGS);
    const [offTuesday, sameTuesday] = [tuesdays[0]!, tuesdays[1]!];
    const wednesday = addDays(offTuesday, 1);
    const send = (date: string, timeSlots: string[]) =>
      setDate(
        jsonRequest("/api/contractor/availability", { date, timeSlots }, "POST", p.headers),
        params({}),
      );
    expect((await send(offTuesday, [])).status).toBe(200);
    expect((await send(sameTuesday, ["morning"])).status).toBe(200);
    expect((await send(wednesday, ["afternoon"])).status).toBe(200);
    const rows = await db.contractorAvailability.findMany({ where: { contractorId: p.contractor.id } });
    expect(rows.map((r) => [r.date.toISOString().slice(0, 10), r.timeSlots]).sort()).toEqual(
      [
        [offTuesday, []],
        [wednesday, ["afternoon"]],
      ].sort(),
    );
    const quote = await createTestQuote({ address: CHESTER });
    const dates = await customerDates(quote.id);
    expect(dates).not.toContain(offTuesday);
    expect(dates).toContain(sameTuesday);
    expect(dates).toContain(wednesday);
  });

  it("follows the rule in the back office's painter picker and in reserveForContractor", async () => {
    const p = await painter();
    await put(p, TUESDAY_MORNINGS);
    await addOff(p, vacation);
    const free = await contractorFreeDates(db, p.contractor.id);
    expect(free.filter((d) => d.date <= last)).toEqual(
      tuesdays.filter((d) => d !== vacationTuesday).map((date) => ({ date, timeSlots: ["morning"] })),
    );
    expect(await contractorFreeSlots(db, p.contractor.id, tuesdays[0]!)).toEqual({
      date: tuesdays[0],
      timeSlots: ["morning"],
    });
    expect(await contractorFreeSlots(db, p.contractor.id, vacationTuesday)).toEqual({
      date: vacationTuesday,
      timeSlots: [],
    });

    const quote = await createTestQuote({ address: CHESTER });
    const booking = await (
      await book({ quoteId: quote.id, scheduledDate: tuesdays[0], timeSlot: "morning" })
    ).json();
    const move = (date: string) =>
      db.$transaction(async (tx) => {
        await tx.slotReservation.deleteMany({ where: { bookingId: booking.id } });
        await reserveForContractor(tx, {
          bookingId: booking.id,
          contractorId: p.contractor.id,
          date,
          slot: "morning",
          days: 1,
        });
        throw new Error("rolled back");
      });
    await expect(move(vacationTuesday)).rejects.toThrow(
      "The painter is not available in that slot on every day of the project.",
    );
    await expect(move(addDays(tuesdays[1]!, 1))).rejects.toThrow(
      "The painter is not available in that slot on every day of the project.",
    );
    await expect(move(tuesdays[1]!)).rejects.toThrow("rolled back");
  });
});

describe("never dropping a booked job", () => {
  it("saves new hours and time off that leave a booked job outside, lists it and keeps the booking", async () => {
    const p = await painter();
    await put(p, TUESDAY_MORNINGS);
    const quote = await createTestQuote({ address: CHESTER });
    const answer = await book({ quoteId: quote.id, scheduledDate: vacationTuesday, timeSlot: "morning" });
    expect(answer.status).toBe(201);
    const booking = (await answer.json()) as { id: string };
    const label = `${new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${vacationTuesday}T00:00:00Z`))}, Morning`;

    const hours = await put(p, { days: [{ weekday: 3, timeSlots: ["morning"] }] });
    expect(hours.status).toBe(200);
    expect(await hours.json()).toMatchObject({
      conflicts: [{ bookingId: booking.id, date: vacationTuesday, timeSlot: "morning", days: 1, label }],
      message: `Your new hours leave 1 booked job outside them: ${label}; it stays yours until the office decides.`,
    });
    await put(p, TUESDAY_MORNINGS);
    const off = await addOff(p, vacation);
    expect(off.status).toBe(201);
    expect(((await off.json()) as { message: string }).message).toBe(
      `Your time off leaves 1 booked job outside it: ${label}; it stays yours until the office decides.`,
    );
    // The back office's list on the painter's details.
    expect(await contractorAvailabilityConflicts(db, p.contractor.id)).toEqual([
      {
        bookingId: booking.id,
        date: vacationTuesday,
        timeSlot: "morning",
        days: 1,
        label,
        customerName: "Test Owner",
      },
    ]);
    const kept = await db.slotReservation.findMany({ where: { bookingId: booking.id } });
    expect(kept.map((r) => r.contractorId)).toEqual([p.contractor.id]);

    // The painter's calendar feed: the time off as an all-day event, the job marked.
    const { calendarFeedVersion } = await db.contractor.findUniqueOrThrow({ where: { id: p.contractor.id } });
    const token = calendarFeedToken(p.contractor.id, calendarFeedVersion);
    const feed = await (
      await getCalendarFeed(getRequest(`/api/calendar-feed/${token}.ics`), params({ token: `${token}.ics` }))
    ).text();
    expect(feed).toContain("SUMMARY:Time off");
    expect(feed).toContain(`DTSTART;VALUE=DATE:${vacation.startDate.replaceAll("-", "")}`);
    expect(feed).toContain(`DTEND;VALUE=DATE:${addDays(vacation.endDate, 1).replaceAll("-", "")}`);
    expect(feed).toContain("SUMMARY:Outside your hours: ");
  });
});

describe("the owner hears of booked jobs a save leaves outside the hours", () => {
  const OWNER = process.env.ADMIN_EMAIL!;
  afterEach(() => {
    process.env.ADMIN_EMAIL = OWNER;
  });

  const noticesOf = (p: Painter) =>
    db.emailMessage.findMany({
      where: {
        template: "admin-availability-conflicts",
        subject: `Booked jobs outside ${p.contractor.firstName} ${p.contractor.lastName}'s hours`,
      },
      orderBy: { createdAt: "asc" },
    });

  it("mails ADMIN_EMAIL once per save that adds a job, listing it; nothing for jobs already outside or without ADMIN_EMAIL", async () => {
    const p = await painter();
    await put(p, TUESDAY_MORNINGS);
    const quote = await createTestQuote({ address: chesterHome() });
    expect(
      (await book({ quoteId: quote.id, scheduledDate: vacationTuesday, timeSlot: "morning" })).status,
    ).toBe(201);
    const label = `${new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${vacationTuesday}T00:00:00Z`))}, Morning`;
    expect(await noticesOf(p)).toEqual([]);

    // New hours leave the job outside: one e-mail to the owner.
    expect((await put(p, { days: [{ weekday: 3, timeSlots: ["morning"] }] })).status).toBe(200);
    const [notice, ...rest] = await noticesOf(p);
    expect(rest).toEqual([]);
    expect(notice!.to).toBe(OWNER);
    const name = `${p.contractor.firstName} ${p.contractor.lastName}`;
    expect(notice!.text).toContain(
      `${name} changed their weekly hours or time off, and this booked job is now outside them:`,
    );
    expect(notice!.text).toContain(`${label} · Test, 19380`);
    expect(notice!.text).toContain(
      `${name} keeps it until the office moves or reassigns it (Bookings, Edit).`,
    );
    expect(notice!.text).toContain(`${siteConfig.url}/admin/contractors`);

    // The same job still outside (other hours, then time off over it): nothing new.
    expect((await put(p, { days: [{ weekday: 4, timeSlots: ["morning"] }] })).status).toBe(200);
    expect((await addOff(p, vacation)).status).toBe(201);
    expect(await noticesOf(p)).toHaveLength(1);

    // Back within the hours, then outside again without ADMIN_EMAIL: saved, nothing mailed.
    await db.contractorTimeOff.deleteMany({ where: { contractorId: p.contractor.id } });
    await put(p, TUESDAY_MORNINGS);
    delete process.env.ADMIN_EMAIL;
    const hours = await put(p, { days: [{ weekday: 3, timeSlots: ["morning"] }] });
    expect(hours.status).toBe(200);
    expect(((await hours.json()) as { conflicts: unknown[] }).conflicts).toHaveLength(1);
    expect(await noticesOf(p)).toHaveLength(1);

    // Time off that newly covers it, with ADMIN_EMAIL: a second e-mail.
    process.env.ADMIN_EMAIL = OWNER;
    await put(p, TUESDAY_MORNINGS);
    expect((await addOff(p, vacation)).status).toBe(201);
    const notices = await noticesOf(p);
    expect(notices).toHaveLength(2);
    expect(notices[1]!.text).toContain(`${label} · Test, 19380`);
  });

  it("counts each listed painter's booked jobs outside their hours on the back office's Contractors page", async () => {
    const outside = await painter();
    const within = await painter();
    await put(outside, TUESDAY_MORNINGS);
    await put(within, TUESDAY_MORNINGS);
    const quote = await createTestQuote({ address: chesterHome() });
    expect(
      (await book({ quoteId: quote.id, scheduledDate: vacationTuesday, timeSlot: "morning" })).status,
    ).toBe(201);
    const holder = (await db.slotReservation.findFirstOrThrow({ where: { booking: { quoteId: quote.id } } }))
      .contractorId;
    const [busy, free] = holder === outside.contractor.id ? [outside, within] : [within, outside];
    await addOff(busy, vacation);

    const page = await listContractors(db, { q: "Painter-", limit: 100 });
    const count = (p: Painter) => page.contractors.find((c) => c.id === p.contractor.id)?.jobsOutsideHours;
    expect(count(busy)).toBe(1);
    expect(count(free)).toBe(0);
  });
});

describe("bounds and ownership", () => {
  it("refuses time off in the past, backwards, too long, too far ahead or too many, with clear messages", async () => {
    const p = await painter();
    const refused = async (body: unknown) => {
      const response = await addOff(p, body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };
    expect(await refused({ startDate: day(-1), endDate: day(1) })).toBe(AVAILABILITY_MESSAGES.pastDate);
    expect(await refused({ startDate: day(5), endDate: day(4) })).toBe(
      `Invalid request: endDate: ${AVAILABILITY_MESSAGES.endBeforeStart}`,
    );
    expect(await refused({ startDate: day(1), endDate: day(AVAILABILITY_LIMITS.timeOffMaxDays + 1) })).toBe(
      AVAILABILITY_MESSAGES.tooLong,
    );
    expect(
      await refused({
        startDate: day(AVAILABILITY_LIMITS.aheadDays + 1),
        endDate: day(AVAILABILITY_LIMITS.aheadDays + 1),
      }),
    ).toBe(AVAILABILITY_MESSAGES.tooFar);
    expect(await refused({ startDate: "2027-02-30", endDate: "2027-03-01" })).toBe(
      "Invalid request: startDate: Use a calendar date written YYYY-MM-DD",
    );
    await db.contractorTimeOff.createMany({
      data: Array.from({ length: AVAILABILITY_LIMITS.timeOffMaxUpcoming }, (_, i) => ({
        contractorId: p.contractor.id,
        startDate: toDbDate(day(100 + i)),
        endDate: toDbDate(day(100 + i)),
      })),
    });
    expect(await refused({ startDate: day(200), endDate: day(200) })).toBe(AVAILABILITY_MESSAGES.tooMany);

    for (const body of [
      { days: [{ weekday: 7, timeSlots: ["morning"] }] },
      { days: [{ weekday: 2, timeSlots: ["noon"] }] },
      { days: [TUESDAY_MORNINGS.days[0], TUESDAY_MORNINGS.days[0]] },
    ]) {
      expect((await put(p, body)).status).toBe(400);
    }
    expect(
      (await (await put(p, { days: [TUESDAY_MORNINGS.days[0], TUESDAY_MORNINGS.days[0]] })).json()).error,
    ).toBe(`Invalid request: days: ${AVAILABILITY_MESSAGES.duplicateWeekday}`);
  });

  it("shows and changes only the painter's own hours and time off", async () => {
    const [a, b] = [await painter(), await painter()];
    await put(a, TUESDAY_MORNINGS);
    const { timeOff } = (await (await addOff(a, vacation)).json()) as { timeOff: { id: string } };

    const weeklyOfB = (await (await getWeekly(getRequest("/x", b.headers), params({}))).json()) as {
      days: { timeSlots: string[] }[];
    };
    expect(weeklyOfB.days.every((d) => d.timeSlots.length === 0)).toBe(true);
    expect(await (await getTimeOff(getRequest("/x", b.headers), params({}))).json()).toEqual([]);
    const byB = await deleteTimeOff(
      jsonRequest(`/api/contractor/availability/time-off/${timeOff.id}`, undefined, "DELETE", b.headers),
      params({ id: timeOff.id }),
    );
    expect(byB.status).toBe(404);
    expect(await byB.json()).toMatchObject({ error: AVAILABILITY_MESSAGES.timeOffNotFound });
    expect(await db.contractorTimeOff.count({ where: { id: timeOff.id } })).toBe(1);
    expect(await (await getTimeOff(getRequest("/x", a.headers), params({}))).json()).toEqual([
      { id: timeOff.id, ...vacation, note: null },
    ]);
  });
});
