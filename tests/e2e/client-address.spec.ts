import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { expect, test } from "./support/test";
import { CLIENT_ADDRESS_HEADER } from "../../lib/http/client-address.mjs";

/**
 * The production server as `npm start` runs it with the project's defaults (no proxy in
 * front: TRUSTED_PROXY_HOPS unset), on the suite's build and database. The suite's own
 * server trusts one proxy so that each test can be its own client; this one must not.
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

let server: ChildProcess | undefined;
let origin = "";

test.describe("the client's address under npm start's defaults", () => {
  test.beforeAll(async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      BACKGROUND_JOBS: "off",
    };
    delete env.TRUSTED_PROXY_HOPS;
    server = spawn(process.execPath, ["server.mjs"], { env, stdio: "ignore" });
    origin = `http://127.0.0.1:${port}`;
    for (let waited = 0; ; waited += 250) {
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (waited > 60_000 || server.exitCode !== null) throw new Error("the second server did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("a new X-Forwarded-For (or X-Real-IP, or our own header) per request does not reset the booking look-up limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await fetch(`${origin}/api/bookings/${randomUUID()}/lookup`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `203.0.113.${i + 1}`,
          "x-real-ip": `198.51.100.${i + 1}`,
          // The server's own header, forged too: server.mjs overwrites it with the socket address.
          [CLIENT_ADDRESS_HEADER]: `192.0.2.${i + 1}`,
        },
        body: JSON.stringify({ email: "nobody@example.com" }),
      });
      statuses.push(response.status);
    }
    // 20 look-ups per address per 15 minutes (BOOKING_ACCESS_LIMIT): the rest are refused.
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
