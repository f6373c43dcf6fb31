import { db, type Prisma } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { book } from "../helpers/book";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

// Each test uses its own days far enough apart that contractors of other tests never collide.

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
