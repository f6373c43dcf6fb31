import { GET as getAvailability } from "@/app/api/availability/route";
import { GET as getAvailableDates } from "@/app/api/contractor-available-dates/route";
import { GET as getEstimate } from "@/app/api/project-estimate/[quoteId]/route";
import { createBooking } from "@/lib/bookings/create";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { runSeed } from "@/lib/seed";
import { deliverDueEmails } from "@/lib/email/worker";
import { addDays, fromDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { MAX_PROJECT_DAYS } from "@/lib/scheduling/productivity.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { getRequest, params } from "../helpers/http";
import { book } from "../helpers/book";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

// Each test uses its own days far enough apart that contractors of other tests never collide.

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
    const answer = await again.json();
    expect(answer.id).toBe((await first.json()).id);
    expect(await db.booking.count({ where: { quoteId: quote.id } })).toBe(1);
    // The quote's id is no proof of being its customer: the repeat answer names no one.
    for (const field of ["customerName", "customerEmail", "customerPhone", "address", "customerReference"])
      expect(answer).not.toHaveProperty(field);
    expect(JSON.stringify(answer)).not.toContain(quote.email);
    expect(JSON.stringify(answer)).not.toContain(quote.address);
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

  it("writes them in the booking's own transaction: never one without the other", async () => {
    const date = day(26);
    const painter = await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning"] },
    });
    const quote = await createTestQuote({ email: "outbox.atomic@example.com" });
    const input = { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" };
    const mails = () =>
      db.emailMessage.count({ where: { to: { in: [quote.email, painter.email] }, status: "queued" } });

    // Everything the booking writes, then the process dies before COMMIT: nothing of it stays.
    const diesBeforeCommit = new Proxy(db, {
      get(target, property) {
        if (property !== "$transaction") return Reflect.get(target, property, target);
        return (work: (tx: unknown) => Promise<unknown>, options: object) =>
          db.$transaction(async (tx) => {
            await work(tx);
            throw new Error("the process died before COMMIT");
          }, options);
      },
    }) as PrismaClient;
    await expect(createBooking(diesBeforeCommit, input)).rejects.toThrow("before COMMIT");
    expect(await db.booking.count({ where: { quoteId: quote.id } })).toBe(0);
    expect(await mails()).toBe(0);

    // Committed: both e-mails are in the outbox with it, before any worker has run.
    const { created } = await createBooking(db, input);
    expect(created).toBe(true);
    expect(await db.booking.count({ where: { quoteId: quote.id } })).toBe(1);
    expect(await mails()).toBe(2);
  });
});
