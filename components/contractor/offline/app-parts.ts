/**
 * The painter dashboard's parts that load when first opened (the calendar, the reviews, the
 * alerts, the Complete Job dialog and a job's photos): a phone on site mostly needs the job list, which comes first.
 *
 * Offline they must open all the same, on a phone that has opened none of them since signing in
 * (finishing a job in a basement is what the offline app is for). So once the dashboard is up, the
 * service worker's registration (../pwa/service-worker-registration.tsx) loads every one of them
 * before it hands the worker the files to keep: each part's download is then in the worker's
 * cache, and each `import()` below is settled, so opening it later needs no network at all.
 */
export const loadAvailabilityTab = () => import("../dashboard/availability-tab");
export const loadReviewsSection = () => import("../dashboard/reviews-section");
export const loadCompleteJobDialog = () => import("../dashboard/complete-job-dialog");
export const loadAlertsCalendarTab = () => import("../dashboard/alerts-calendar-tab");
export const loadJobPhotos = () => import("../dashboard/job-photos");

const ALL_PARTS = [
  loadAvailabilityTab,
  loadReviewsSection,
  loadCompleteJobDialog,
  loadAlertsCalendarTab,
  loadJobPhotos,
];

/** Every part, downloaded: resolves once each has loaded or failed (a failed one is tried again when opened). */
export async function loadAppParts(): Promise<void> {
  await Promise.allSettled(ALL_PARTS.map((load) => load()));
}
