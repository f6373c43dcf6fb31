/**
 * Whether an error means the database could not be reached or did not answer in time (it is down,
 * restarting, overloaded, or a network in between is), as opposed to a fault of the request or of
 * our code. Such a request is answered 503 with Retry-After (lib/http/respond.ts): the client may
 * simply try again, and an operator's logs show an outage, not a bug.
 *
 * What Prisma 7 with the pg driver adapter throws (measured; tests/api/database-outage.test.ts):
 * a refused connection is a known request error (P1001 from the query engine, P2010 from a raw
 * query) whose driver error kind is "DatabaseNotReachable"; a server that accepts the connection
 * and never answers ends in pg's own "Connection terminated due to connection timeout" (the pool's
 * connect timeout) or "Query read timeout" (its query timeout); a statement past Postgres's
 * statement_timeout is cancelled with SQLSTATE 57014. A connection cut while a transaction ran (the
 * server stopped under load, scripts/cluster scenario F) surfaces from the transaction's own
 * statements as the adapter's bare DriverAdapterError, its cause `{ kind: "ConnectionClosed" }`
 * (measured), or as pg's "…not queryable" / Prisma's "Transaction already closed".
 */
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/** Prisma's codes for an unreachable, closed or exhausted connection. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

/** The driver adapter's kinds of the same. */
const DRIVER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TlsConnectionError",
]);

/**
 * SQLSTATEs: statement or lock timeout (57014, 55P03), the server shutting down, crashed or starting
 * (57P01–57P03), too many connections (53300), cannot connect now (08000–08006).
 */
const SQL_STATES = /^(57014|55P03|57P0[123]|53300|08\d\d\d|08P01)$/;

/** Node's and pg's own words for a connection that failed or got no answer. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const NETWORK_MESSAGES =
  /Connection terminated|connection timeout|Query read timeout|timeout exceeded when trying to connect|Can't reach database server|Unable to start a transaction in the given time|not queryable|Transaction already closed/i;

interface DriverCause {
  kind?: unknown;
  originalCode?: unknown;
  code?: unknown;
}

function driverCause(error: Prisma.PrismaClientKnownRequestError): DriverCause | undefined {
  const adapterError = (error.meta as { driverAdapterError?: { cause?: DriverCause } } | undefined)
    ?.driverAdapterError;
  return adapterError?.cause;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (current instanceof Prisma.PrismaClientKnownRequestError) {
      if (PRISMA_CODES.has(current.code)) return true;
      const cause = driverCause(current);
      if (cause && typeof cause.kind === "string" && DRIVER_KINDS.has(cause.kind)) return true;
      const state = cause?.originalCode ?? cause?.code;
      if (typeof state === "string" && SQL_STATES.test(state)) return true;
    }
    if (current instanceof Error || typeof current === "object") {
      const { code, message, kind } = current as { code?: unknown; message?: unknown; kind?: unknown };
      // The driver adapter's error description, also met bare (outside a Prisma error).
      if (typeof kind === "string" && DRIVER_KINDS.has(kind)) return true;
      if (typeof code === "string" && (NETWORK_CODES.has(code) || SQL_STATES.test(code))) return true;
      if (typeof message === "string" && NETWORK_MESSAGES.test(message)) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
