// @ts-check
import { format, stripVTControlCharacters } from "node:util";

/**
 * JSON log lines for the code plain Node runs outside the app's bundles: the production server
 * (server.mjs) and its page cache. The same shape as the app's lines (lib/log: `time`, `level`,
 * `msg`, `requestId` when there is one, then the fields), so one log pipeline reads both; the app
 * itself keeps using lib/log, which also knows the request in progress.
 *
 * LOG_LEVEL as lib/log reads it: debug | info (default) | warn | error | silent.
 */

/** Each level's rank: a line is written when its rank reaches LOG_LEVEL's. */
export const RANK = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const MAX_STACK_FRAMES = 15;
const MAX_MESSAGE = 2000;

/** @typedef {"debug" | "info" | "warn" | "error"} Level */

/** @param {Record<string, string | undefined>} env */
function threshold(env) {
  const given = (env.LOG_LEVEL ?? "").trim().toLowerCase();
  return given in RANK ? RANK[/** @type {keyof typeof RANK} */ (given)] : RANK.info;
}

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key/i;

/** @param {string} text @param {number} max */
const truncate = (text, max) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * An error as loggable fields: name, message, code, digest (a Next.js error's reference) and the
 * stack's frames only (V8 repeats the message on top), with its cause two levels deep. Some
 * messages carry data: Prisma's validation errors print the query's arguments, so only their first
 * line is kept. The one serialiser of errors: lib/log's serializeError is this.
 * @param {unknown} error
 * @param {number} [depth]
 * @returns {Record<string, unknown>}
 */
export function errorFields(error, depth = 0) {
  if (!(error instanceof Error)) return { message: truncate(String(error), MAX_MESSAGE) };
  let message = error.message;
  if (error.name === "PrismaClientValidationError") {
    message = `${message.split("\n").find((line) => line.trim()) ?? "Invalid query"} (arguments withheld)`;
  }
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: truncate(message, MAX_MESSAGE) };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (typeof code === "string" || typeof code === "number") fields.code = code;
  const digest = /** @type {{ digest?: unknown }} */ (error).digest;
  if (typeof digest === "string") fields.digest = digest;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  if (frames.length) fields.stack = frames.slice(0, MAX_STACK_FRAMES).map((line) => line.trim());
  if (error.cause !== undefined && depth < 2) fields.cause = errorFields(error.cause, depth + 1);
  return fields;
}

/**
 * A field's value as logged: secrets by name redacted (a safety net), errors serialised, dates as
 * ISO text, objects four levels deep.
 * @param {string} key
 * @param {unknown} value
 * @param {number} depth
 * @returns {unknown}
 */
function normalize(key, value, depth) {
  if (SECRET_KEY.test(key)) return "[redacted]";
  if (value instanceof Error) return errorFields(value);
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object" && !Array.isArray(value) && depth < 4) {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = normalize(k, v, depth + 1);
    return out;
  }
  return value;
}

/**
 * The object one line serialises, the app's (lib/log) and server.mjs's alike: time, level, msg,
 * requestId when there is one, then the fields, which cannot override those four.
 * @param {Level} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 * @param {string} [requestId]
 * @returns {{ time: string, level: Level, msg: string, requestId?: string } & Record<string, unknown>}
 */
export function formatLine(level, msg, fields = {}, requestId) {
  /** @type {{ time: string, level: Level, msg: string, requestId?: string } & Record<string, unknown>} */
  const line = { time: new Date().toISOString(), level, msg };
  if (requestId) line.requestId = requestId;
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key in line) continue;
    line[key] = normalize(key, value, 0);
  }
  return line;
}

/**
 * server.mjs's line: a request's id comes among the fields.
 * @param {Level} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function formatServerLine(level, msg, fields = {}) {
  const { requestId, ...rest } = fields;
  return formatLine(level, msg, rest, typeof requestId === "string" ? requestId : undefined);
}

/**
 * A logger writing JSON lines: info and debug to stdout, warnings and errors to stderr (as
 * server.mjs always did: a supervisor or a test reading stderr sees why a start was refused).
 * @param {{ env?: Record<string, string | undefined>, write?: (text: string, level: Level) => unknown }} [options]
 */
export function createServerLog(options = {}) {
  const env = options.env ?? process.env;
  const write =
    options.write ??
    ((/** @type {string} */ text, /** @type {Level} */ level) =>
      (level === "error" || level === "warn" ? process.stderr : process.stdout).write(text));
  /** @param {Level} level @param {string} msg @param {Record<string, unknown>} [fields] */
  const emit = (level, msg, fields) => {
    if (RANK[level] < threshold(env)) return;
    let text;
    try {
      text = JSON.stringify(formatServerLine(level, msg, fields));
    } catch {
      text = JSON.stringify(formatServerLine(level, msg, { logError: "fields could not be serialised" }));
    }
    write(`${text}\n`, level);
  };
  return {
    /** @param {string} msg @param {Record<string, unknown>} [fields] */
    debug: (msg, fields) => emit("debug", msg, fields),
    /** @param {string} msg @param {Record<string, unknown>} [fields] */
    info: (msg, fields) => emit("info", msg, fields),
    /** @param {string} msg @param {Record<string, unknown>} [fields] */
    warn: (msg, fields) => emit("warn", msg, fields),
    /** @param {string} msg @param {Record<string, unknown>} [fields] */
    error: (msg, fields) => emit("error", msg, fields),
  };
}

export const serverLog = createServerLog();

/** The marks Next.js's own log lines start with (next/dist/build/output/log: ✓ ⚠ ⨯ ○ ▲ »). */
const NEXT_MARK = /^\s*[✓⚠⨯○▲»]?\s*/u;

/**
 * Sends what is written through `console` (Next.js's own start-up lines and warnings, a stray
 * console.error) to `log` as JSON lines, so that the process's output is JSON throughout: the text
 * as `msg` without terminal colours (Next.js colours its marks) or Next's leading mark, an Error among the arguments as `error`. Called
 * by server.mjs before Next.js loads; the app's own lines go through lib/log, never console.
 * @param {ReturnType<typeof createServerLog>} log
 * @param {Pick<Console, "log" | "info" | "debug" | "warn" | "error">} [target]
 */
export function consoleAsJson(log, target = console) {
  /** @param {Level} level */
  const writer =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      const text = stripVTControlCharacters(format(...rest))
        .replace(NEXT_MARK, "")
        .trim();
      const msg = text || (error instanceof Error ? error.message : "");
      log[level](msg, error ? { source: "console", error } : { source: "console" });
    };
  target.log = writer("info");
  target.info = writer("info");
  target.debug = writer("debug");
  target.warn = writer("warn");
  target.error = writer("error");
}
