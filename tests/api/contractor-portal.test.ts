import { POST as setAvailabilityRoute } from "@/app/api/contractor/availability/route";
import { GET as getAvailabilityForDate } from "@/app/api/contractor/availability/[date]/route";
import { GET as getOverview } from "@/app/api/contractor/availability-overview/route";
import { PUT as putStatus } from "@/app/api/contractor/jobs/[jobId]/status/route";
import { GET as getJobHistory } from "@/app/api/contractor/jobs/history/route";
import { GET as getJobs } from "@/app/api/contractor/jobs/route";
import { GET as getJobSummary } from "@/app/api/contractor/jobs/summary/route";
import { POST as login } from "@/app/api/contractor/login/route";
import { POST as logout } from "@/app/api/contractor/logout/route";
import { GET as getProfile } from "@/app/api/contractor/profile/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { LOGIN_FAILURES_ALLOWED } from "@/lib/security/login-throttle";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { BASE, jsonRequest, params } from "../helpers/http";
import { freezeDateOnly } from "../helpers/freeze-date";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

async function loginAs(email: string, password: string, ip = "10.6.0.1") {
  return login(
    jsonRequest("/api/contractor/login", { email, password }, "POST", { "x-forwarded-for": ip }),
    params({}),
  );
}

async function contractorWithPassword(
  password = "secret12",
  extra: Parameters<typeof createContractor>[0] = { areas: [["Philadelphia", 1]] },
) {
  const c = await createContractor(extra);
  await db.contractor.update({ where: { id: c.id }, data: { passwordHash: await hashPassword(password) } });
  const token = (await (await loginAs(c.email, password)).json()).token as string;
  return { contractor: c, token };
}

describe("login and sessions", () => {
  // Counted limits: every attempt in one window, whenever the run starts.
  freezeDateOnly();

  it("returns a token and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const c = await createContractor({ areas: [["Philadelphia", 1]] });
    await db.contractor.update({
      where: { id: c.id },
      data: { passwordHash: await hashPassword("secret12") },
    });
    const response = await loginAs(c.email.toUpperCase(), "secret12");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.token).toEqual(expect.any(String));
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/authjs\.session-token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);

    // The cookie works as well as the bearer token.
    const value = cookie.split(";")[0]!;
    const viaCookie = await getProfile(
      new Request(`${BASE}/api/contractor/profile`, { headers: { cookie: value } }),
      params({}),
    );
    expect(viaCookie.status).toBe(200);
    expect(await viaCookie.json()).toMatchObject({ firstName: "Pat", isVerified: true });
  });

  it("locks an e-mail after 5 failed logins in 15 minutes (429), even with the right password", async () => {
    const c = await createContractor({ areas: [["Philadelphia", 1]] });
    await db.contractor.update({
      where: { id: c.id },
      data: { passwordHash: await hashPassword("secret12") },
    });
    for (let i = 0; i < 5; i++)
      expect((await loginAs(c.email, "wrong-password", `10.7.0.${i}`)).status).toBe(401);
    const locked = await loginAs(c.email, "secret12", "10.7.1.1");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("counts parallel guesses before checking them: of 20 at once, at most 5 are checked", async () => {
    const c = await createContractor({ areas: [["Philadelphia", 1]] });
    await db.contractor.update({
      where: { id: c.id },
      data: { passwordHash: await hashPassword("secret12") },
    });
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, (_, i) => loginAs(c.email, `guess-${i}`, `10.7.2.${i}`)))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_ALLOWED);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LOGIN_FAILURES_ALLOWED);
    // Then even the right password is refused: the e-mail is locked.
    expect((await loginAs(c.email, "secret12", "10.7.3.1")).status).toBe(429);
  });

  it("a successful login does not count as a failure", async () => {
    const c = await createContractor({ areas: [["Philadelphia", 1]] });
    await db.contractor.update({
      where: { id: c.id },
      data: { passwordHash: await hashPassword("secret12") },
    });
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED + 2; i++)
      expect((await loginAs(c.email, "secret12", "10.7.4.1")).status).toBe(200);
    expect((await loginAs(c.email, "wrong-password", "10.7.4.1")).status).toBe(401);
  });

  it("refuses inactive contractors and ends the session on logout or deactivation", async () => {
    const { contractor, token } = await contractorWithPassword();
    const out = await logout(
      new Request(`${BASE}/api/contractor/logout`, { method: "POST", headers: withToken(token) }),
      params({}),
    );
    expect(out.status).toBe(200);
    expect(
      (
        await getProfile(
          new Request(`${BASE}/api/contractor/profile`, { headers: withToken(token) }),
          params({}),
        )
      ).status,
    ).toBe(401);

    const second = (await (await loginAs(contractor.email, "secret12")).json()).token;
    await db.contractor.update({ where: { id: contractor.id }, data: { isActive: false } });
    expect(
      (
        await getProfile(
          new Request(`${BASE}/api/contractor/profile`, { headers: withToken(second) }),
          params({}),
        )
      ).status,
    ).toBe(401);
    expect((await loginAs(contractor.email, "secret12")).status).toBe(403);
  });

  it("answers 401 on every contractor route without credentials or with a forged token", async () => {
    const id = "7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f";
    const variants: Record<string, string>[] = [
      {},
      withToken("forged.token.value"),
      { "x-middleware-subrequest": "middleware" },
    ];
    for (const headers of variants) {
      const calls = [
        getProfile(new Request(`${BASE}/api/contractor/profile`, { headers }), params({})),
        getJobs(new Request(`${BASE}/api/contractor/jobs`, { headers }), params({})),
        getJobSummary(new Request(`${BASE}/api/contractor/jobs/summary`, { headers }), params({})),
        getJobHistory(new Request(`${BASE}/api/contractor/jobs/history`, { headers }), params({})),
        putStatus(
          jsonRequest(`/api/contractor/jobs/${id}/status`, { status: "acknowledged" }, "PUT", headers),
          params({ jobId: id }),
        ),
        getOverview(new Request(`${BASE}/api/contractor/availability-overview`, { headers }), params({})),
        getAvailabilityForDate(
          new Request(`${BASE}/api/contractor/availability/${day(2)}`, { headers }),
          params({ date: day(2) }),
        ),
        setAvailabilityRoute(
          jsonRequest("/api/contractor/availability", { date: day(2), timeSlots: [] }, "POST", headers),
          params({}),
        ),
        logout(new Request(`${BASE}/api/contractor/logout`, { method: "POST", headers }), params({})),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(401);
        expect((await response.json()).error).toEqual(expect.any(String));
      }
    }
  });
});

describe("jobs", () => {
  async function jobFor(token: string, contractorId: string, date: string) {
    const quote = await createTestQuote();
    const booking = await (
      await postBooking(
        jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" }),
        params({}),
      )
    ).json();
    const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(job.contractorId).toBe(contractorId);
    return { job, booking, quote, token };
  }
  const setStatus = (token: string, jobId: string, status: string, notes?: string) =>
    putStatus(
      jsonRequest(`/api/contractor/jobs/${jobId}/status`, { status, notes }, "PUT", withToken(token)),
      params({ jobId }),
    );

  it("lists only the caller's open jobs, with booking, quote and rooms", async () => {
    const date = day(4);
    const { contractor, token } = await contractorWithPassword("secret12", {
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning"] },
    });
    const { job } = await jobFor(token, contractor.id, date);
    const { token: otherToken } = await contractorWithPassword("secret12", { areas: [["Chester", 1]] });

    const jobs = await (
      await getJobs(new Request(`${BASE}/api/contractor/jobs`, { headers: withToken(token) }), params({}))
    ).json();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      id: job.id,
      status: "assigned",
      serviceType: "Painting Job",
      booking: {
        scheduledDate: date,
        quote: { address: expect.any(String), rooms: [expect.objectContaining({ type: "living-room" })] },
      },
    });
    expect(jobs[0].contractorEarnings).toMatch(/^\d+\.\d{2}$/);

    const others = await (
      await getJobs(
        new Request(`${BASE}/api/contractor/jobs`, { headers: withToken(otherToken) }),
        params({}),
      )
    ).json();
    expect(others).toEqual([]);
    // Another contractor's job is a 404, and nothing changes.
    const foreign = await setStatus(otherToken, job.id, "acknowledged");
    expect(foreign.status).toBe(404);
    expect((await db.jobAssignment.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("assigned");
  });

  it("enforces assigned → acknowledged → in_progress → completed and refuses an early start", async () => {
    const date = day(6);
    const { contractor, token } = await contractorWithPassword("secret12", {
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning"] },
    });
    const { job, booking } = await jobFor(token, contractor.id, date);

    expect((await setStatus(token, job.id, "in_progress")).status).toBe(409);
    expect((await setStatus(token, job.id, "completed")).status).toBe(409);
    expect((await setStatus(token, job.id, "flying")).status).toBe(400);
    const ack = await setStatus(token, job.id, "acknowledged");
    expect(ack.status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("confirmed");
    expect((await setStatus(token, job.id, "acknowledged")).status).toBe(409);

    const early = await setStatus(token, job.id, "in_progress");
    expect(early.status).toBe(409);
    const refusal = await early.json();
    expect(refusal.error).toMatch(
      /^Cannot Start Job Early: This job is scheduled for .+ and can only be started or completed on or after that date\.$/,
    );
    expect(refusal.code).toBe("cannot_start_early");
    expect(refusal.details).toEqual({
      title: "Cannot Start Job Early",
      description: refusal.error.slice("Cannot Start Job Early: ".length),
    });

    // The appointment day comes: move the booking to today.
    await db.booking.update({ where: { id: booking.id }, data: { scheduledDate: toDbDate(today) } });
    expect((await setStatus(token, job.id, "in_progress")).status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("in_progress");
    const done = await setStatus(token, job.id, "completed", "Two coats, touch-ups done.");
    expect(done.status).toBe(200);
    const stored = await db.jobAssignment.findUniqueOrThrow({
      where: { id: job.id },
      include: { booking: true },
    });
    expect(stored.completedAt).toBeInstanceOf(Date);
    expect(stored.notes).toBe("Two coats, touch-ups done.");
    expect(stored.booking.status).toBe("completed");
    expect(await db.emailMessage.count({ where: { template: "booking-completed" } })).toBeGreaterThanOrEqual(
      1,
    );
    expect((await setStatus(token, job.id, "assigned")).status).toBe(409);

    // The dashboard follows: the job leaves the open list for the history, and the figures count it.
    const read = async (route: typeof getJobs, path: string) =>
      (await route(new Request(`${BASE}${path}`, { headers: withToken(token) }), params({}))).json();
    expect(await read(getJobs, "/api/contractor/jobs")).toEqual([]);
    const history = await read(getJobHistory, "/api/contractor/jobs/history");
    expect(history).toEqual({
      jobs: [expect.objectContaining({ id: job.id, status: "completed" })],
      nextCursor: null,
    });
    expect(history.jobs[0].notes).toBe("Two coats, touch-ups done.");
    expect(await read(getJobSummary, "/api/contractor/jobs/summary")).toEqual({
      pending: 0,
      active: 0,
      completed: 1,
      totalEarnings: stored.contractorEarnings.toFixed(2),
    });
  });
});

describe("availability", () => {
  const post = (token: string, body: unknown) =>
    setAvailabilityRoute(
      jsonRequest("/api/contractor/availability", body, "POST", withToken(token)),
      params({}),
    );

  it("sets, reads, lists and clears a date's slots", async () => {
    const { token } = await contractorWithPassword();
    const date = day(9);
    const saved = await post(token, { date, timeSlots: ["evening", "morning", "morning"] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      date,
      timeSlots: ["morning", "evening"],
      message: `Set 2 time slots for ${date}`,
    });
    const read = await (
      await getAvailabilityForDate(
        new Request(`${BASE}/api/contractor/availability/${date}`, { headers: withToken(token) }),
        params({ date }),
      )
    ).json();
    expect(read.timeSlots).toEqual(["morning", "evening"]);
    const overview = await (
      await getOverview(
        new Request(`${BASE}/api/contractor/availability-overview`, { headers: withToken(token) }),
        params({}),
      )
    ).json();
    expect(overview).toEqual([{ date, timeSlots: ["morning", "evening"] }]);
    expect((await post(token, { date, timeSlots: [] })).status).toBe(200);
    expect(
      await (
        await getOverview(
          new Request(`${BASE}/api/contractor/availability-overview`, { headers: withToken(token) }),
          params({}),
        )
      ).json(),
    ).toEqual([]);
  });

  it("refuses past dates, unknown slots and bad dates (400)", async () => {
    const { token } = await contractorWithPassword();
    for (const body of [
      { date: day(-1), timeSlots: ["morning"] },
      { date: day(3), timeSlots: ["midnight"] },
      { date: "2026-13-40", timeSlots: [] },
      { date: day(3) },
    ]) {
      expect((await post(token, body)).status).toBe(400);
    }
  });

  it("refuses to withdraw a slot that holds a booking (409)", async () => {
    const date = day(12);
    const { contractor, token } = await contractorWithPassword("secret12", {
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning", "afternoon"] },
    });
    const quote = await createTestQuote();
    const booked = await postBooking(
      jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" }),
      params({}),
    );
    expect(booked.status).toBe(201);
    expect(
      (await db.jobAssignment.findFirstOrThrow({ where: { booking: { quoteId: quote.id } } })).contractorId,
    ).toBe(contractor.id);
    expect((await post(token, { date, timeSlots: ["afternoon"] })).status).toBe(409);
    expect((await post(token, { date, timeSlots: ["morning"] })).status).toBe(200);
  });
});
