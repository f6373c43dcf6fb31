/**
 * Loads Prisma's schema engine (WebAssembly build) on top of @prisma/adapter-pg,
 * because the native engine binary cannot be downloaded on our machines.
 * Works around two adapter-pg 7.10 defects (see shared notes):
 *  1. catalog queries return "char"/name columns the adapter cannot deserialize;
 *  2. its shadow database replays migrations on the main database;
 *  3. its executeScript splits a migration at every ";", which cuts a function body ($$ … $$) apart.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

const require = createRequire(import.meta.url);

// pg type OIDs: "char", name and their arrays, reported as text / text[].
const TEXT_LIKE: Record<number, number> = { 18: 25, 19: 25, 1002: 1009, 1003: 1009 };

let patched = false;
function patchCatalogColumnTypes() {
  if (patched) return;
  patched = true;
  // Every result (pool.query with callbacks, client.query with promises) passes here.
  type RowDescription = { fields: { dataTypeID: number }[] };
  const QueryClass = (
    pg as unknown as { Query: { prototype: { handleRowDescription(msg: RowDescription): void } } }
  ).Query;
  const original = QueryClass.prototype.handleRowDescription;
  QueryClass.prototype.handleRowDescription = function patched(msg: RowDescription) {
    for (const field of msg.fields) field.dataTypeID = TEXT_LIKE[field.dataTypeID] ?? field.dataTypeID;
    return original.call(this, msg);
  };
}

/** The same connection string pointed at another database. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

type ScriptRunner = {
  client: { query(sql: string): Promise<unknown> };
  onError(error: unknown): never;
  executeScript(script: string): Promise<void>;
};

/**
 * Defect 3: sends the migration whole; the simple query protocol runs its statements in order.
 * `prelude` (e.g. `SET lock_timeout = …`) goes first, in the same round trip.
 */
function wholeScripts<T extends object>(adapter: T, prelude = ""): T {
  const runner = adapter as T & ScriptRunner;
  runner.executeScript = async (script) => {
    try {
      await runner.client.query(prelude + script);
    } catch (error) {
      runner.onError(error);
    }
  };
  return adapter;
}

class ShadowAwarePg extends PrismaPg {
  constructor(
    private readonly url: string,
    private readonly prelude = "",
  ) {
    super({ connectionString: url });
  }

  override async connect() {
    return wholeScripts(await super.connect(), this.prelude);
  }

  override async connectToShadowDb() {
    const admin = new pg.Client({ connectionString: this.url });
    await admin.connect();
    const name = `prisma_shadow_${crypto.randomUUID().replaceAll("-", "")}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(this.url, name), max: 2 });
    // The shadow database is dropped WITH (FORCE) when done: a connection of this pool still open
    // then is ended by the server ("terminating connection due to administrator command"), which is
    // expected, not a crash of `db:status` (it was one, once in CI).
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const factory = new PrismaPg(pool, {
      disposeExternalPool: false,
    });
    const { rows } = await pool.query<{ db: string }>("select current_database() as db");
    if (rows[0]?.db !== name) {
      // PGlite serves one database whatever the name asked for: replaying the
      // migrations there would change the main database.
      await pool.end();
      await this.dropDatabase(name);
      throw new Error("This server cannot host a separate shadow database (embedded PGlite?).");
    }
    const adapter = wholeScripts(await factory.connect());
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await pool.end();
      await this.dropDatabase(name);
    };
    return adapter;
  }

  private async dropDatabase(name: string) {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
}

/**
 * `lockTimeoutMs`: Postgres's lock_timeout for the migrations' statements (a statement that waits
 * longer for a table lock fails, instead of stalling every query queued behind it).
 */
export async function loadSchemaEngine(
  connectionString: string,
  schemaPath: string,
  schemaContent: string,
  { lockTimeoutMs }: { lockTimeoutMs?: number } = {},
) {
  patchCatalogColumnTypes();
  const pkgDir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
  const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmBytes = await readFile(path.join(pkgDir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(wasmBytes, { "./schema_engine_bg.js": bg as never });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();

  // The wasm module reports Rust panics through this global (the Prisma CLI defines it too).
  const registry = {
    message: "",
    set_message(message: string) {
      registry.message = message;
    },
  };
  (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: typeof registry }).PRISMA_WASM_PANIC_REGISTRY = registry;

  const log = (message: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(message);
  };
  const adapterFactory = bindMigrationAwareSqlAdapterFactory(
    new ShadowAwarePg(
      connectionString,
      lockTimeoutMs ? `SET lock_timeout = '${Math.round(lockTimeoutMs)}ms';\n` : "",
    ),
  );
  const engine: SchemaEngine = await bg.SchemaEngine.new(
    { datamodels: [[schemaPath, schemaContent]] },
    log,
    adapterFactory,
  );
  return engine;
}
