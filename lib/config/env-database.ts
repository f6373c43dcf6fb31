import "server-only";
/** The database and its pool (lib/db; README → Scaling). */
import { absoluteUrl, integer, text } from "./env-rules.shared";

export const DATABASE_RULES = {
  DATABASE_URL: absoluteUrl(["postgres:", "postgresql:"]),
  DATABASE_POOL_SIZE: integer(10, 1, 1000),
  DATABASE_CONNECT_TIMEOUT_MS: integer(3_000, 100, 60_000),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(4_000, 100, 3_600_000),
  DATABASE_QUERY_TIMEOUT_MS: integer(4_500, 100, 3_600_000),
  BRUSHWISE_EMBEDDED_DATABASE: text(),
};
