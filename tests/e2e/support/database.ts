import pg from "pg";

/**
 * A connection to the end-to-end server's database, for setting up what the UI cannot (a job on
 * today's date, rows of a given age) and for reading what a step wrote. `npm test -- e2e` sets
 * DATABASE_URL to that database, on the server and on the embedded Postgres alike.
 */
export async function withDatabase<T>(
  fn: (client: pg.Client) => Promise<T>,
  url = process.env.DATABASE_URL,
): Promise<T> {
  if (!url) throw new Error("DATABASE_URL is not set: run the end-to-end tests through `npm test -- e2e`.");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
