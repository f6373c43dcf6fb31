/** Throw-away PostgreSQL databases for the cluster test and the benchmark. */
import type { SpawnOptions } from "node:child_process";
import pg from "pg";
import { bin, run, SERVER_CONDITION } from "../lib.mjs";

/** The server of DATABASE_URL (or the machine's local one) that may create databases. */
export const serverUrl = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

/** `url` pointing at database `name`; a `schema` parameter would send Prisma elsewhere. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  next.searchParams.delete("schema");
  return next.toString();
}

export async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = (adminUrl: string, name: string) =>
  withPg(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));

export const dropDatabase = (adminUrl: string, name: string) =>
  withPg(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

/** The committed migrations and the demo seed, as deployments get them; only their errors are shown. */
export async function migrateAndSeed(env: NodeJS.ProcessEnv): Promise<void> {
  const quiet: SpawnOptions = { env, stdio: ["ignore", "ignore", "inherit"] };
  await run(bin("tsx"), ["scripts/db/migrate.ts", "deploy"], quiet);
  await run(bin("tsx"), [...SERVER_CONDITION, "prisma/seed.ts"], quiet);
}
