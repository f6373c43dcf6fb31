/**
 * Bounds and texts of the painter's weekly hours and time off (docs/product.md §5): the API's zod
 * schemas (lib/validations/contractor.ts) and the Set Availability tab read the same ones.
 */
export const AVAILABILITY_LIMITS = {
  /** A range of time off covers at most this many days (a long absence is several ranges). */
  timeOffMaxDays: 90,
  /** Ranges that have not ended yet, per painter. */
  timeOffMaxUpcoming: 30,
  /** Time off and date overrides start at most this many days ahead. */
  aheadDays: 365,
  noteMax: 120,
} as const;

export const AVAILABILITY_MESSAGES = {
  pastDate: "Past dates cannot be changed. Choose today or a later date.",
  endBeforeStart: "The last day off must be on or after the first.",
  tooLong: `Time off covers at most ${AVAILABILITY_LIMITS.timeOffMaxDays} days at a time. Add a longer absence as several ranges.`,
  tooFar: `Time off must start within the next ${AVAILABILITY_LIMITS.aheadDays} days.`,
  tooMany: `You can have at most ${AVAILABILITY_LIMITS.timeOffMaxUpcoming} upcoming ranges of time off. Remove one first.`,
  duplicateWeekday: "Each weekday may be listed once.",
  timeOffNotFound: "That time off was not found.",
  weeklySaved: "Weekly hours saved",
  timeOffAdded: "Time off added",
  timeOffRemoved: "Time off removed",
} as const;
