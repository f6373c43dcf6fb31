/**
 * The daily cleanup runs on every app instance's background tick: each day it
 * must run exactly once, and a run that dies half-way must not use up the day.
 */
import { runDailyCleanup } from "@/lib/admin/cleanup";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/db/seed";
import { createTestQuote } from "../helpers/fixtures";

const DAY_MS = 86_400_000;
const mockAudit = { failNext: false };
jest.mock("@/lib/admin/audit", () => {
  const actual = jest.requireActual("@/lib/admin/audit");
  return {
    audit: (...args: Parameters<typeof actual.audit>) => {
      if (mockAudit.failNext) {
        mockAudit.failNext = false;
        throw new Error("the instance died");
      }
      return actual.audit(...args);
    },
  };
});

const systemRuns = () => db.auditLog.count({ where: { action: "cleanup.run", actor: "system" } });

/** A quote never booked, created `days` before `now`: the cleanup's to remove. */
async function oldQuote(now: Date, days = 31) {
  const quote = await createTestQuote();
  await db.quote.update({ where: { id: quote.id }, data: { createdAt: new Date(now.getTime() - days * DAY_MS) } });
  return quote.id;
}

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

it("runs once a day, however many instances try at the same time", async () => {
  const now = new Date("2031-03-10T12:00:00Z");
  const stale = await oldQuote(now);
  const before = await systemRuns();

  const ran = await Promise.all([1, 2, 3, 4].map(() => runDailyCleanup(db, now)));
  expect(ran.filter(Boolean)).toHaveLength(1);
  expect(await systemRuns()).toBe(before + 1);
  expect(await db.quote.count({ where: { id: stale } })).toBe(0);

  expect(await runDailyCleanup(db, new Date(now.getTime() + 60_000))).toBe(false); // later that day
  expect(await runDailyCleanup(db, new Date(now.getTime() + DAY_MS))).toBe(true); // the next day
  expect(await systemRuns()).toBe(before + 2);
});

it("a run that dies half-way leaves the day to the next attempt, and its work undone", async () => {
  const now = new Date("2031-04-20T12:00:00Z");
  const stale = await oldQuote(now);
  const before = await systemRuns();

  mockAudit.failNext = true; // the run fails after deleting, before it commits
  await expect(runDailyCleanup(db, now)).rejects.toThrow("the instance died");
  expect(await db.quote.count({ where: { id: stale } })).toBe(1);
  expect(await systemRuns()).toBe(before);

  expect(await runDailyCleanup(db, new Date(now.getTime() + 60_000))).toBe(true);
  expect(await db.quote.count({ where: { id: stale } })).toBe(0);
  expect(await systemRuns()).toBe(before + 1);
});
