// @ts-check
/**
 * JSON log lines for the code plain Node runs outside the app's bundles: the production server
 * (server.mjs) and its page cache. The same shape as the app's lines (lib/log: `time`, `level`,
 * `msg`, `requestId` when there is one, then the fields), so one log pipeline reads both; the app
 * itself keeps using lib/log, which also knows the request in progress.
 *
 * LOG_LEVEL as lib/log reads it: debug | info (default) | warn | error | silent.
 */

const RANK = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const MAX_STACK_FRAMES = 15;
const MAX_MESSAGE = 2000;

/** @typedef {"debug" | "info" | "warn" | "error"} Level */

/** @param {Record<string, string | undefined>} env */
function threshold(env) {
  const given = (env.LOG_LEVEL ?? "").trim().toLowerCase();
  return given in RANK ? RANK[/** @type {keyof typeof RANK} */ (given)] : RANK.info;
}

/**
 * An error as fields: name, message, code and the stack's frames (not its first line, which
 * repeats the message), as lib/log's serializeError.
 * @param {unknown} error
 * @returns {Record<string, unknown>}
 */
export function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error).slice(0, MAX_MESSAGE) };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: error.message.slice(0, MAX_MESSAGE) };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (typeof code === "string" || typeof code === "number") fields.code = code;
  const digest = /** @type {{ digest?: unknown }} */ (error).digest;
  if (typeof digest === "string") fields.digest = digest;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  if (frames.length) fields.stack = frames.slice(0, MAX_STACK_FRAMES).map((line) => line.trim());
  return fields;
}

/**
 * The object one line serialises: time, level, msg first; `time`, `level` and `msg` cannot be
 * overridden by a field; an Error among the fields becomes errorFields.
 * @param {Level} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function formatServerLine(level, msg, fields = {}) {
  /** @type {Record<string, unknown>} */
  const line = { time: new Date().toISOString(), level, msg };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key in line) continue;
    line[key] = value instanceof Error ? errorFields(value) : value;
  }
  return line;
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
