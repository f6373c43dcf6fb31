/**
 * On My Way (docs/product.md §4) and the customer's live status on Manage Booking: the painter's tap is
 * recorded once, the customer e-mailed once with the painter's first name and the arrival window, and
 * the look-up (then the token refresh) shows scheduled → on the way → in progress → completed.
 */
import { randomUUID } from "node:crypto";
import { POST as onMyWayRoute } from "@/app/api/contractor/jobs/[jobId]/on-my-way/route";
import { PUT as statusRoute } from "@/app/api/contractor/jobs/[jobId]/status/route";
import { POST as lookupRoute } from "@/app/api/bookings/[id]/lookup/route";
import { POST as liveStatusRoute } from "@/app/api/bookings/[id]/live-status/route";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import type { BookingStatus, JobStatus } from "@/lib/generated/prisma/client";
import { runSeed } from "@/lib/seed";
import { LIMITS } from "@/lib/security/limits";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

const today = todayInNewYork();
const MINUTE = 60_000;

async function painterSession(firstName = "Mike") {
  const painter = await createContractor({ areas: [["Philadelphia", 1]], firstName });
  const { token } = await startSession(db, { role: "contractor", contractorId: painter.id });
  return { painter, token };
}

/** A booking of `date` with its job at `status` for `painterId`, written straight to the database. */
const BOOKING_FOR_JOB: Partial<Record<JobStatus, BookingStatus>> = {
  assigned: "scheduled",
  acknowledged: "confirmed",
  in_progress: "in_progress",
  cancelled: "scheduled",
};

async function jobOn(painterId: string, date: string, status: JobStatus = "acknowledged") {
  const email = `customer-${randomUUID()}@example.com`;
  const quote = await createTestQuote({ email });
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      status: BOOKING_FOR_JOB[status] ?? "scheduled",
      scheduledDate: toDbDate(date),
      timeSlot: "morning",
      assignments: { create: { contractorId: painterId, status, contractorEarnings: "240.00" } },
    },
    include: { assignments: true },
  });
  return { booking, job: booking.assignments[0]!, email };
}

const tap = (token: string, jobId: string, tappedAt: string | Date = new Date()) =>
  onMyWayRoute(
    jsonRequest(
      `/api/contractor/jobs/${jobId}/on-my-way`,
      { tappedAt: new Date(tappedAt).toISOString() },
      "POST",
      { authorization: `Bearer ${token}` },
    ),
    params({ jobId }),
  );

const setStatus = (token: string, jobId: string, status: string) =>
  statusRoute(
    jsonRequest(`/api/contractor/jobs/${jobId}/status`, { status }, "PUT", {
      authorization: `Bearer ${token}`,
    }),
    params({ jobId }),
  );

const onTheWayEmails = (to: string) =>
  db.emailMessage.findMany({ where: { to, template: "booking-on-the-way" } });

/** "9:20 AM" in New York, worked out here on its own: the window's ends are rounded up to 5 minutes. */
function expectedClock(ms: number) {
  const rounded = Math.ceil(ms / (5 * MINUTE)) * 5 * MINUTE;
  return new Date(rounded).toLocaleTimeString("en-US", {
    timeZone: "America/New_York",
    hour: "numeric",
    minute: "2-digit",
  });
}

describe("POST /api/contractor/jobs/{id}/on-my-way", () => {
  it("records the tap once and e-mails the customer once, with the first name and the arrival window", async () => {
    const { painter, token } = await painterSession("Mike");
    const { job, email } = await jobOn(painter.id, today);
    const tappedAt = new Date(Date.now() - 1000);

    const first = await tap(token, job.id, tappedAt);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      message: "On My Way sent",
      onTheWayAt: tappedAt.toISOString(),
      emailed: true,
    });
    const stored = await db.jobAssignment.findUniqueOrThrow({ where: { id: job.id } });
    expect(stored.onTheWayAt).toEqual(tappedAt);
    // A fact, not a move: the job's status stays as it was.
    expect(stored.status).toBe("acknowledged");

    const emails = await onTheWayEmails(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Your painter is on the way");
    const from = expectedClock(tappedAt.getTime() + 15 * MINUTE);
    const to = expectedClock(tappedAt.getTime() + 45 * MINUTE);
    expect(emails[0]!.text).toContain(`Mike is on the way. Expected arrival: between ${from} and ${to}.`);
    // The first name only.
    expect(emails[0]!.text).not.toContain(painter.lastName);

    // Sent again (the phone's queue after a lost answer): the recorded time, nothing sent.
    const again = await tap(token, job.id, new Date());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      message: "On My Way was already sent",
      onTheWayAt: tappedAt.toISOString(),
      emailed: false,
    });
    expect(await onTheWayEmails(email)).toHaveLength(1);
  });

  it("is the painter's own job only: another painter's is a 404 and nothing changes", async () => {
    const { painter } = await painterSession();
    const { token: otherToken } = await painterSession("Other");
    const { job, email } = await jobOn(painter.id, today);
    const answer = await tap(otherToken, job.id);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: "Job not found", code: "not_found" });
    expect((await db.jobAssignment.findUniqueOrThrow({ where: { id: job.id } })).onTheWayAt).toBeNull();
    expect(await onTheWayEmails(email)).toHaveLength(0);
  });

  it("waits for the scheduled day (409), as Start Job does", async () => {
    const { painter, token } = await painterSession();
    const { job, email } = await jobOn(painter.id, addDays(today, 3));
    const answer = await tap(token, job.id);
    expect(answer.status).toBe(409);
    const body = await answer.json();
    expect(body.code).toBe("not_on_the_day");
    expect(body.error).toMatch(/^On My Way can be sent on the job's scheduled date \(.+\)\.$/);
    expect((await db.jobAssignment.findUniqueOrThrow({ where: { id: job.id } })).onTheWayAt).toBeNull();
    expect(await onTheWayEmails(email)).toHaveLength(0);
  });

  it("refuses a cancelled job as the status route does, and a job already started", async () => {
    const { painter, token } = await painterSession();
    const cancelled = await jobOn(painter.id, today, "cancelled");
    const refusal = await tap(token, cancelled.job.id);
    expect(refusal.status).toBe(409);
    expect((await refusal.json()).error).toBe("This job was cancelled and can no longer change.");
    expect((await setStatus(token, cancelled.job.id, "in_progress")).status).toBe(409);

    const started = await jobOn(painter.id, today, "in_progress");
    const late = await tap(token, started.job.id);
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe("On My Way is for a job not started yet.");
    expect(await onTheWayEmails(started.email)).toHaveLength(0);
  });

  it("records a late offline tap whose window has ended, but sends no stale e-mail", async () => {
    const { painter, token } = await painterSession();
    // Yesterday's job: the tap an hour ago is on or after its day in New York whatever the hour.
    const { job, email } = await jobOn(painter.id, addDays(today, -1));
    const tappedAt = new Date(Date.now() - 60 * MINUTE);
    const answer = await tap(token, job.id, tappedAt);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ onTheWayAt: tappedAt.toISOString(), emailed: false });
    expect(await onTheWayEmails(email)).toHaveLength(0);
  });

  it("believes a tap time no further back than 12 hours, nor in the future", async () => {
    const { painter, token } = await painterSession();
    const future = await jobOn(painter.id, today);
    const before = Date.now();
    const ahead = await (await tap(token, future.job.id, new Date(before + 3 * 3_600_000))).json();
    expect(new Date(ahead.onTheWayAt).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(ahead.onTheWayAt).getTime()).toBeLessThanOrEqual(Date.now());

    const old = await jobOn(painter.id, addDays(today, -2));
    const back = await (await tap(token, old.job.id, new Date(before - 30 * 3_600_000))).json();
    expect(new Date(back.onTheWayAt).getTime()).toBeGreaterThanOrEqual(before - 12 * 3_600_000);
    expect(back.emailed).toBe(false);
  });

  it("sends no e-mail to an erased customer", async () => {
    const { painter, token } = await painterSession();
    const { booking, job, email } = await jobOn(painter.id, today);
    await db.booking.update({ where: { id: booking.id }, data: { personalDataErasedAt: new Date() } });
    const answer = await tap(token, job.id);
    expect(await answer.json()).toMatchObject({ message: "On My Way sent", emailed: false });
    expect(await onTheWayEmails(email)).toHaveLength(0);
  });

  it("answers 400 for a tap time that is not one", async () => {
    const { painter, token } = await painterSession();
    const { job } = await jobOn(painter.id, today);
    const answer = await onMyWayRoute(
      jsonRequest(`/api/contractor/jobs/${job.id}/on-my-way`, { tappedAt: "soon" }, "POST", {
        authorization: `Bearer ${token}`,
      }),
      params({ jobId: job.id }),
    );
    expect(answer.status).toBe(400);
  });
});

describe("Manage Booking's live status", () => {
  const lookup = (id: string, email: string) =>
    lookupRoute(
      jsonRequest(`/api/bookings/${id}/lookup`, { email }, "POST", {
        "x-forwarded-for": `10.44.${Math.floor(Math.random() * 250)}.1`,
      }),
      params({ id }),
    );
  const refresh = (id: string, token: string, ip = "10.45.0.1") =>
    liveStatusRoute(
      jsonRequest(`/api/bookings/${id}/live-status`, { token }, "POST", { "x-forwarded-for": ip }),
      params({ id }),
    );

  it("shows scheduled → on the way → in progress → completed (with the date), refreshed by its token", async () => {
    const { painter, token } = await painterSession("Mike");
    const { booking, job, email } = await jobOn(painter.id, today, "assigned");

    const found = await (await lookup(booking.id, email)).json();
    expect(found.liveStatus).toEqual({ step: "scheduled", onTheWayAt: null, completedAt: null });
    expect(found.statusToken).toEqual(expect.any(String));

    const { onTheWayAt } = await (await tap(token, job.id)).json();
    const onTheWay = await refresh(booking.id, found.statusToken);
    expect(onTheWay.status).toBe(200);
    expect(await onTheWay.json()).toEqual({
      liveStatus: { step: "on_the_way", onTheWayAt, completedAt: null },
      afterPhotos: [],
    });

    expect((await setStatus(token, job.id, "acknowledged")).status).toBe(200);
    expect((await (await refresh(booking.id, found.statusToken)).json()).liveStatus.step).toBe("on_the_way");
    expect((await setStatus(token, job.id, "in_progress")).status).toBe(200);
    expect((await (await lookup(booking.id, email)).json()).liveStatus).toEqual({
      step: "in_progress",
      onTheWayAt: null,
      completedAt: null,
    });
    expect((await setStatus(token, job.id, "completed")).status).toBe(200);
    const done = await (await lookup(booking.id, email)).json();
    const completedAt = (await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).completedAt!;
    expect(done.liveStatus).toEqual({
      step: "completed",
      onTheWayAt: null,
      completedAt: completedAt.toISOString(),
    });
    // Nothing left to follow: no token.
    expect(done.statusToken).toBeNull();
  });

  it("shows no live status for a cancelled booking", async () => {
    const { painter } = await painterSession();
    const { booking, email } = await jobOn(painter.id, today, "cancelled");
    await db.booking.update({ where: { id: booking.id }, data: { status: "cancelled" } });
    const found = await (await lookup(booking.id, email)).json();
    expect(found.liveStatus).toBeNull();
    expect(found.statusToken).toBeNull();
  });

  it("refuses a token of another booking, or of another kind of link (403)", async () => {
    const { painter } = await painterSession();
    const mine = await jobOn(painter.id, today, "assigned");
    const other = await jobOn(painter.id, today, "assigned");
    const { statusToken } = await (await lookup(mine.booking.id, mine.email)).json();
    const foreign = await refresh(other.booking.id, statusToken);
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toBe(
      "This page stopped updating. Look your booking up again to see its latest status.",
    );
    expect((await refresh(mine.booking.id, "abc.def")).status).toBe(403);
  });

  it("is rate-limited per address on a budget of its own, which the look-ups never share", async () => {
    const { painter } = await painterSession();
    const { booking, email } = await jobOn(painter.id, today, "assigned");
    const { statusToken } = await (await lookup(booking.id, email)).json();
    const household = "10.46.0.1";
    for (let i = 0; i < LIMITS.bookingStatusPerAddress.limit; i++)
      expect((await refresh(booking.id, statusToken, household)).status).toBe(200);
    const refused = await refresh(booking.id, statusToken, household);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(LIMITS.bookingStatusPerAddress.message);
    // The look-up from the same network still works.
    const again = await lookupRoute(
      jsonRequest(`/api/bookings/${booking.id}/lookup`, { email }, "POST", { "x-forwarded-for": household }),
      params({ id: booking.id }),
    );
    expect(again.status).toBe(200);
  });
});
