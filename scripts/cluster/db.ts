/** The run's database, read directly: fixtures and what the checks compare the API's answers with. */
import pg from "pg";
import { dbUrl } from "./config";

let sql: pg.Pool | undefined;

export function openDatabase(): void {
  sql = new pg.Pool({ connectionString: dbUrl, max: 4 });
}

export async function closeDatabase(): Promise<void> {
  await sql?.end().catch(() => {});
}

export function database(): pg.Pool {
  if (!sql) throw new Error("the cluster database is not open");
  return sql;
}

export async function query<R extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R[]> {
  return (await database().query<R>(text, params)).rows;
}

/** `SELECT count(*)::int AS n …` */
export async function count(text: string, params?: unknown[]): Promise<number> {
  const [row] = await query<{ n: number }>(text, params);
  return row?.n ?? 0;
}
