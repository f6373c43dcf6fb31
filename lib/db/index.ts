import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { parseDatabaseUrl } from "./connection";
import { closeOnReadTimeout } from "./silent-connections";

export { Prisma } from "@/lib/generated/prisma/client";
export type { PrismaClient } from "@/lib/generated/prisma/client";

function createPrismaClient(): PrismaClient {
  const { connectionString, schema } = parseDatabaseUrl(env.databaseUrl);
  const pool = new pg.Pool({
    connectionString,
    max: env.databasePoolSize,
    // No request waits on the database without end (README → Operations, "The database is down"):
    // a connection (new, or free in the pool) within the connect timeout, a statement cancelled by
    // Postgres past its timeout, and a query with no answer at all abandoned by the client.
    connectionTimeoutMillis: env.databaseConnectTimeoutMs,
    statement_timeout: env.databaseStatementTimeoutMs,
    query_timeout: env.databaseQueryTimeoutMs,
    // Raw queries must see the same schema as the generated ones.
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  pool.on("connect", closeOnReadTimeout);
  globalForPrisma.pool = pool;
  // The pool is the adapter's to close ($disconnect).
  const adapter = new PrismaPg(pool, { ...(schema ? { schema } : {}), disposeExternalPool: true });
  return new PrismaClient({ adapter });
}

// One client per process; kept on globalThis so hot reloads in development
// do not open a new pool on every edit.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

function getPrisma(): PrismaClient {
  globalForPrisma.prisma ??= createPrismaClient();
  return globalForPrisma.prisma;
}

/**
 * The database client. Created on first use, so that importing this module
 * (e.g. while `next build` collects pages) never needs a database.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getPrisma();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/** Closes the pool (scripts and tests). */
export async function disconnectDb() {
  await globalForPrisma.prisma?.$disconnect();
  globalForPrisma.prisma = undefined;
  globalForPrisma.pool = undefined;
}

/** The pool's use right now (lib/metrics), or null before the first query opened it. */
export function databasePoolStats() {
  const pool = globalForPrisma.pool;
  if (!pool) return null;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: env.databasePoolSize,
  };
}
