import "server-only";
/** How the server runs: uploads, logging, background jobs, the development e-mail page. */
import { integer, oneOf, text, textOr } from "./env-rules.shared";

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

/** The least severe entry lib/log writes ("silent": none). */
export type LogThreshold = (typeof LOG_LEVELS)[number];

export const RUNTIME_RULES = {
  UPLOADTHING_TOKEN: text(),
  UPLOAD_DIR: textOr(".data/uploads"),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  BACKGROUND_JOBS: oneOf(["on", "off"], "on"),
  BACKGROUND_INTERVAL_MS: integer(30_000, 100, 24 * 60 * 60_000),
  DEV_EMAILS_PAGE: oneOf(["true", "false"], "false"),
};
