/**
 * The daily cleanup runs on every app instance's background tick: each day it
 * must run exactly once, and a run that dies half-way must not use up the day.
 */
import { runDailyCleanup, UNATTACHED_PHOTO_HOURS } from "@/lib/admin/cleanup";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { getStorage } from "@/lib/storage";
import { createTestQuote } from "../helpers/fixtures";
import { storedRoomPhoto } from "../helpers/uploads";

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
  await db.quote.update({
    where: { id: quote.id },
    data: { createdAt: new Date(now.getTime() - days * DAY_MS) },
  });
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

  // Later that day: nothing runs, and the tick that found the day done is counted on its claim.
  const tries = async () =>
    (await db.rateLimitBucket.aggregate({ where: { key: "job:daily-cleanup" }, _sum: { count: true } }))._sum
      .count ?? 0;
  const triedBefore = await tries();
  expect(await runDailyCleanup(db, new Date(now.getTime() + 60_000))).toBe(false);
  expect(await tries()).toBe(triedBefore + 1);
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

it("removes room photos never attached to a quote after a day, files included; attached and recent ones stay", async () => {
  const now = new Date("2031-05-20T12:00:00Z");
  const storage = getStorage();
  const photo = (hoursOld: number) => storedRoomPhoto({}, new Date(now.getTime() - hoursOld * 3_600_000));
  const stray = await photo(UNATTACHED_PHOTO_HOURS + 1);
  const recent = await photo(UNATTACHED_PHOTO_HOURS - 1);
  const attached = await photo(24 * 10);
  const quote = await createTestQuote();
  await db.quote.update({ where: { id: quote.id }, data: { createdAt: new Date(now.getTime() - DAY_MS) } }); // a live quote
  const room = await db.room.findFirstOrThrow({ where: { quoteId: quote.id } });
  await db.upload.update({ where: { id: attached.id }, data: { roomId: room.id } });

  expect(await runDailyCleanup(db, now)).toBe(true);
  expect(await db.upload.findUnique({ where: { id: stray.id } })).toBeNull();
  expect(await storage.get(stray.storageKey)).toBeNull();
  for (const kept of [recent, attached]) {
    expect(await db.upload.findUnique({ where: { id: kept.id } })).not.toBeNull();
    expect(await storage.get(kept.storageKey)).not.toBeNull();
  }
});
