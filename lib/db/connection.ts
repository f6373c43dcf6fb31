/**
 * Splits DATABASE_URL into what pg needs and the Postgres schema to use.
 * `?schema=name` (Prisma's convention) selects a schema other than public;
 * the API tests use it to give every test file its own isolated schema.
 */
import "server-only";

export interface DatabaseConnection {
  connectionString: string;
  schema?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/i;

export function parseDatabaseUrl(raw: string | undefined): DatabaseConnection {
  if (!raw) {
    throw new Error(
      "DATABASE_URL is not set. Start the app with `npm run dev` (it starts an embedded Postgres) or set DATABASE_URL.",
    );
  }
  const url = new URL(raw);
  const schema = url.searchParams.get("schema") ?? undefined;
  url.searchParams.delete("schema");
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`DATABASE_URL has an invalid schema name: ${schema}`);
  }
  return { connectionString: url.toString(), schema: schema === "public" ? undefined : schema };
}
