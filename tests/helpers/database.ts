/**
 * Test isolation: every API test file gets its own Postgres schema, built from
 * the committed migrations, and drops it afterwards. Works on a real server and
 * on the embedded PGlite alike.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

const migrationsDir = path.resolve(__dirname, "../../prisma/migrations");

export function migrationScripts(): string[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((dir) => readFileSync(path.join(migrationsDir, dir, "migration.sql"), "utf8"));
}

export function withSchema(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set("schema", schema);
  return url.toString();
}

function withoutSchema(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.delete("schema");
  return url.toString();
}

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withoutSchema(databaseUrl) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createSchema(databaseUrl: string, schema: string) {
  await withClient(databaseUrl, async (client) => {
    await client.query(`CREATE SCHEMA "${schema}"`);
    await client.query(`SET search_path TO "${schema}"`);
    for (const sql of migrationScripts()) await client.query(sql);
  });
}

export async function dropSchema(databaseUrl: string, schema: string) {
  await withClient(databaseUrl, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
}
