/**
 * The databases npm test starts or creates: the API suite's throw-away embedded Postgres when no
 * DATABASE_URL is set, and the end-to-end server's database of its own (README → Test it, "Which
 * database"), so a developer's data is never touched.
 */
import { randomBytes } from "node:crypto";
import { freePort } from "../lib.mjs";
import { startEmbeddedPostgres } from "../embedded-postgres.mjs";

async function withPgClient(url, fn) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** An in-memory embedded Postgres of its own (PGlite), on a free port unless TEST_PG_PORT says. */
export async function startTestEmbeddedPostgres(port) {
  return startEmbeddedPostgres({
    dataDir: "memory://",
    port: port ?? (await freePort()),
    maxConnections: 40,
  });
}

/**
 * A database of its own for the end-to-end server, migrated by the caller.
 * Embedded: a fresh in-memory instance. PGlite is one database and one session that
 * every connection shares, so the API suite's dropped schemas (and its search_path)
 * would still be in force there. A server: a new database, dropped afterwards; one
 * that may not create databases lends the public schema of DATABASE_URL's.
 */
export async function createE2eDatabase(env) {
  if (env.EMBEDDED_DB) {
    const database = await startTestEmbeddedPostgres();
    return { url: database.url, drop: database.stop };
  }
  const baseUrl = env.DATABASE_URL;
  const name = `brushwise_e2e_${randomBytes(4).toString("hex")}`;
  try {
    await withPgClient(baseUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    url.searchParams.delete("schema");
    return {
      url: url.toString(),
      drop: () => withPgClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
    };
  } catch (error) {
    console.log(`[test] e2e uses the public schema of the test database (${error.message})`);
    return { url: baseUrl, drop: async () => {} };
  }
}
