/** @jest-environment node */
import { formatLogLine } from "@/lib/log";
import { createServerLog, errorFields, formatServerLine } from "@/lib/log/server-log.mjs";

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
