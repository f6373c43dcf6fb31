/**
 * The databases of the scale bench: the scale data set (created and seeded, or reused), a throw-away
 * "empty" one with the same painters and no history for the booking comparison, and the facts the
 * report gives about them (row counts, sizes).
 */
import { spawn, type SpawnOptions } from "node:child_process";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { seedScale } from "./data-set";
import { bin, run, SERVER_CONDITION } from "../../lib.mjs";
import { createDatabase, databaseUrl, withPg } from "../../shared/database";
import { log, painterEmail, SCALE_DATABASE } from "./options";

/** Migrations as `npm run db:deploy` applies them, then the pricing and service areas (no demo data). */
export async function migrateAndConfigure(url: string): Promise<void> {
  const quiet: SpawnOptions = {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  };
  await run(bin("tsx"), ["scripts/db/migrate.ts", "deploy"], quiet);
  await run(bin("tsx"), [...SERVER_CONDITION, "prisma/seed.ts", "--config-only"], quiet);
}

export function prismaFor(url: string, options: { logQueries?: boolean } = {}) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: 4 }),
    ...(options.logQueries ? { log: [{ emit: "event", level: "query" }] as const } : {}),
  });
}

const exists = (adminUrl: string, name: string) =>
  withPg(
    adminUrl,
    async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1,
  );

/** Whether `url` holds the scale data set: bookings, and painter 1 of scripts/bench/scale/data-set.ts. */
async function holdsScaleData(url: string): Promise<boolean> {
  return withPg(url, async (c) => {
    const { rows } = await c.query<{ bookings: boolean; painter: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM "Booking") AS bookings,
              EXISTS (SELECT 1 FROM "Contractor" WHERE email = $1) AS painter`,
      [painterEmail(1)],
    );
    return !!rows[0]?.bookings && !!rows[0]?.painter;
  }).catch(() => false);
}

/**
 * The database to measure: `reuse` as it is when it holds the scale data, else a new
 * `brushwise_scale` on the server, migrated, configured and seeded at `factor` (kept afterwards:
 * seeding takes minutes; the next run passes --reuse).
 */
export async function prepareScaleDatabase(adminUrl: string, reuse: string | undefined, factor: number) {
  if (reuse) {
    if (!(await holdsScaleData(reuse)))
      throw new Error(`${reuse} does not hold the scale data set (no bookings or no ${painterEmail(1)})`);
    log(`reusing ${new URL(reuse).pathname.slice(1)} as it is`);
    return reuse;
  }
  const url = databaseUrl(adminUrl, SCALE_DATABASE);
  if (await exists(adminUrl, SCALE_DATABASE))
    throw new Error(
      `database ${SCALE_DATABASE} exists already: measure it with --reuse ${url}, or drop it to seed it again`,
    );
  await createDatabase(adminUrl, SCALE_DATABASE);
  log(`database ${SCALE_DATABASE} created; migrating and seeding the configuration…`);
  await migrateAndConfigure(url);
  const db = prismaFor(url);
  try {
    const started = performance.now();
    await seedScale(db, { factor, now: new Date(), log: (m: string) => log(`seed: ${m}`) });
    log(`scale data seeded (factor ${factor}) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.$disconnect();
  }
  return url;
}

/** The painters, their areas and their availability (dates, weekly hours, time off), copied as they are (pg_dump | psql). */
const PAINTER_TABLES = [
  "ServiceArea",
  "Contractor",
  "ContractorServiceArea",
  "ContractorAvailability",
  "ContractorWeeklyHours",
  "ContractorTimeOff",
];

function pipeDump(fromUrl: string, toUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const dump = spawn(
      "pg_dump",
      ["--data-only", "--no-owner", ...PAINTER_TABLES.flatMap((t) => ["-t", `"${t}"`]), fromUrl],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const restore = spawn("psql", ["-q", "-v", "ON_ERROR_STOP=1", toUrl], {
      stdio: ["pipe", "ignore", "inherit"],
    });
    dump.stdout.pipe(restore.stdin);
    let failed = false;
    const fail = (what: string) => (code: number | null) => {
      if (code !== 0 && !failed) {
        failed = true;
        reject(new Error(`${what} exited with ${code}`));
      }
    };
    dump.once("exit", fail("pg_dump"));
    restore.once("exit", (code) => {
      fail("psql")(code);
      if (!failed) resolve();
    });
  });
}

/**
 * The "empty" database of the booking comparison: migrated and configured, with the scale data
 * set's painters (service areas, links and availability), and no quotes, bookings or jobs.
 */
export async function prepareEmptyDatabase(
  adminUrl: string,
  name: string,
  scaleUrl: string,
): Promise<string> {
  const url = databaseUrl(adminUrl, name);
  await createDatabase(adminUrl, name);
  await migrateAndConfigure(url);
  await withPg(url, (c) => c.query(`TRUNCATE "ServiceArea", "Contractor" CASCADE`));
  await pipeDump(scaleUrl, url);
  await withPg(url, (c) => c.query("ANALYZE"));
  return url;
}

export interface TableFact {
  table: string;
  rows: number;
  totalBytes: number;
  indexBytes: number;
}

/** Exact row counts and on-disk sizes (table, indexes and TOAST) of every table, largest first. */
export async function tableFacts(url: string): Promise<{ tables: TableFact[]; databaseBytes: number }> {
  return withPg(url, async (c) => {
    const { rows: tables } = await c.query<{ name: string; total: string; indexes: string }>(
      `SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS total,
              pg_indexes_size(c.oid)::text AS indexes
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'`,
    );
    const facts: TableFact[] = [];
    for (const t of tables) {
      const { rows } = await c.query<{ n: string }>(`SELECT count(*)::text AS n FROM "${t.name}"`);
      facts.push({
        table: t.name,
        rows: Number(rows[0]!.n),
        totalBytes: Number(t.total),
        indexBytes: Number(t.indexes),
      });
    }
    const { rows: size } = await c.query<{ bytes: string }>(
      "SELECT pg_database_size(current_database())::text AS bytes",
    );
    facts.sort((a, b) => b.totalBytes - a.totalBytes);
    return { tables: facts, databaseBytes: Number(size[0]!.bytes) };
  });
}

export const pgClient = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};
