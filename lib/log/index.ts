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

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;
export type LogLine = { time: string; level: LogLevel; msg: string; requestId?: string } & LogFields;

const RANK: Record<LogThreshold, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key/i;
const MAX_MESSAGE = 2000;
const MAX_STACK_FRAMES = 15;

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
// Line formatting

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * An error as loggable fields. The stack keeps only its frames: V8 repeats the
 * message on top, and some messages carry data (Prisma's validation errors
 * print the query's arguments, so only their first line is kept).
 */
export function serializeError(error: unknown, depth = 0): LogFields {
  if (!(error instanceof Error)) return { message: truncate(String(error), MAX_MESSAGE) };
  let message = error.message;
  if (error.name === "PrismaClientValidationError") {
    message = `${message.split("\n").find((line) => line.trim()) ?? "Invalid query"} (arguments withheld)`;
  }
  const fields: LogFields = { name: error.name, message: truncate(message, MAX_MESSAGE) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") fields.code = code;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  if (frames.length) fields.stack = frames.slice(0, MAX_STACK_FRAMES).map((line) => line.trim());
  if (error.cause !== undefined && depth < 2) fields.cause = serializeError(error.cause, depth + 1);
  return fields;
}

function normalize(key: string, value: unknown, depth: number): unknown {
  if (SECRET_KEY.test(key)) return "[redacted]";
  if (value instanceof Error) return serializeError(value);
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object" && !Array.isArray(value) && depth < 4) {
    const out: LogFields = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = normalize(k, v, depth + 1);
    return out;
  }
  return value;
}

/** The object one log line serialises (exported for tests). */
export function formatLogLine(
  level: LogLevel,
  msg: string,
  fields: LogFields = {},
  requestId = currentRequestId(),
): LogLine {
  const line: LogLine = { time: new Date().toISOString(), level, msg };
  if (requestId) line.requestId = requestId;
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key in line) continue; // time, level, msg, requestId cannot be overridden
    line[key] = normalize(key, value, 0);
  }
  return line;
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
