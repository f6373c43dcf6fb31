/**
 * A database that is down, or that accepts connections and never answers: no request
 * hangs; each answers 503 with Retry-After and the code "unavailable", and the liveness probe,
 * which needs no database, keeps answering 200. Only this machine's loopback addresses are used.
 */
import net from "node:net";
import { GET as live } from "@/app/api/live/route";
import { GET as pricingConfig } from "@/app/api/pricing/config/route";
import { POST as postQuote } from "@/app/api/quotes/route";
import { db, disconnectDb } from "@/lib/db";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  toErrorResponse,
} from "@/lib/http/respond";
import { testQuoteInput } from "../helpers/fixtures";
import { getRequest, jsonRequest, params } from "../helpers/http";
import { logLinesOf } from "../helpers/log-lines";

const quoteBody = testQuoteInput({ email: "dee.bee@example.com" });

const working = process.env.DATABASE_URL;

/** Runs `fn` with the app's pool pointed at `url` (a fresh pool), then back at the test database. */
async function withDatabaseAt(url: string, fn: () => Promise<void>, timeouts: Record<string, string> = {}) {
  await disconnectDb();
  const saved = { ...process.env };
  Object.assign(process.env, { DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_MS: "500", ...timeouts });
  try {
    await fn();
  } finally {
    await disconnectDb();
    process.env = saved;
    process.env.DATABASE_URL = working;
  }
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(await response.json()).toEqual({
    error: DATABASE_UNAVAILABLE_MESSAGE,
    code: "unavailable",
    reference: expect.stringMatching(/^[A-Za-z0-9_-]{1,8}$/),
  });
}

const requests = () => [
  pricingConfig(getRequest("/api/pricing/config"), params({})),
  postQuote(jsonRequest("/api/quotes", quoteBody, "POST", { "x-forwarded-for": "10.29.0.1" }), params({})),
];

it("a database that refuses connections: 503 with Retry-After, logged as an outage, not a bug", async () => {
  await withDatabaseAt("postgresql://postgres@127.0.0.1:1/down", async () => {
    const lines = await logLinesOf("warn", async () => {
      for (const response of await Promise.all(requests())) await expectUnavailable(response);
    });
    expect(lines.some((line) => line.includes("database unavailable"))).toBe(true);
    expect((await live(getRequest("/api/live"), params({}))).status).toBe(200);
  });
});

it("a database that accepts connections and never answers (a tarpit on a loopback port): 503, not a hung request", async () => {
  const held: net.Socket[] = [];
  const tarpit = net.createServer((socket) => void held.push(socket)).listen(0, "127.0.0.1");
  await new Promise((resolve) => tarpit.once("listening", resolve));
  const { port } = tarpit.address() as net.AddressInfo;
  try {
    await withDatabaseAt(`postgresql://postgres@127.0.0.1:${port}/stuck`, async () => {
      for (const response of await Promise.all(requests())) await expectUnavailable(response);
      const alive = await live(getRequest("/api/live"), params({}));
      expect([alive.status, await alive.json()]).toEqual([200, { status: "alive" }]);
    });
  } finally {
    for (const socket of held) socket.destroy();
    tarpit.close();
  }
});

it("a statement past the statement timeout is cancelled and answered as an outage", async () => {
  await withDatabaseAt(
    working!,
    async () => {
      const error = await db.$queryRaw`SELECT pg_sleep(3)`.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(true);
      await expectUnavailable(toErrorResponse(error));
    },
    { DATABASE_STATEMENT_TIMEOUT_MS: "200", DATABASE_QUERY_TIMEOUT_MS: "1000" },
  );
  // And the database works again for everything after.
  expect((await pricingConfig(getRequest("/api/pricing/config"), params({}))).status).toBe(200);
});

it("a connection cut in the middle of a transaction is an outage", () => {
  // What a transaction's COMMIT throws when the server stops under it (measured in the cluster test).
  const closed = Object.assign(new Error("ConnectionClosed"), { name: "DriverAdapterError" });
  expect(isDatabaseUnavailable(Object.assign(closed, { cause: { kind: "ConnectionClosed" } }))).toBe(true);
  expect(
    isDatabaseUnavailable(new Error("Client has encountered a connection error and is not queryable")),
  ).toBe(true);
  expect(
    isDatabaseUnavailable(
      new Error(
        "Transaction API error: Transaction already closed: A query cannot be executed on a closed transaction.",
      ),
    ),
  ).toBe(true);
});

it("a request's own faults are still not outages", () => {
  expect(isDatabaseUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);
  expect(isDatabaseUnavailable(undefined)).toBe(false);
});
