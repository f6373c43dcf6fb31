/**
 * The database side of a backup: pg_dump / pg_restore (PostgreSQL's own client tools, custom
 * format) and the few catalogue queries around them. The password never goes on a command line
 * (other users of the machine can read those): it is handed to the tools as PGPASSWORD.
 */
import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import pg from "pg";
import type { Deadlines } from "./config";
import { DEFAULT_DEADLINES } from "./deadline";
import { BackupError } from "./errors";

export interface Connection {
  /** libpq's connection string, without the password and without Prisma's ?schema=. */
  url: string;
  password?: string;
  /** The app's schema (?schema= of DATABASE_URL, else public). */
  schema: string;
}

export function parseConnection(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get("schema") || "public";
  url.searchParams.delete("schema");
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = "";
  return { url: url.toString(), password, schema };
}

/** The connection string without the password, for messages. */
export function describeConnection(connection: Connection): string {
  const url = new URL(connection.url);
  return `${url.host}${url.pathname} (schema ${connection.schema})`;
}

/**
 * Runs `fn` with a connection whose every wait is bounded: the connect (handshake included) by
 * `connectMs`, each query by `queryMs` (on the client, for a server that stopped answering, and on
 * the server, statement_timeout, so it does not go on alone).
 */
export async function withClient<T>(
  connection: Connection,
  fn: (client: pg.Client) => Promise<T>,
  deadlines: Deadlines = DEFAULT_DEADLINES,
) {
  const client = new pg.Client({
    connectionString: connection.url,
    password: connection.password,
    connectionTimeoutMillis: deadlines.connectMs,
    query_timeout: deadlines.queryMs,
    statement_timeout: deadlines.queryMs,
  });
  // A socket error after a timeout must not crash the process: the query that waited reports it.
  client.on("error", () => {});
  try {
    // pg's own connectionTimeoutMillis covers the handshake; this race is the backstop that makes
    // the wait bounded whatever state the socket is left in.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout expired")), deadlines.connectMs + 1000);
      }),
    ]).finally(() => clearTimeout(timer));
  } catch (error) {
    closeClient(client, deadlines.connectMs);
    throw new BackupError(
      `Cannot connect to the database ${describeConnection(connection)} within ${deadlines.connectMs / 1000} s: ${messageOf(error)}`,
      "Check DATABASE_URL and that the server is running and answering (BACKUP_CONNECT_TIMEOUT_SECONDS sets the wait).",
    );
  }
  try {
    return await fn(client).catch((error: unknown) => {
      if (error instanceof Error && /timeout/i.test(error.message) && !(error instanceof BackupError))
        throw new BackupError(
          `The database ${describeConnection(connection)} did not answer a query within ${deadlines.queryMs / 1000} s: ${error.message}`,
          "Check that the server is answering (load, locks, a paused host); BACKUP_QUERY_TIMEOUT_SECONDS sets the wait.",
        );
      throw error;
    });
  } finally {
    await closeClient(client, deadlines.connectMs);
  }
}

/** Ends the connection politely, or, when the server does not answer that either, drops the socket. */
async function closeClient(client: pg.Client, waitMs: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.end().catch(() => {}),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of `schema`, by name. */
export async function tablesOf(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    [schema],
  );
  return rows.map((r) => r.name);
}

/** Exact row counts of every table of `schema`, as `client`'s transaction sees them. */
export async function rowCounts(client: pg.Client, schema: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(client, schema)) {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${quoteIdent(schema)}.${quoteIdent(table)}`,
    );
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

/** The last migration applied (Prisma's _prisma_migrations), or null when none is. */
export async function lastMigration(client: pg.Client, schema: string): Promise<string | null> {
  const tables = await tablesOf(client, schema);
  if (!tables.includes("_prisma_migrations")) return null;
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM ${quoteIdent(schema)}."_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  return rows[0]?.name ?? null;
}

/** What makes a restore target not empty: tables in the schema (with how many hold rows), migrations. */
export async function describeContents(
  connection: Connection,
  deadlines: Deadlines = DEFAULT_DEADLINES,
): Promise<string | null> {
  return withClient(
    connection,
    async (client) => {
      const tables = await tablesOf(client, connection.schema);
      if (tables.length === 0) return null;
      const counts = await rowCounts(client, connection.schema);
      const withRows = tables.filter((t) => counts[t]! > 0);
      const migrations = counts._prisma_migrations ?? 0;
      return (
        `it has ${tables.length} table(s) in schema ${connection.schema}` +
        (withRows.length ? `, ${withRows.length} of them with rows` : "") +
        (migrations ? `, and ${migrations} migration(s) applied` : "")
      );
    },
    deadlines,
  );
}

/** Drops the schema with everything in it and creates it again, empty (restore --force). */
export async function recreateSchema(
  connection: Connection,
  deadlines: Deadlines = DEFAULT_DEADLINES,
): Promise<void> {
  await withClient(
    connection,
    async (client) => {
      await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(connection.schema)} CASCADE`);
      await client.query(`CREATE SCHEMA ${quoteIdent(connection.schema)}`);
    },
    deadlines,
  );
}

export async function serverVersion(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ version: string }>("SELECT version() AS version");
  return rows[0]?.version ?? "";
}

export interface ToolWatch {
  /** Fires at the step's deadline: the tool is stopped (SIGTERM, then SIGKILL). */
  signal?: AbortSignal;
  /** Called whenever `outputFile` grew: the step's stall limit watches it. */
  progress?: () => void;
  outputFile?: string;
  /** libpq's PGCONNECT_TIMEOUT, in ms (at least 2 s). */
  connectMs?: number;
}

/** Runs a PostgreSQL client tool; rejects with its last lines of stderr. */
export function runTool(
  tool: "pg_dump" | "pg_restore",
  args: string[],
  connection: Connection,
  nextOnFailure: string,
  watch: ToolWatch = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: {
        ...process.env,
        ...(connection.password ? { PGPASSWORD: connection.password } : {}),
        PGCONNECT_TIMEOUT: String(
          Math.max(2, Math.ceil((watch.connectMs ?? DEFAULT_DEADLINES.connectMs) / 1000)),
        ),
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let size = -1;
    const poll =
      watch.outputFile && watch.progress
        ? setInterval(() => {
            stat(watch.outputFile!).then(
              (s) => {
                if (s.size !== size) watch.progress!();
                size = s.size;
              },
              () => {},
            );
          }, 500)
        : undefined;
    let killer: NodeJS.Timeout | undefined;
    const stop = () => {
      child.kill("SIGTERM");
      killer = setTimeout(() => child.kill("SIGKILL"), 5000);
    };
    if (watch.signal?.aborted) stop();
    watch.signal?.addEventListener("abort", stop, { once: true });
    child.once("close", () => {
      clearInterval(poll);
      clearTimeout(killer);
      watch.signal?.removeEventListener("abort", stop);
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found.`,
              "Install PostgreSQL's client tools of the server's major version (Debian: apt-get install postgresql-client; the compose backup image has them).",
            )
          : error,
      ),
    );
    child.once("close", (code) => {
      if (code === 0) return resolve();
      const mismatch = /server version mismatch/.test(stderr);
      reject(
        new BackupError(
          `${tool} failed (exit ${code}): ${stderr.trim()}`,
          mismatch
            ? `Use ${tool} of the server's major version or newer (its version must be at least the server's).`
            : nextOnFailure,
        ),
      );
    });
  });
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
