/** @jest-environment node */
import { formatLogLine } from "@/lib/log";
import { consoleAsJson, createServerLog, errorFields, formatServerLine } from "@/lib/log/server-log.mjs";

function capture(env: Record<string, string | undefined> = {}) {
  const lines: string[] = [];
  const logger = createServerLog({ env, write: (text: string) => lines.push(text) });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("server.mjs's logger: JSON lines shaped like the app's", () => {
  it("writes one JSON object per line: time, level, msg, then the fields", () => {
    const { logger, lines, parsed } = capture();
    logger.info("shutdown: draining", { signal: "SIGTERM", inFlight: 3 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith("\n")).toBe(true);
    expect(lines[0]!.trim().includes("\n")).toBe(false);
    const [line] = parsed();
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: "info",
      msg: "shutdown: draining",
      signal: "SIGTERM",
      inFlight: 3,
    });
    expect(Object.keys(line!).slice(0, 3)).toEqual(["time", "level", "msg"]);
  });

  it("has the app logger's shape: the same leading keys, a request id where there is one", () => {
    const app = formatLogLine("error", "request failed", { reference: "ab12cd34" }, "req-1");
    const server = formatServerLine("error", "request failed", { requestId: "req-1", reference: "ab12cd34" });
    expect(Object.keys(server).sort()).toEqual(Object.keys(app).sort());
    expect({ ...server, time: "" }).toEqual({ ...app, time: "" });
  });

  it("turns an Error into its name, message and stack frames; fields cannot replace time, level or msg", () => {
    const { logger, parsed } = capture();
    const error = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    logger.error("request failed", { error, level: "debug", msg: "other" });
    const [line] = parsed();
    expect(line).toMatchObject({
      level: "error",
      msg: "request failed",
      error: { name: "Error", message: "socket hang up", code: "ECONNRESET", stack: expect.any(Array) },
    });
    expect((line!.error as { stack: string[] }).stack[0]).toMatch(/^at /);
    expect(errorFields("plain")).toEqual({ message: "plain" });
  });

  it("follows LOG_LEVEL (info by default) and never throws on fields it cannot serialise", () => {
    const quiet = capture({ LOG_LEVEL: "warn" });
    quiet.logger.info("ready");
    quiet.logger.warn("drain time spent");
    expect(quiet.parsed().map((line) => line.msg)).toEqual(["drain time spent"]);
    const silent = capture({ LOG_LEVEL: "silent" });
    silent.logger.error("anything");
    expect(silent.lines).toEqual([]);
    const fallback = capture();
    fallback.logger.debug("not by default");
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    fallback.logger.info("odd fields", { circular });
    expect(fallback.parsed()).toEqual([
      expect.objectContaining({ msg: "odd fields", logError: "fields could not be serialised" }),
    ]);
  });
});

describe("consoleAsJson: what goes through console becomes the same JSON lines", () => {
  function consoleCapture() {
    const { logger, parsed } = capture();
    const target = {} as Pick<Console, "log" | "info" | "debug" | "warn" | "error">;
    consoleAsJson(logger, target);
    return { target, parsed };
  }

  it("Next.js's start-up lines: colours and leading marks gone, the level kept", () => {
    const { target, parsed } = consoleCapture();
    target.log("\u001b[32m\u001b[1m✓\u001b[22m\u001b[39m Running next.config.ts took 88ms");
    target.warn(
      '\u001b[33m\u001b[1m⚠\u001b[22m\u001b[39m "next start" does not work with "output: standalone" configuration.',
    );
    expect(parsed()).toEqual([
      { time: expect.any(String), level: "info", msg: "Running next.config.ts took 88ms", source: "console" },
      {
        time: expect.any(String),
        level: "warn",
        msg: '"next start" does not work with "output: standalone" configuration.',
        source: "console",
      },
    ]);
  });

  it("formats its arguments as console does, and an Error as the error fields", () => {
    const { target, parsed } = consoleCapture();
    target.info("%d pages in %s", 3, "cache");
    target.error(new TypeError("boom"));
    target.error("Failed to render", new Error("no db"));
    const [formatted, bare, withText] = parsed();
    expect(formatted).toMatchObject({ level: "info", msg: "3 pages in cache" });
    expect(bare).toMatchObject({
      level: "error",
      msg: "boom",
      error: { name: "TypeError", message: "boom" },
    });
    expect(withText).toMatchObject({ level: "error", msg: "Failed to render", error: { message: "no db" } });
  });
});
