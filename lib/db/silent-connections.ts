import "server-only";
/**
 * A connection whose query got no answer within DATABASE_QUERY_TIMEOUT_MS is closed at once.
 *
 * Why: pg abandons such a query (the caller gets "Query read timeout") but keeps the connection,
 * still waiting for that answer, and queues the next query behind it. In a transaction the next
 * query is Prisma's ROLLBACK, which then waits out a second timeout: a request in flight when the
 * database went silent answered after 9 s instead of 4.5 s (two-instance test, scenario G). Closed,
 * the connection fails what is queued on it at once (an outage: 503), and the pool drops it.
 */
import type pg from "pg";

const READ_TIMEOUT = "Query read timeout";

type Callback = (error: Error | null, result?: unknown) => void;

export function closeOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const cut = (error: unknown) => {
    if (error instanceof Error && error.message === READ_TIMEOUT)
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  };
  client.query = ((...args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last === "function") {
      return query(...args.slice(0, -1), (error: Error | null, result?: unknown) => {
        (last as Callback)(error, result);
        cut(error);
      });
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(cut);
    return result;
  }) as typeof client.query;
}
