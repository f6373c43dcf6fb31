import "server-only";
/**
 * The request an instance sends itself to refresh its public pages when another instance changed
 * them (lib/pages/page-change-listener.ts). Next.js lets a route handler, not a background task,
 * mark its prerendered pages stale (`revalidatePath` needs a request's context), so the listener
 * asks this process's own route (app/api/internal/public-pages) over loopback.
 *
 * It carries a secret that never leaves the process: drawn at start-up, held in the process's
 * global scope (the listener and the route come from different bundles), compared in constant
 * time. To anyone else the route does not exist (404).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { fetchWithin } from "@/lib/http/fetch-within";

export const INTERNAL_HEADER = "x-brushwise-internal";
export const INTERNAL_REFRESH_PATH = "/api/internal/public-pages";

const SECRET = Symbol.for("brushwise.internalSecret");
function processSecret(): Buffer {
  const scope = globalThis as { [SECRET]?: Buffer };
  return (scope[SECRET] ??= randomBytes(32));
}

export function isInternalRequest(request: Request): boolean {
  const given = Buffer.from(request.headers.get(INTERNAL_HEADER) ?? "", "utf8");
  const secret = Buffer.from(processSecret().toString("hex"), "utf8");
  return given.length === secret.length && timingSafeEqual(given, secret);
}

/** This server's own address: where server.mjs listens (every interface: loopback). */
function ownOrigin(): string {
  const port = process.env.PORT || "3000";
  const host = process.env.HOSTNAME;
  const loopback = !host || host === "0.0.0.0" || host === "::" || host === "localhost";
  const shown = loopback ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** The header that opens the route: this process's own requests only. */
export function internalHeaders(): Record<string, string> {
  return { [INTERNAL_HEADER]: processSecret().toString("hex") };
}

/** Asks this process to refresh its public pages; throws when it did not. */
export async function requestRefreshHere(timeoutMs: number): Promise<void> {
  const response = await fetchWithin(
    `${ownOrigin()}${INTERNAL_REFRESH_PATH}`,
    { method: "POST", headers: internalHeaders() },
    timeoutMs,
  );
  if (!response.ok) throw new Error(`${INTERNAL_REFRESH_PATH} answered ${response.status}`);
}
