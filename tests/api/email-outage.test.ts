/**
 * A mail-provider outage loses nothing. The real transport and worker against a
 * stand-in for Resend's API on 127.0.0.1 (tests/helpers/fake-resend.ts) that answers 429, 500,
 * 422 or not at all: retries go on for 24 hours under one idempotency key, a 429 waits without
 * spending an attempt, a permanent refusal fails at once with its reason, a hanging call times
 * out, and the other background work goes on meanwhile.
 */
import { db } from "@/lib/db";
import { backgroundRuns } from "@/lib/jobs/background";
import { deliverDueEmails } from "@/lib/email/worker";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";
import { queueTestEmails } from "../helpers/fixtures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const VARIABLES = ["RESEND_API_KEY", "RESEND_BASE_URL", "EMAIL_DELIVERY", "EMAIL_SEND_TIMEOUT_MS"] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

let resend: FakeResend;

const queue = queueTestEmails;

const row = (id: string) => db.emailMessage.findUniqueOrThrow({ where: { id } });

beforeEach(async () => {
  await db.emailMessage.deleteMany();
  resend = await startFakeResend();
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = resend.url;
  process.env.EMAIL_DELIVERY = "resend";
  process.env.EMAIL_SEND_TIMEOUT_MS = "2000";
});

afterEach(async () => {
  await resend.close();
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

it("retries a provider outage (500) with backoff for 24 hours under one idempotency key, then fails it", async () => {
  const [id] = await queue(1);
  resend.plan(...Array.from({ length: 100 }, () => ({ kind: "status" as const, status: 500 })));
  const t0 = new Date();
  const runs: Date[] = [];
  let now = t0;
  for (let i = 0; i < 100; i++) {
    runs.push(now);
    await deliverDueEmails(db, { now });
    const current = await row(id!);
    if (current.status === "failed") break;
    expect(current.status).toBe("queued");
    expect(current.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    now = current.nextAttemptAt;
  }
  const failed = await row(id!);
  expect(failed.status).toBe("failed");
  expect(failed.lastError).toMatch(
    /^Gave up after 24 hours of retries \(\d+ attempts\)\. Last error: Resend answered 500/,
  );
  // Far more than the old 5 attempts in half an hour: the last one about 24 hours after the first.
  expect(resend.requests.length).toBe(runs.length);
  expect(failed.attempts).toBe(runs.length);
  expect(runs.length).toBeGreaterThan(20);
  expect(runs.at(-1)!.getTime() - t0.getTime()).toBeGreaterThanOrEqual(24 * HOUR - 2 * MINUTE);
  expect(runs.at(-1)!.getTime() - t0.getTime()).toBeLessThan(24 * HOUR);
  // Backoff: 2, 4, 8… minutes, never more than an hour apart.
  const gaps = runs.slice(1).map((at, i) => at.getTime() - runs[i]!.getTime());
  expect(gaps.slice(0, 3).map((g) => Math.round(g / MINUTE))).toEqual([2, 4, 8]);
  expect(Math.max(...gaps)).toBeLessThanOrEqual(HOUR + 1000);
  expect(new Set(resend.requests.map((r) => r.key))).toEqual(new Set([`email-message/${id}`]));
  expect(resend.delivered).toEqual([]);
  // Failed for good: no further attempt on its own.
  await deliverDueEmails(db, { now: new Date(t0.getTime() + 48 * HOUR) });
  expect(resend.requests.length).toBe(runs.length);
});

it("a send that timed out after going through is not delivered twice when the retry succeeds", async () => {
  process.env.EMAIL_SEND_TIMEOUT_MS = "300";
  const [id] = await queue(1);
  resend.plan({ kind: "hang", accepted: true }, { kind: "status", status: 503 }, { kind: "accept" });

  const t0 = new Date();
  expect(await deliverDueEmails(db, { now: t0 })).toBe(0);
  const timedOut = await row(id!);
  expect(timedOut).toMatchObject({
    status: "queued",
    attempts: 1,
    lastError: "Resend did not answer within 300 ms",
  });

  expect(await deliverDueEmails(db, { now: timedOut.nextAttemptAt })).toBe(0);
  const unavailable = await row(id!);
  expect(unavailable).toMatchObject({ status: "queued", attempts: 2 });
  expect(unavailable.lastError).toMatch(/^Resend answered 503/);

  expect(await deliverDueEmails(db, { now: unavailable.nextAttemptAt })).toBe(1);
  expect(await row(id!)).toMatchObject({ status: "sent", providerId: "fake-1", lastError: null });
  expect(resend.requests.map((r) => r.key)).toEqual(Array(3).fill(`email-message/${id}`));
  expect(resend.delivered).toHaveLength(1);
});

it("a 429 waits for its Retry-After without spending an attempt, and nothing is lost", async () => {
  const ids = await queue(3);
  resend.plan(
    { kind: "status", status: 429, headers: { "retry-after": "120" } },
    { kind: "accept" },
    { kind: "accept" },
  );
  const t0 = new Date();
  expect(await deliverDueEmails(db, { now: t0 })).toBe(2);
  const limited = await row(ids[0]!);
  expect(limited).toMatchObject({ status: "queued", attempts: 0 });
  expect(limited.lastError).toMatch(/^Resend answered 429/);
  const wait = limited.nextAttemptAt.getTime() - t0.getTime();
  expect(wait).toBeGreaterThanOrEqual(120_000);
  expect(wait).toBeLessThan(130_000);

  // Not before its time…
  expect(await deliverDueEmails(db, { now: new Date(t0.getTime() + MINUTE) })).toBe(0);
  expect(resend.requests).toHaveLength(3);
  // …then sent, the attempt count untouched.
  expect(await deliverDueEmails(db, { now: limited.nextAttemptAt })).toBe(1);
  const rows = await db.emailMessage.findMany();
  expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array(3).fill(["sent", 0]));
  expect(resend.delivered.map((d) => d.key).sort()).toEqual(ids.map((i) => `email-message/${i}`).sort());
});

it("a 429 without a Retry-After waits a minute", async () => {
  const [id] = await queue(1);
  resend.plan({ kind: "status", status: 429 });
  const t0 = new Date();
  await deliverDueEmails(db, { now: t0 });
  const limited = await row(id!);
  expect(limited.attempts).toBe(0);
  expect(limited.nextAttemptAt.getTime() - t0.getTime()).toBeGreaterThanOrEqual(MINUTE);
  expect(limited.nextAttemptAt.getTime() - t0.getTime()).toBeLessThan(MINUTE + 10_000);
});

it("a permanent refusal (422) fails at once with the provider's reason; 401 and 403 too", async () => {
  const [invalid, unauthorised, forbidden] = await queue(3);
  resend.plan(
    { kind: "status", status: 422, body: { name: "validation_error", message: "Invalid `to` field." } },
    { kind: "status", status: 401, body: { name: "missing_api_key", message: "Missing API key" } },
    { kind: "status", status: 403, body: { name: "invalid_from_address", message: "Domain not verified" } },
  );
  await deliverDueEmails(db);
  expect(await row(invalid!)).toMatchObject({
    status: "failed",
    attempts: 1,
    lastError: "Resend answered 422: validation_error: Invalid `to` field.",
  });
  expect(await row(unauthorised!)).toMatchObject({
    status: "failed",
    lastError: expect.stringMatching(/401/),
  });
  expect(await row(forbidden!)).toMatchObject({ status: "failed", lastError: expect.stringMatching(/403/) });
  await deliverDueEmails(db, { now: new Date(Date.now() + 48 * HOUR) });
  expect(resend.requests).toHaveLength(3);
});

it.each([408, 409, 500, 502])("a %d is retried, not failed", async (status) => {
  const [id] = await queue(1);
  resend.plan({ kind: "status", status });
  await deliverDueEmails(db);
  expect(await row(id!)).toMatchObject({ status: "queued", attempts: 1 });
});

it("a hanging provider call times out, and the other background work runs meanwhile", async () => {
  process.env.EMAIL_SEND_TIMEOUT_MS = "5000";
  const [id] = await queue(1);
  resend.plan({ kind: "hang" }, { kind: "hang" });
  const runs = backgroundRuns(db);
  const cleanupRuns = async () =>
    (await db.rateLimitBucket.findMany({ where: { key: "job:daily-cleanup" } })).reduce(
      (n, b) => n + b.count,
      0,
    );
  const cleanupsBefore = await cleanupRuns();

  const hung = resend.nextHang();
  const delivery = runs.delivery();
  await hung;
  // While delivery waits on the provider, a message queued now is not taken by the other work…
  await queue(1);
  await runs.jobs();
  // …which has run (the daily cleanup counted its run) while the provider call still hangs.
  expect(await cleanupRuns()).toBeGreaterThan(cleanupsBefore);
  expect(resend.hangingCount()).toBe(1);
  expect(resend.requests).toHaveLength(1);
  expect((await row(id!)).status).toBe("sending");

  await delivery;
  expect(await row(id!)).toMatchObject({
    status: "queued",
    attempts: 1,
    lastError: "Resend did not answer within 5000 ms",
  });
}, 30_000);

it("one run stops starting sends after its time budget and gives the rest back, due at once", async () => {
  process.env.EMAIL_SEND_TIMEOUT_MS = "300";
  const ids = await queue(3);
  resend.plan({ kind: "hang" }, { kind: "hang" }, { kind: "hang" });
  const t0 = new Date();
  await deliverDueEmails(db, { now: t0, budgetMs: 200 });
  expect(resend.requests).toHaveLength(1);
  const [first, ...rest] = await Promise.all(ids.map(row));
  expect(first).toMatchObject({ status: "queued", attempts: 1 });
  for (const r of rest) {
    expect(r).toMatchObject({ status: "queued", attempts: 0 });
    expect(r.nextAttemptAt.getTime()).toBeLessThan(t0.getTime() + MINUTE);
  }
});
