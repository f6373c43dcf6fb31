import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import { createServer, type Socket } from "node:net";
import { expect, test } from "./support/test";

/**
 * server.mjs as a process of its own, on the suite's build and database, its output read line by
 * line (README → Logs, → Stops and rolling releases): from start-up on, everything it writes is a
 * JSON line; a page request writes one `request` line in the API's shape; and a request in flight
 * when SIGTERM comes is answered with `Connection: close`, so the client sends nothing more on
 * that connection.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

interface Line {
  stream: "stdout" | "stderr";
  text: string;
}

let child: ChildProcess;
let port = 0;
const lines: Line[] = [];

function collect(stream: NodeJS.ReadableStream, name: Line["stream"]) {
  let partial = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop() ?? "";
    for (const text of parts) if (text.trim()) lines.push({ stream: name, text });
  });
}

const parsed = () =>
  lines.map((line) => {
    try {
      return JSON.parse(line.text) as Record<string, unknown>;
    } catch {
      return null;
    }
  });

/** Waits (polling the lines already read) for a JSON line that `match` accepts. */
async function lineWhere(what: string, match: (line: Record<string, unknown>) => boolean) {
  await expect
    .poll(() => parsed().some((line) => line !== null && match(line)), { message: what, timeout: 20_000 })
    .toBe(true);
  return parsed().find((line) => line !== null && match(line))!;
}

/** An answer's status and headers, its body read to the end. */
function answerOf(
  request: http.ClientRequest,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    request.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.once("error", reject);
  });
}

test.describe("server.mjs's logs and stop", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    port = await freePort();
    child = spawn(process.execPath, ["server.mjs"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        BACKGROUND_JOBS: "off",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    collect(child.stdout!, "stdout");
    collect(child.stderr!, "stderr");
    await expect
      .poll(
        async () => {
          expect(child.exitCode, lines.map((l) => l.text).join("\n")).toBeNull();
          return fetch(`http://127.0.0.1:${port}/api/live`).then(
            (r) => r.ok,
            () => false,
          );
        },
        { timeout: 150_000, intervals: [250] },
      )
      .toBe(true);
  });

  test.afterAll(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });

  test("start-up writes JSON lines only, Next.js's own included", async () => {
    await lineWhere("the Ready line", (line) => String(line.msg).startsWith("Ready on http://127.0.0.1:"));
    const plain = lines.filter((line) => parsed()[lines.indexOf(line)] === null);
    expect(plain).toEqual([]);
    for (const line of parsed())
      expect(line).toMatchObject({
        time: expect.any(String),
        level: expect.any(String),
        msg: expect.any(String),
      });
  });

  test("a page request writes one request line, in the API's shape, without the query string", async () => {
    const requestId = `e2e-page-${randomUUID()}`;
    const response = await fetch(`http://127.0.0.1:${port}/faq?email=someone%40example.com`, {
      headers: { "x-request-id": requestId },
    });
    expect(response.status).toBe(200);
    const line = await lineWhere("the page's request line", (l) => l.requestId === requestId);
    expect(line).toEqual({
      time: expect.any(String),
      level: "info",
      msg: "request",
      requestId,
      method: "GET",
      path: "/faq",
      status: 200,
      durationMs: expect.any(Number),
    });
    // The same again from the page cache: logged too.
    const again = `e2e-page-${randomUUID()}`;
    await fetch(`http://127.0.0.1:${port}/faq`, { headers: { "x-request-id": again } });
    await lineWhere("the cached page's request line", (l) => l.requestId === again && l.status === 200);
    // An API request is logged once, by the app (lib/http/route.ts), not a second time here.
    const api = `e2e-api-${randomUUID()}`;
    await fetch(`http://127.0.0.1:${port}/api/pricing/config`, { headers: { "x-request-id": api } });
    await lineWhere("the API request's line", (l) => l.requestId === api && l.msg === "request");
    expect(parsed().filter((l) => l?.requestId === api && l.msg === "request")).toHaveLength(1);
  });

  test("a request in flight when SIGTERM comes is answered with Connection: close", async () => {
    // One connection, kept alive as a proxy's or a browser's is.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = http.get(`http://127.0.0.1:${port}/api/live`, { agent });
    expect((await answerOf(before)).headers.connection).toBe("keep-alive");

    // A booking that waits for "100 Continue" before sending its body: once that comes, the server
    // holds the request in flight, waiting for the body.
    const body = JSON.stringify({ quoteId: randomUUID(), scheduledDate: "2030-01-02", timeSlot: "morning" });
    const booking = http.request(`http://127.0.0.1:${port}/api/bookings`, {
      agent,
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        expect: "100-continue",
        "x-forwarded-for": `e2e-stop-${randomUUID()}`,
      },
    });
    const answered = answerOf(booking);
    const socket = await new Promise<Socket>((resolve) => booking.once("socket", resolve));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => booking.once("continue", resolve));
    child.kill("SIGTERM");
    await lineWhere("the server to start draining", (line) => line.msg === "shutdown: draining");
    booking.end(body);

    const answer = await answered;
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.connection).toBe("close");
    // And the connection ends after it.
    await closed;
    agent.destroy();
  });
});
