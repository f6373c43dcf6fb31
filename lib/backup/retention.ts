/**
 * Which backups a run keeps: the newest of each of the last `keepDaily` days and the newest of each
 * of the last `keepWeekly` weeks (UTC days, weeks from Monday), so by default a week of dailies and
 * five weeks of weeklies. The newest backup is always kept, however old: backups that stopped
 * for a month must not prune the last one left. A backup dated after `now` (a clock set wrong) is
 * kept too (and does not count as the newest): deleting on a guess is worse than keeping one more file.
 */
export interface RetentionRule {
  keepDaily: number;
  keepWeekly: number;
}

export interface BackupEntry {
  name: string;
  createdAt: Date;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01, UTC. */
const dayNumber = (time: Date) => Math.floor(time.getTime() / DAY_MS);
/** Weeks since the Monday 1969-12-29, UTC (1970-01-01 was a Thursday). */
const weekNumber = (time: Date) => Math.floor((dayNumber(time) + 3) / 7);

export function planRetention(
  backups: readonly BackupEntry[],
  now: Date,
  rule: RetentionRule,
): { keep: BackupEntry[]; prune: BackupEntry[] } {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<BackupEntry>();
  const newestPast = newestFirst.find((b) => b.createdAt.getTime() <= now.getTime());
  if (newestPast) keep.add(newestPast);
  const today = dayNumber(now);
  const thisWeek = weekNumber(now);
  const daysSeen = new Set<number>();
  const weeksSeen = new Set<number>();
  for (const backup of newestFirst) {
    if (backup.createdAt.getTime() > now.getTime()) {
      keep.add(backup);
      continue;
    }
    const day = dayNumber(backup.createdAt);
    const week = weekNumber(backup.createdAt);
    // The first one met of a day or week is its newest.
    if (today - day < rule.keepDaily && !daysSeen.has(day)) keep.add(backup);
    if (thisWeek - week < rule.keepWeekly && !weeksSeen.has(week)) keep.add(backup);
    daysSeen.add(day);
    weeksSeen.add(week);
  }
  return {
    keep: newestFirst.filter((b) => keep.has(b)),
    prune: newestFirst.filter((b) => !keep.has(b)),
  };
}
