import { GET as getAvailability } from "@/app/api/availability/route";
import { POST as cancelRoute } from "@/app/api/bookings/[id]/cancel/route";
import { POST as lookupRoute } from "@/app/api/bookings/[id]/lookup/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { GET as getAvailableDates } from "@/app/api/contractor-available-dates/route";
import { GET as getEstimate } from "@/app/api/project-estimate/[quoteId]/route";
import { updateAdminBooking } from "@/lib/admin/bookings";
import { cancelBooking, rescheduleBooking } from "@/lib/bookings/manage";
import { createBookingToken } from "@/lib/bookings/tokens";
import { db, type Prisma } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { deliverDueEmails } from "@/lib/email/worker";
import { addDays, fromDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { MAX_PROJECT_DAYS } from "@/lib/scheduling/estimate";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { getRequest, jsonRequest, params } from "../helpers/http";
import { freezeDateOnly } from "../helpers/freeze-date";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

// Each test uses its own days far enough apart that contractors of other tests never collide.
// Each booking from its own address unless told otherwise: one address may book only so much in an hour.
let clients = 0;
const book = (body: unknown, ip = `10.1.${Math.floor(++clients / 250)}.${clients % 250}`) =>
  postBooking(jsonRequest("/api/bookings", body, "POST", { "x-forwarded-for": ip }), params({}));

describe("matching", () => {
  it("gives the job to the active contractor with the best area priority", async () => {
    const date = day(3);
    const second = await createContractor({
      areas: [["Philadelphia", 2]],
      availability: { [date]: ["morning"] },
    });
    const first = await createContractor({
      areas: [
        ["Philadelphia", 1],
        ["Chester", 3],
      ],
      availability: { [date]: ["morning"] },
    });
    await createContractor({
      areas: [["Philadelphia", 1]],
      isActive: false,
      availability: { [date]: ["morning"] },
    });
    await createContractor({ areas: [["Chester", 1]], availability: { [date]: ["morning"] } });
    const quote = await createTestQuote();

    const response = await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "morning" });
    expect(response.status).toBe(201);
    const booking = await response.json();
    expect(booking).toMatchObject({
      status: "scheduled",
      scheduledDate: date,
      timeSlot: "morning",
      assignmentStatus: "assigned",
    });
    const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(job.contractorId).toBe(first.id);
    expect(job.contractorId).not.toBe(second.id);
    // The answer is the booking as stored.
    const stored = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(booking.createdAt).toBe(stored.createdAt.toISOString());
    expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(job.assignedAt.getTime()).toBe(stored.createdAt.getTime());
    expect(booking.assignmentId).toBe(job.id);
    expect(booking.contractorName).toBe(`${first.firstName} ${first.lastName}`);
    // 60 % of the total
    expect(Number(job.contractorEarnings)).toBeCloseTo(Math.round(quote.totalCost * 60) / 100, 2);
  });

  it("on equal priority prefers the contractor with fewer slots booked from today on", async () => {
    const date = day(5);
    const busy = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["afternoon"], [day(6)]: ["afternoon"] },
    });
    const idle = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["afternoon"] },
    });
    const earlier = await createTestQuote();
    // Give `busy` a job first (only it is free on day 6).
    await book({ quoteId: earlier.id, scheduledDate: day(6), timeSlot: "afternoon" });
    const quote = await createTestQuote();
    const booking = await (
      await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "afternoon" })
    ).json();
    const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(job.contractorId).toBe(idle.id);
    expect(job.contractorId).not.toBe(busy.id);
  });

  it("weighs a painter's load in booked slots: one three-day job is busier than two one-day jobs", async () => {
    const [d1, d2, d3, d4] = [day(35), day(36), day(37), day(38)];
    const threeDays = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["morning"], [d2]: ["morning"], [d3]: ["morning"], [d4]: ["afternoon"] },
    });
    const twoJobs = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["afternoon"], [d2]: ["afternoon"], [d4]: ["afternoon"] },
    });
    // Only `threeDays` offers three mornings in a row; only `twoJobs` the afternoons of d1 and d2.
    await book({
      quoteId: (await createTestQuote({ wallSqFt: 1200 })).id,
      scheduledDate: d1,
      timeSlot: "morning",
    });
    await book({ quoteId: (await createTestQuote()).id, scheduledDate: d1, timeSlot: "afternoon" });
    await book({ quoteId: (await createTestQuote()).id, scheduledDate: d2, timeSlot: "afternoon" });
    expect(await db.slotReservation.count({ where: { contractorId: threeDays.id } })).toBe(3);
    expect(await db.jobAssignment.count({ where: { contractorId: twoJobs.id } })).toBe(2);

    const booking = await (
      await book({ quoteId: (await createTestQuote()).id, scheduledDate: d4, timeSlot: "afternoon" })
    ).json();
    const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(job.contractorId).toBe(twoJobs.id);
  });

  it("returns the existing booking when the same quote is booked twice", async () => {
    const date = day(8);
    await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning", "afternoon"] },
    });
    const quote = await createTestQuote();
    const first = await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "morning" });
    const again = await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "afternoon" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(await db.booking.count({ where: { quoteId: quote.id } })).toBe(1);
  });
});

describe("bounded work", () => {
  it("offers a project of at most 30 days, never a longer one, however long the painter is free", async () => {
    const start = day(20);
    // 40 free mornings in a row for the slowest productivity there is: 100 sq ft a day.
    const mornings = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [day(20 + i), ["morning" as const]]),
    );
    await createContractor({ areas: [["Chester", 1]], sqFtPerDay: 100, availability: mornings });
    const chester = "10 E Gay St, West Chester, PA 19380";
    const thirtyDays = await createTestQuote({ wallSqFt: MAX_PROJECT_DAYS * 100, address: chester });
    const thirtyOneDays = await createTestQuote({ wallSqFt: (MAX_PROJECT_DAYS + 1) * 100, address: chester });
    const datesFor = async (quoteId: string) =>
      (
        (await (
          await getAvailableDates(
            getRequest(`/api/contractor-available-dates?quoteId=${quoteId}`),
            params({}),
          )
        ).json()) as { availableDates: string[] }
      ).availableDates;

    expect(await datesFor(thirtyDays.id)).toContain(start);
    expect(await datesFor(thirtyOneDays.id)).not.toContain(start);
    const slots = await (
      await getAvailability(
        getRequest(`/api/availability?date=${start}&quoteId=${thirtyOneDays.id}`),
        params({}),
      )
    ).json();
    expect(slots.timeSlots.find((s: { id: string }) => s.id === "morning").available).toBe(false);
    expect(
      (await book({ quoteId: thirtyOneDays.id, scheduledDate: start, timeSlot: "morning" }, "10.0.9.1"))
        .status,
    ).toBe(409);
    expect(
      (await book({ quoteId: thirtyDays.id, scheduledDate: start, timeSlot: "morning" }, "10.0.9.1")).status,
    ).toBe(201);
  });
});

describe("multi-day projects", () => {
  it("needs the same painter free on consecutive days and reserves all of them", async () => {
    const [d1, d2, d3, d4] = [day(10), day(11), day(12), day(13)];
    // 1,200 sq ft at 500 a day = 3 days. Free on d1, d2, d3 and d4, except d3 afternoon.
    await createContractor({
      areas: [["Philadelphia", 1]],
      sqFtPerDay: 500,
      availability: {
        [d1]: ["morning", "afternoon"],
        [d2]: ["morning", "afternoon"],
        [d3]: ["morning"],
        [d4]: ["morning"],
      },
    });
    const quote = await createTestQuote({ wallSqFt: 1200 });

    const estimate = await (
      await getEstimate(getRequest(`/api/project-estimate/${quote.id}`), params({ quoteId: quote.id }))
    ).json();
    expect(estimate).toEqual({ estimatedDays: 3 });

    const slots = await (
      await getAvailability(getRequest(`/api/availability?date=${d1}&quoteId=${quote.id}`), params({}))
    ).json();
    expect(slots.timeSlots).toEqual([
      { id: "morning", label: "8:00 AM-12:00 PM", available: true },
      { id: "afternoon", label: "12:00 PM-4:00 PM", available: false },
      { id: "evening", label: "4:00 PM-7:00 PM", available: false },
    ]);
    const { availableDates } = await (
      await getAvailableDates(getRequest(`/api/contractor-available-dates?quoteId=${quote.id}`), params({}))
    ).json();
    expect(availableDates).toContain(d1);
    expect(availableDates).toContain(d2); // d2, d3, d4 mornings
    expect(availableDates).not.toContain(d3); // d5 is not offered

    const booking = await (await book({ quoteId: quote.id, scheduledDate: d1, timeSlot: "morning" })).json();
    expect(booking.estimatedDays).toBe(3);
    const reserved = await db.slotReservation.findMany({
      where: { bookingId: booking.id },
      orderBy: { date: "asc" },
    });
    expect(reserved.map((r) => [fromDbDate(r.date), r.timeSlot])).toEqual([
      [d1, "morning"],
      [d2, "morning"],
      [d3, "morning"],
    ]);
  });

  it("books a colour consultation (evening) as a single visit", async () => {
    const date = day(15);
    await createContractor({
      areas: [["Philadelphia", 1]],
      sqFtPerDay: 100,
      availability: { [date]: ["evening"] },
    });
    const quote = await createTestQuote({ wallSqFt: 1200 });
    const booking = await (
      await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "evening" })
    ).json();
    expect(booking.estimatedDays).toBe(1);
    expect(await db.slotReservation.count({ where: { bookingId: booking.id } })).toBe(1);
  });
});

/**
 * The embedded database (PGlite, `npm test` without DATABASE_URL) serves one
 * connection at a time: a transaction held open there would block the very
 * request it is meant to race with.
 */
const itWithTwoConnections = process.env.EMBEDDED_DB ? it.skip : it;

/**
 * Runs `work` in a transaction that stays open until `commit` is called.
 * `someoneWaits(request)` resolves once another connection waits for a lock this
 * transaction holds (other test files share the database, so only a wait on
 * this very transaction counts). It has no deadline of its own: how soon the request reaches
 * its lock depends on the machine and on the queries of other test files queued before it.
 * It fails at once if the request finishes without ever waiting, and otherwise waits as long as
 * the test may run.
 */
async function holdTransaction(work: (tx: Prisma.TransactionClient) => Promise<unknown>) {
  let release!: () => void;
  let holding!: (pid: number) => void;
  const held = new Promise<number>((resolve) => (holding = resolve));
  const done = db.$transaction(
    async (tx) => {
      const [me] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      await work(tx);
      holding(me!.pid);
      await new Promise<void>((resolve) => (release = resolve));
    },
    { timeout: 20_000 },
  );
  const pid = await held;
  return {
    async someoneWaits(request: Promise<unknown>) {
      let finished = false;
      void request.then(
        () => (finished = true),
        () => (finished = true),
      );
      for (;;) {
        const [row] = await db.$queryRaw<{ waiting: number }[]>`
          SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`;
        if (row!.waiting > 0) return;
        // A request that waited on this transaction cannot finish before it commits.
        if (finished) throw new Error("the request finished without waiting for the held transaction");
        await new Promise((resolve) => setTimeout(resolve, 25)); // the pause between two looks, not a deadline
      }
    },
    async commit() {
      release();
      await done;
    },
  };
}

describe("race for the last free slot", () => {
  it("20 parallel bookings produce exactly one booking and 19 clean 409s", async () => {
    const date = day(20);
    await createContractor({ areas: [["Philadelphia", 1]], availability: { [date]: ["morning"] } });
    const quotes = [];
    for (let i = 0; i < 20; i++) quotes.push(await createTestQuote());

    const responses = await Promise.all(
      quotes.map((q, i) => book({ quoteId: q.id, scheduledDate: date, timeSlot: "morning" }, `10.1.0.${i}`)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toEqual({
        error: "This time slot is no longer available. Please choose another date or time.",
        code: "slot_taken",
      });
    }
    const ids = quotes.map((q) => q.id);
    expect(await db.booking.count({ where: { quoteId: { in: ids } } })).toBe(1);
    expect(await db.jobAssignment.count({ where: { booking: { quoteId: { in: ids } } } })).toBe(1);
  });

  it("the same quote booked 5 times at once gives one booking: one 201, four 200 with its id", async () => {
    const date = day(27);
    await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning", "afternoon"] },
    });
    const quote = await createTestQuote();
    const responses = await Promise.all(
      ["morning", "afternoon", "morning", "afternoon", "morning"].map((timeSlot, i) =>
        book({ quoteId: quote.id, scheduledDate: date, timeSlot }, `10.2.0.${i}`),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(await db.booking.count({ where: { quoteId: quote.id } })).toBe(1);
    expect(await db.slotReservation.count({ where: { booking: { quoteId: quote.id } } })).toBe(1);
  });

  itWithTwoConnections(
    "a painter who loses the slot between the read and the insert passes the job to the next one free",
    async () => {
      const date = day(30);
      const best = await createContractor({
        areas: [["Philadelphia", 1]],
        availability: { [date]: ["morning"] },
      });
      const next = await createContractor({
        areas: [["Philadelphia", 2]],
        availability: { [date]: ["morning"] },
      });
      const quote = await createTestQuote();

      // Another booking holds `best`'s slot in a transaction that is still open: the booking below
      // does not see it when it reads the schedule, and its insert waits for that transaction.
      const rival = await createTestQuote();
      const blocker = await holdTransaction(async (tx) => {
        const other = await tx.booking.create({
          data: { quoteId: rival.id, scheduledDate: new Date(`${date}T00:00:00Z`), timeSlot: "morning" },
        });
        await tx.slotReservation.create({
          data: {
            contractorId: best.id,
            date: new Date(`${date}T00:00:00Z`),
            timeSlot: "morning",
            bookingId: other.id,
          },
        });
      });
      const pending = book({ quoteId: quote.id, scheduledDate: date, timeSlot: "morning" });
      await blocker.someoneWaits(pending); // the booking's insert, on the held slot
      await blocker.commit();

      const response = await pending;
      expect(response.status).toBe(201);
      const booking = await response.json();
      const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
      expect(job.contractorId).toBe(next.id);
      expect(booking.assignmentId).toBe(job.id);
      const reserved = await db.slotReservation.findMany({ where: { bookingId: booking.id } });
      expect(reserved.map((r) => r.contractorId)).toEqual([next.id]);
      expect(await db.emailMessage.count({ where: { to: next.email, template: "contractor-new-job" } })).toBe(
        1,
      );
      expect(await db.emailMessage.count({ where: { to: best.email, template: "contractor-new-job" } })).toBe(
        0,
      );
    },
  );
});

describe("a quote removed while it is being booked", () => {
  itWithTwoConnections("answers 404 and writes nothing", async () => {
    const date = day(40);
    await createContractor({ areas: [["Philadelphia", 1]], availability: { [date]: ["morning"] } });
    const quote = await createTestQuote();
    // The clean-up deletes the quote in a transaction that commits while the booking waits for the quote's lock.
    const cleanup = await holdTransaction(async (tx) => {
      await tx.room.deleteMany({ where: { quoteId: quote.id } });
      await tx.quote.delete({ where: { id: quote.id } });
    });
    const pending = book({ quoteId: quote.id, scheduledDate: date, timeSlot: "morning" });
    await cleanup.someoneWaits(pending); // the booking's lock on the quote
    await cleanup.commit();

    const response = await pending;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Quote not found", code: "not_found" });
    expect(await db.booking.count({ where: { quoteId: quote.id } })).toBe(0);
  });
});

describe("bad input", () => {
  it("answers 400 for malformed parameters and 404 for an unknown quote", async () => {
    const unknown = "7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f";
    expect(
      (await getAvailableDates(getRequest("/api/contractor-available-dates?quoteId=x"), params({}))).status,
    ).toBe(400);
    expect(
      (await getAvailableDates(getRequest(`/api/contractor-available-dates?quoteId=${unknown}`), params({})))
        .status,
    ).toBe(404);
    expect(
      (await getAvailability(getRequest(`/api/availability?date=2026-02-30&quoteId=${unknown}`), params({})))
        .status,
    ).toBe(400);
    expect(
      (await getEstimate(getRequest("/api/project-estimate/nope"), params({ quoteId: "nope" }))).status,
    ).toBe(400);
    const quote = await createTestQuote();
    for (const body of [
      {},
      { quoteId: quote.id, scheduledDate: day(3), timeSlot: "night" },
      { quoteId: quote.id, scheduledDate: today, timeSlot: "morning" }, // today is not bookable
      { quoteId: quote.id, scheduledDate: day(61), timeSlot: "morning" },
      { quoteId: "x", scheduledDate: day(3), timeSlot: "morning" },
    ]) {
      expect((await book(body)).status).toBe(400);
    }
    expect((await book({ quoteId: unknown, scheduledDate: day(3), timeSlot: "morning" })).status).toBe(404);
    expect(await db.booking.count({ where: { quoteId: quote.id } })).toBe(0);
  });
});

describe("e-mails", () => {
  it("queues a confirmation with a calendar file and signed links, and a job notice to the painter", async () => {
    const date = day(25);
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning"] },
    });
    const quote = await createTestQuote({ email: "mail.check@example.com" });
    const booking = await (
      await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "morning" })
    ).json();

    const customerMail = await db.emailMessage.findFirstOrThrow({
      where: { to: "mail.check@example.com", template: "booking-confirmation" },
    });
    expect(customerMail.html).toContain(booking.id);
    expect(customerMail.text).toMatch(/\/cancel-booking\/[\w-]+\.[\w-]+/);
    expect(customerMail.text).toMatch(/\/reschedule-booking\//);
    expect(customerMail.text).toContain("Payment is due after the service is completed");
    const [ics] = customerMail.attachments as { filename: string; content: string }[];
    expect(ics!.filename).toBe("appointment.ics");
    expect(Buffer.from(ics!.content, "base64").toString()).toContain(
      `DTSTART;TZID=America/New_York:${date.replaceAll("-", "")}T080000`,
    );
    expect(
      await db.emailMessage.count({ where: { to: painter.email, template: "contractor-new-job" } }),
    ).toBe(1);

    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    await deliverDueEmails(db, { limit: 1000 });
    log.mockRestore();
    // The suite runs without a provider (EMAIL_DELIVERY=outbox): delivered to the outbox, held there.
    expect((await db.emailMessage.findUniqueOrThrow({ where: { id: customerMail.id } })).status).toBe("held");
  });
});

describe("manage and cancel", () => {
  async function booked(offset: number, email = "manage@example.com") {
    const date = day(offset);
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["afternoon"], [day(offset + 1)]: ["afternoon"] },
    });
    const quote = await createTestQuote({ email });
    const booking = await (
      await book({ quoteId: quote.id, scheduledDate: date, timeSlot: "afternoon" })
    ).json();
    return { booking, painter, date };
  }
  const lookup = (id: string, email: string, ip = "10.2.0.1") =>
    lookupRoute(
      jsonRequest(`/api/bookings/${id}/lookup`, { email }, "POST", { "x-forwarded-for": ip }),
      params({ id }),
    );
  const cancel = (id: string, body?: unknown) =>
    cancelRoute(
      body === undefined
        ? new Request(`http://localhost/api/bookings/${id}/cancel`, {
            method: "POST",
            headers: { "x-forwarded-for": "10.3.0.1" },
          })
        : jsonRequest(`/api/bookings/${id}/cancel`, body, "POST", { "x-forwarded-for": "10.3.0.1" }),
      params({ id }),
    );

  it("finds a booking by id and e-mail (any case); a wrong id and a wrong e-mail answer the same", async () => {
    const { booking } = await booked(30);
    const found = await lookup(booking.id, "MANAGE@example.com ");
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      id: booking.id,
      status: "scheduled",
      scheduledDate: booking.scheduledDate,
      timeSlot: "afternoon",
      quote: { address: expect.any(String), totalCost: booking.totalCost },
    });

    const wrongEmail = await lookup(booking.id, "someone@example.com");
    const wrongId = await lookup("7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f", "manage@example.com");
    expect(wrongEmail.status).toBe(404);
    expect(wrongId.status).toBe(404);
    expect(await wrongEmail.json()).toEqual(await wrongId.json());
    expect((await lookup("12", "manage@example.com")).status).toBe(400);
  });

  describe("within one rate-limit window", () => {
    freezeDateOnly();

    it("limits look-ups per address (429)", async () => {
      const ip = "10.9.9.9";
      const statuses = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await lookup("7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f", "x@example.com", ip)).status);
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  it("refuses to cancel without proof, with a wrong e-mail or a tampered link", async () => {
    const { booking } = await booked(33);
    expect((await cancel(booking.id)).status).toBe(403);
    expect((await cancel(booking.id, {})).status).toBe(403);
    expect((await cancel(booking.id, { email: "other@example.com" })).status).toBe(404);
    const token = createBookingToken(booking.id, "cancel", new Date(Date.now() + 86_400_000));
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ b: booking.id, a: "cancel", e: Date.now() + 10 ** 10 }),
    ).toString("base64url");
    for (const bad of [
      `${payload}.${signature!.slice(0, -2)}xx`,
      `${forged}.${signature}`,
      createBookingToken(booking.id, "reschedule", new Date(Date.now() + 86_400_000)),
      createBookingToken(booking.id, "cancel", new Date(Date.now() - 1000)),
    ]) {
      const response = await cancel(booking.id, { token: bad });
      expect(response.status).toBe(403);
      expect((await response.json()).error).toBe(
        "Invalid Link: This cancellation link is invalid or expired.",
      );
    }
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("scheduled");
  });

  it("cancels with the signed link: frees the slot, cancels the job, tells both sides; twice is harmless", async () => {
    const { booking, painter, date } = await booked(36, "cancel.me@example.com");
    const token = createBookingToken(booking.id, "cancel", new Date(Date.now() + 86_400_000));
    const response = await cancel(booking.id, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: "Booking Cancelled", cancellationFee: 0 });
    expect(await db.slotReservation.count({ where: { bookingId: booking.id } })).toBe(0);
    expect((await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } })).status).toBe(
      "cancelled",
    );
    expect(
      await db.emailMessage.count({ where: { to: "cancel.me@example.com", template: "booking-cancelled" } }),
    ).toBe(1);
    expect(
      await db.emailMessage.count({ where: { to: painter.email, template: "contractor-job-cancelled" } }),
    ).toBe(1);

    const again = await cancel(booking.id, { email: "cancel.me@example.com" });
    expect(again.status).toBe(200);
    expect(
      await db.emailMessage.count({ where: { to: "cancel.me@example.com", template: "booking-cancelled" } }),
    ).toBe(1);

    // The freed slot can be booked by someone else.
    const other = await createTestQuote();
    expect((await book({ quoteId: other.id, scheduledDate: date, timeSlot: "afternoon" })).status).toBe(201);
  });

  it("charges $100 within 24 hours of 09:00 on the booked date, nothing before", async () => {
    const { booking: early } = await booked(40, "early@example.com");
    const { booking: late } = await booked(42, "late@example.com");
    // 09:00 New York on the booked date; in winter (EST) that is 14:00 UTC, in summer 13:00 UTC.
    const nineAm = (date: string) =>
      new Date(new Date(`${date}T09:00:00-05:00`).getTime() - (isDst(date) ? 3_600_000 : 0));
    const at = (date: string, hoursBefore: number) =>
      new Date(nineAm(date).getTime() - hoursBefore * 3_600_000);

    const free = await cancelBooking(
      db,
      early.id,
      { email: "early@example.com" },
      at(early.scheduledDate, 25),
    );
    expect(free.cancellationFee).toBe(0);
    const charged = await cancelBooking(
      db,
      late.id,
      { email: "late@example.com" },
      at(late.scheduledDate, 23),
    );
    expect(charged.cancellationFee).toBe(100);
    expect(Number((await db.booking.findUniqueOrThrow({ where: { id: late.id } })).cancellationFee)).toBe(
      100,
    );
  });

  it("keeps a late fee once incurred: a late reschedule to a far date, then a cancellation, still owes $100", async () => {
    const { booking, date } = await booked(52, "sticky.fee@example.com");
    const nineAm = (d: string) =>
      new Date(new Date(`${d}T09:00:00-05:00`).getTime() - (isDst(d) ? 3_600_000 : 0));
    const late = new Date(nineAm(date).getTime() - 23 * 3_600_000);
    const moved = await rescheduleBooking(
      db,
      booking.id,
      { email: "sticky.fee@example.com", scheduledDate: addDays(date, 1), timeSlot: "afternoon" },
      late,
    );
    expect(moved.cancellationFee).toBe(100);
    // More than 24 hours before the new date: on its own, free. The fee incurred stays.
    const cancelled = await cancelBooking(db, booking.id, { email: "sticky.fee@example.com" }, late);
    expect(cancelled.cancellationFee).toBe(100);
    expect(
      (await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).cancellationFee?.toFixed(2),
    ).toBe("100.00");
    const mail = await db.emailMessage.findFirstOrThrow({
      where: { to: "sticky.fee@example.com", template: "booking-cancelled" },
    });
    expect(mail.text).toContain("$100.00");
  });

  it("keeps a late fee incurred by the customer when the admin cancels afterwards, and shows it in the money split", async () => {
    const { booking, date } = await booked(54, "admin.cancel@example.com");
    const nineAm = (d: string) =>
      new Date(new Date(`${d}T09:00:00-05:00`).getTime() - (isDst(d) ? 3_600_000 : 0));
    const late = new Date(nineAm(date).getTime() - 23 * 3_600_000);
    await rescheduleBooking(
      db,
      booking.id,
      { email: "admin.cancel@example.com", scheduledDate: addDays(date, 1), timeSlot: "afternoon" },
      late,
    );
    const updated = await updateAdminBooking(db, booking.id, { status: "cancelled" }, late);
    expect(updated.status).toBe("cancelled");
    expect(updated.financials.cancellationFee).toBe(100);
  });

  it("reschedules with the signed link to another free date, moving the reservation", async () => {
    const { booking, date } = await booked(45, "move@example.com");
    const token = createBookingToken(booking.id, "reschedule", new Date(Date.now() + 86_400_000));
    const next = addDays(date, 1);
    const result = await rescheduleBooking(db, booking.id, {
      token,
      scheduledDate: next,
      timeSlot: "afternoon",
    });
    expect(result.booking.scheduledDate).toBe(next);
    const reserved = await db.slotReservation.findMany({ where: { bookingId: booking.id } });
    expect(reserved.map((r) => fromDbDate(r.date))).toEqual([next]);
    expect(
      await db.emailMessage.count({ where: { to: "move@example.com", template: "booking-changed" } }),
    ).toBe(1);
    await expect(
      rescheduleBooking(db, booking.id, {
        email: "move@example.com",
        scheduledDate: day(50),
        timeSlot: "morning",
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe("reschedule to another painter", () => {
  it("tells the old painter the job is gone and the new one about the job; visits keep their kind", async () => {
    const [d1, d2] = [day(47), day(48)];
    const first = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [d1]: ["morning"] },
    });
    const second = await createContractor({
      areas: [["Philadelphia", 2]],
      availability: { [d2]: ["morning", "evening"] },
    });
    const quote = await createTestQuote({ email: "switch@example.com" });
    const booking = await (await book({ quoteId: quote.id, scheduledDate: d1, timeSlot: "morning" })).json();
    await expect(
      rescheduleBooking(db, booking.id, {
        email: "switch@example.com",
        scheduledDate: d2,
        timeSlot: "evening",
      }),
    ).rejects.toMatchObject({ status: 400 });

    const result = await rescheduleBooking(db, booking.id, {
      email: "switch@example.com",
      scheduledDate: d2,
      timeSlot: "morning",
    });
    expect(result.booking).toMatchObject({
      scheduledDate: d2,
      contractorName: `${second.firstName} ${second.lastName}`,
    });
    expect(
      await db.emailMessage.count({ where: { to: first.email, template: "contractor-job-cancelled" } }),
    ).toBe(1);
    expect(await db.emailMessage.count({ where: { to: second.email, template: "contractor-new-job" } })).toBe(
      1,
    );
    expect(await db.emailMessage.count({ where: { to: second.email, template: "booking-changed" } })).toBe(0);
    expect(
      await db.emailMessage.count({ where: { to: "switch@example.com", template: "booking-changed" } }),
    ).toBe(1);
    const jobs = await db.jobAssignment.findMany({
      where: { bookingId: booking.id },
      orderBy: { assignedAt: "asc" },
    });
    expect(jobs.map((j) => [j.contractorId, j.status])).toEqual([
      [first.id, "cancelled"],
      [second.id, "assigned"],
    ]);
  });
});

/** US daylight saving: second Sunday of March to first Sunday of November. */
function isDst(date: string): boolean {
  const d = new Date(`${date}T12:00:00Z`);
  const probe = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    timeZoneName: "short",
  }).format(d);
  return probe.includes("EDT");
}
