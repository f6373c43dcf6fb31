/**
 * Which backups a run keeps (lib/backup/retention.ts): the newest of each of the last 7 days and of
 * each of the last 5 weeks by default, never the last one left, never one dated in the future.
 */
import fc from "fast-check";
import { archiveName, archiveTime } from "@/lib/backup/names";
import { planRetention, type BackupEntry } from "@/lib/backup/retention";

const at = (iso: string): BackupEntry => {
  const createdAt = new Date(iso);
  return { name: archiveName(createdAt), createdAt };
};
const DEFAULT = { keepDaily: 7, keepWeekly: 5 };
/** Wednesday 25 November 2026, 03:00 UTC. */
const NOW = new Date("2026-11-25T03:00:00Z");
const dayOfNovember = (day: number, hour = 2) => at(new Date(Date.UTC(2026, 10, day, hour)).toISOString());
const days = (entries: BackupEntry[]) => entries.map((e) => e.createdAt.toISOString().slice(0, 10));

it("keeps a week of dailies and the newest of each of five weeks (Monday to Sunday) from a nightly run", () => {
  // Nightly at 02:00 from 1 October to 25 November.
  const nightly = Array.from({ length: 56 }, (_, i) =>
    at(new Date(Date.UTC(2026, 9, 1 + i, 2)).toISOString()),
  );
  const { keep, prune } = planRetention(nightly, NOW, DEFAULT);
  expect(days(keep)).toEqual([
    "2026-11-25",
    "2026-11-24",
    "2026-11-23",
    "2026-11-22",
    "2026-11-21",
    "2026-11-20",
    "2026-11-19",
    // The Sundays ending the three weeks before: 9–15, 2–8 November and 26 October–1 November.
    "2026-11-15",
    "2026-11-08",
    "2026-11-01",
  ]);
  expect(keep.length + prune.length).toBe(nightly.length);
});

it("keeps only the newest backup of a day", () => {
  const runs = [dayOfNovember(25, 1), dayOfNovember(25, 2), dayOfNovember(24, 5), dayOfNovember(24, 23)];
  const { keep, prune } = planRetention(runs, NOW, DEFAULT);
  expect(keep.map((e) => e.createdAt.toISOString())).toEqual([
    "2026-11-25T02:00:00.000Z",
    "2026-11-24T23:00:00.000Z",
  ]);
  expect(prune.map((e) => e.createdAt.toISOString()).sort()).toEqual([
    "2026-11-24T05:00:00.000Z",
    "2026-11-25T01:00:00.000Z",
  ]);
});

it("never removes the last backup left, however old, nor one dated after now", () => {
  const old = [at("2026-01-05T02:00:00Z"), at("2025-12-01T02:00:00Z")];
  expect(planRetention(old, NOW, DEFAULT).keep).toEqual([old[0]]);
  const future = at("2026-11-26T02:00:00Z");
  expect(planRetention([future, dayOfNovember(10)], NOW, { keepDaily: 1, keepWeekly: 0 }).keep).toEqual([
    future,
    dayOfNovember(10),
  ]);
  expect(planRetention([], NOW, DEFAULT)).toEqual({ keep: [], prune: [] });
});

it("follows the tunable counts: 2 dailies and no weeklies", () => {
  const runs = [23, 24, 25].map((d) => dayOfNovember(d));
  expect(days(planRetention(runs, NOW, { keepDaily: 2, keepWeekly: 0 }).keep)).toEqual([
    "2026-11-25",
    "2026-11-24",
  ]);
});

it("keeps at most a backup per day and per week counted, and pruning again removes nothing", () => {
  const time = fc.date({ min: new Date("2026-06-01T00:00:00Z"), max: NOW, noInvalidDate: true });
  fc.assert(
    fc.property(
      fc.uniqueArray(time, { minLength: 0, maxLength: 60, selector: (d) => Math.floor(d.getTime() / 1000) }),
      fc.integer({ min: 1, max: 10 }),
      fc.integer({ min: 0, max: 8 }),
      (dates, keepDaily, keepWeekly) => {
        const entries = dates.map((d) => at(new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString()));
        const rule = { keepDaily, keepWeekly };
        const { keep, prune } = planRetention(entries, NOW, rule);
        expect(keep.length + prune.length).toBe(entries.length);
        expect(keep.length).toBeLessThanOrEqual(Math.max(1, keepDaily + keepWeekly));
        if (entries.length) expect(keep.length).toBeGreaterThanOrEqual(1);
        expect(planRetention(keep, NOW, rule).prune).toEqual([]);
      },
    ),
  );
});

it("names archives by their UTC time and reads the time back; other files are not archives", () => {
  const time = new Date("2026-11-27T03:15:09.123Z");
  expect(archiveName(time)).toBe("brushwise-20261127T031509Z.tar");
  expect(archiveTime(archiveName(time))).toEqual(new Date("2026-11-27T03:15:09Z"));
  for (const other of [
    "latest.json",
    "brushwise-20261127T031509Z.tar.sha256",
    "brushwise-20261127T031509Z.tar.partial",
  ])
    expect(archiveTime(other)).toBeNull();
});
