/**
 * @jest-environment node
 */
import { currentRequestId, formatLogLine, log, serializeError, withRequestContext } from "@/lib/log";
import { isSaneRequestId, requestIdFrom } from "@/lib/log/request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// A header getter, not Headers: fetch's Headers would refuse some of the raw values tried here.
const headers = (value?: string) => ({
  get: (name: string) => (name === "x-request-id" ? (value ?? null) : null),
});

describe("request ids", () => {
  it("keeps a sane incoming x-request-id", () => {
    for (const id of [
      "abc",
      "req-123_XYZ",
      "0f6a3c1e9b2d4f5a8c7e6d5b4a3f2e1d",
      "a".repeat(64),
      crypto.randomUUID(),
    ]) {
      expect(requestIdFrom(headers(id))).toBe(id);
      expect(isSaneRequestId(id)).toBe(true);
    }
    expect(requestIdFrom(headers("  padded-id  "))).toBe("padded-id");
  });

  it("replaces a missing, empty, too long or unsafe one with a fresh UUID", () => {
    const bad = [
      "",
      "a".repeat(65),
      "has space",
      'quote"d',
      "new\nline",
      "semi;colon",
      "a,b",
      "ünïcode",
      "<script>",
      "../etc",
    ];
    for (const value of [undefined, ...bad]) {
      const id = requestIdFrom(headers(value));
      expect(id).toMatch(UUID);
      if (value) expect(isSaneRequestId(value)).toBe(false);
    }
    expect(requestIdFrom(headers())).not.toBe(requestIdFrom(headers()));
    // Sent twice, the values arrive joined ("a, b"): not one id, so a new one.
    const twice = new Headers();
    twice.append("x-request-id", "first");
    twice.append("x-request-id", "second");
    expect(requestIdFrom(twice)).toMatch(UUID);
  });
});

describe("log lines", () => {
  const saved = process.env.LOG_LEVEL;
  let written: string[];
  let spy: jest.SpyInstance;

  beforeEach(() => {
    written = [];
    spy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    spy.mockRestore();
    if (saved === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = saved;
  });

  it("has time, level, msg, the request id and the fields, in that order", () => {
    const line = formatLogLine("info", "request", { method: "GET", status: 200 }, "req-1");
    expect(Object.keys(line)).toEqual(["time", "level", "msg", "requestId", "method", "status"]);
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      requestId: "req-1",
      method: "GET",
      status: 200,
    });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it("never lets a field override the fixed keys, and redacts secret-looking fields", () => {
    const line = formatLogLine(
      "warn",
      "m",
      { level: "error", msg: "x", requestId: "spoof", password: "hunter2", nested: { apiKey: "k", ok: 1 } },
      "real",
    );
    expect(line).toMatchObject({
      level: "warn",
      msg: "m",
      requestId: "real",
      password: "[redacted]",
      nested: { apiKey: "[redacted]", ok: 1 },
    });
    expect(formatLogLine("info", "no request")).not.toHaveProperty("requestId");
  });

  it("writes one JSON line to stdout, with the id of the request being handled", () => {
    process.env.LOG_LEVEL = "info";
    withRequestContext("ctx-42", () => {
      expect(currentRequestId()).toBe("ctx-42");
      log.info("hello", { durationMs: 1.5 });
    });
    expect(currentRequestId()).toBeUndefined();
    log.warn("outside");
    expect(written).toHaveLength(2);
    expect(written.every((text) => text.endsWith("\n") && text.indexOf("\n") === text.length - 1)).toBe(true);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: "info",
      msg: "hello",
      requestId: "ctx-42",
      durationMs: 1.5,
    });
    expect(JSON.parse(written[1]!)).not.toHaveProperty("requestId");
  });

  it("honours LOG_LEVEL (silent by default under jest)", () => {
    delete process.env.LOG_LEVEL;
    log.error("hidden in tests");
    process.env.LOG_LEVEL = "warn";
    log.info("below the threshold");
    log.error("shown");
    process.env.LOG_LEVEL = "silent";
    log.error("silenced");
    expect(written.map((text) => JSON.parse(text).msg)).toEqual(["shown"]);
  });

  it("serialises errors without repeating data-bearing messages in the stack", () => {
    const error = Object.assign(new Error("boom", { cause: new Error("root") }), { code: "E42" });
    const fields = serializeError(error);
    expect(fields).toMatchObject({ name: "Error", message: "boom", code: "E42", cause: { message: "root" } });
    expect((fields.stack as string[]).every((frame) => frame.startsWith("at "))).toBe(true);

    const validation = new Error(
      '\nInvalid `prisma.booking.create()` invocation:\n{ data: { email: "someone@example.com" } }',
    );
    validation.name = "PrismaClientValidationError";
    expect(JSON.stringify(serializeError(validation))).not.toContain("someone@example.com");
    expect(formatLogLine("error", "x", { error: validation }).error).toMatchObject({
      name: "PrismaClientValidationError",
    });
  });
});
