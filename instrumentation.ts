/** Runs once when a server instance starts (Next.js instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.BACKGROUND_JOBS === "off") return;
  const { startBackgroundJobs } = await import("@/lib/jobs/background");
  startBackgroundJobs();
}
