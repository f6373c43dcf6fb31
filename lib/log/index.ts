/**
 * Structured logs: one JSON object per line on stdout, for the container
 * runtime to collect. Every line has `time`, `level` and `msg`; inside an API
 * request (see lib/http/route.ts) also the request's `requestId`, so all lines
 * of one request, and the proxy's access log, can be joined on it.
 *
 * Never log request bodies, passwords, tokens or cookies: fields whose name
 * looks like a secret are redacted as a safety net, nothing more.
 *
 * LOG_LEVEL: debug | info (default) | warn | error | silent. Under jest
 * (NODE_ENV=test) the default is silent, so tests do not flood their output.
 */
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { env, type LogThreshold } from "@/lib/env";
import { errorFields, formatLine, RANK as LEVEL_RANK } from "./server-log.mjs";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;
export type LogLine = { time: string; level: LogLevel; msg: string; requestId?: string } & LogFields;

const RANK: Record<LogThreshold, number> = LEVEL_RANK;

export function isLevelEnabled(level: LogLevel): boolean {
  return RANK[level] >= RANK[env.logLevel];
}

// ---------------------------------------------------------------------------
// Request context

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` so that every line it logs (however deep) carries `requestId`. */
export function withRequestContext<T>(requestId: string, fn: () => T): T {
  return requestContext.run({ requestId }, fn);
}

/** The id of the API request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

// ---------------------------------------------------------------------------
// Line formatting: one format for the app's lines and server.mjs's (./server-log.mjs)

/** An error as loggable fields (name, message, code, stack frames, cause; Prisma's arguments withheld). */
export const serializeError = (error: unknown): LogFields => errorFields(error);

/** The object one log line serialises (exported for tests). */
export function formatLogLine(
  level: LogLevel,
  msg: string,
  fields: LogFields = {},
  requestId = currentRequestId(),
): LogLine {
  return formatLine(level, msg, fields, requestId) as LogLine;
}

function write(level: LogLevel, msg: string, fields?: LogFields, requestId = currentRequestId()) {
  if (!isLevelEnabled(level)) return;
  let text: string;
  try {
    text = JSON.stringify(formatLogLine(level, msg, fields, requestId));
  } catch {
    // e.g. a circular structure among the fields: keep the line, drop the fields.
    text = JSON.stringify(
      formatLogLine(level, msg, { logError: "fields could not be serialised" }, requestId),
    );
  }
  process.stdout.write(`${text}\n`);
}

/** `requestId`: for a line about a request outside route()'s context (lib/log/request-error.ts). */
export const log = {
  debug: (msg: string, fields?: LogFields, requestId?: string) => write("debug", msg, fields, requestId),
  info: (msg: string, fields?: LogFields, requestId?: string) => write("info", msg, fields, requestId),
  warn: (msg: string, fields?: LogFields, requestId?: string) => write("warn", msg, fields, requestId),
  error: (msg: string, fields?: LogFields, requestId?: string) => write("error", msg, fields, requestId),
};
