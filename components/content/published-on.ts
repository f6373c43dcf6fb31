// Building a formatter costs far more than using one: made once per process.
const PUBLISHED_ON = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "November 25, 2026" for the YYYY-MM-DD date a review was published. */
export function formatPublishedOn(isoDate: string): string {
  return PUBLISHED_ON.format(new Date(`${isoDate}T00:00:00Z`));
}
