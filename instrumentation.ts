import type { Instrumentation } from "next";

/** Runs once when a server instance starts (Next.js instrumentation hook). */
export async function register() {
  // Next.js replaces NEXT_RUNTIME at build time: written out, the edge build drops the Node-only imports.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { assertValidEnvironment, env } = await import("@/lib/env");
  // A bad variable stops the server here, named, instead of failing requests later.
  assertValidEnvironment();
  // What server.mjs runs on SIGTERM once the requests in flight are done (lib/process/shutdown.mjs).
  const { registerAppShutdownHooks } = await import("@/lib/process/app-shutdown");
  registerAppShutdownHooks();
  // Other instances' changes to the public pages (lib/pages/page-change-listener.ts): production
  // servers only; the embedded database of a local trial serves one connection, to one instance.
  if (env.isProduction && !env.embeddedDatabase) {
    const { startPageChangeListener } = await import("@/lib/pages/start-page-changes");
    startPageChangeListener();
  }
  if (!env.backgroundJobs) return;
  const { startBackgroundJobs } = await import("@/lib/jobs/background");
  startBackgroundJobs();
}

/**
 * Errors Next.js caught while rendering a page (or running a route it wraps): one JSON line with
 * the digest the error page shows as its reference (lib/log/request-error.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/lib/log/request-error");
  logRequestError(error, request, context);
};
