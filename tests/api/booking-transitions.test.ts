/**
 * Every status move goes through one transition (lib/bookings/transitions.ts) that checks it against
 * the state table (lib/bookings/states.shared.ts): each actor's path still works, and a move that is not
 * theirs is refused with nothing written.
 */
import { PUT as adminUpdateBooking } from "@/app/api/admin/bookings/[bookingId]/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { updateJobStatus } from "@/lib/contractors/jobs";
import { db } from "@/lib/db";
import { bookingInclude } from "@/lib/bookings/serialize";
import { transition } from "@/lib/bookings/transitions";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { signInAdminForFile } from "../helpers/admin-session";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";

const today = todayInNewYork();
const { send } = signInAdminForFile();

const adminPut = (bookingId: string, body: unknown) =>
  adminUpdateBooking(send(`/api/admin/bookings/${bookingId}`, body, "PUT"), params({ bookingId }));

/** A booking of a fresh painter, `inDays` from today, as the customer makes it. */
async function booked(inDays: number) {
  const date = addDays(today, inDays);
  const painter = await createContractor({
    areas: [["Philadelphia", 1]],
    availability: { [date]: ["morning"], [addDays(date, 1)]: ["morning"] },
  });
  const quote = await createTestQuote();
  const response = await postBooking(
    jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" }),
    params({}),
  );
  expect(response.status).toBe(201);
  const booking = await response.json();
  const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
  return { id: booking.id as string, date, painter, job, email: quote.email };
}

/** Everything a refused move must leave as it was. */
async function snapshot(bookingId: string) {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  return {
    booking,
    jobs: await db.jobAssignment.findMany({ where: { bookingId }, orderBy: { assignedAt: "asc" } }),
    reservations: await db.slotReservation.count({ where: { bookingId } }),
    audits: await db.auditLog.count({ where: { entityId: bookingId } }),
    emails: await db.emailMessage.count(),
  };
}

describe("the back office's moves", () => {
  it("refuses a move back with 422 and writes nothing, not even the date or notes sent with it", async () => {
    const b = await booked(30);
    expect((await adminPut(b.id, { status: "confirmed" })).status).toBe(200);
    const before = await snapshot(b.id);

    const refused = await adminPut(b.id, {
      status: "scheduled",
      notes: "Customer asked to go back",
      scheduledDate: addDays(b.date, 1),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: "A booking that is Confirmed cannot be set to Scheduled.",
      code: "move_not_allowed",
    });
    expect(await snapshot(b.id)).toEqual(before);
  });

  it("never sets a booking to pending", async () => {
    const b = await booked(31);
    const before = await snapshot(b.id);
    const refused = await adminPut(b.id, { status: "pending" });
    expect(refused.status).toBe(422);
    expect(await snapshot(b.id)).toEqual(before);
    expect(before.jobs.map((j) => j.status)).toEqual(["assigned"]);
  });

  it("refuses every move out of cancelled but scheduling it again, which reserves a painter anew", async () => {
    const b = await booked(32);
    expect((await adminPut(b.id, { status: "cancelled" })).status).toBe(200);
    const before = await snapshot(b.id);
    expect(before.reservations).toBe(0);
    for (const status of ["pending", "confirmed", "in_progress", "completed"]) {
      expect((await adminPut(b.id, { status })).status).toBe(422);
    }
    expect(await snapshot(b.id)).toEqual(before);

    const reinstated = await adminPut(b.id, { status: "scheduled" });
    expect(reinstated.status).toBe(200);
    expect((await reinstated.json()).booking).toMatchObject({ status: "scheduled" });
    expect(await db.slotReservation.count({ where: { bookingId: b.id } })).toBe(1);
    const jobs = await db.jobAssignment.findMany({
      where: { bookingId: b.id },
      orderBy: { assignedAt: "asc" },
    });
    expect(jobs.map((j) => j.status)).toEqual(["cancelled", "assigned"]);
  });
});

describe("the painter's moves", () => {
  it("move the job and the booking follows, stamped once", async () => {
    const b = await booked(35);
    // Started and completed only on the day: the job is due today.
    await db.booking.update({ where: { id: b.id }, data: { scheduledDate: toDbDate(today) } });
    const acknowledged = await updateJobStatus(db, b.painter.id, b.job.id, { status: "acknowledged" });
    expect(acknowledged.status).toBe("acknowledged");
    const confirmed = await db.booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(confirmed).toMatchObject({ status: "confirmed" });
    expect(confirmed.confirmedAt).not.toBeNull();

    await updateJobStatus(db, b.painter.id, b.job.id, { status: "in_progress" });
    await updateJobStatus(db, b.painter.id, b.job.id, { status: "completed", notes: "All walls done" });
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({
      status: "completed",
    });
    expect(await db.jobAssignment.findUniqueOrThrow({ where: { id: b.job.id } })).toMatchObject({
      status: "completed",
      notes: "All walls done",
    });
    expect(await db.emailMessage.count({ where: { to: b.email, template: "booking-completed" } })).toBe(1);

    // A second completion is not a move the painter has.
    await expect(updateJobStatus(db, b.painter.id, b.job.id, { status: "completed" })).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe("the transition itself", () => {
  it("refuses a move that is not the actor's inside a transaction, writing nothing", async () => {
    const b = await booked(33);
    expect((await adminPut(b.id, { status: "confirmed" })).status).toBe(200);
    const before = await snapshot(b.id);
    const booking = await db.booking.findUniqueOrThrow({ where: { id: b.id }, include: bookingInclude });
    await expect(
      db.$transaction((tx) =>
        transition(tx, { booking, to: "cancelled", actor: "customer", now: new Date() }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      db.$transaction((tx) =>
        transition(tx, {
          booking,
          to: booking.status,
          actor: "admin",
          now: new Date(),
          job: { id: b.job.id, from: "acknowledged", to: "completed" },
        }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(await snapshot(b.id)).toEqual(before);
  });

  it("answers 'already' when the same move was made meanwhile, and writes nothing more", async () => {
    const b = await booked(34);
    const stale = await db.booking.findUniqueOrThrow({ where: { id: b.id }, include: bookingInclude });
    expect((await adminPut(b.id, { status: "cancelled" })).status).toBe(200);
    const before = await snapshot(b.id);
    await expect(
      db.$transaction((tx) =>
        transition(tx, { booking: stale, to: "cancelled", actor: "customer", now: new Date() }),
      ),
    ).resolves.toBe("already");
    expect(await snapshot(b.id)).toEqual(before);
  });
});
