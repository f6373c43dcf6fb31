import { GET } from "@/app/api/health/route";
import { disconnectDb } from "@/lib/db";
import { markDraining } from "@/lib/process/shutdown.mjs";
import { getRequest, params } from "../helpers/http";

const probe = () => GET(getRequest("/api/health"), params({}));

describe("GET /api/health", () => {
  it("reports the database ok after a real query", async () => {
    const response = await probe();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await expect(response.json()).resolves.toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 with status error when the database is unreachable", async () => {
    const working = process.env.DATABASE_URL;
    await disconnectDb();
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/unreachable";
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await probe();
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      // A probe's answer, not a person's: no error reference to quote (nothing to look up in the
      // logs beyond the "health: database check failed" line itself).
      await expect(response.json()).resolves.toEqual({ status: "error", database: "unreachable" });
    } finally {
      spy.mockRestore();
      await disconnectDb();
      process.env.DATABASE_URL = working;
    }
  });

  it("answers 503 draining, without a reference, once the process is stopping", async () => {
    // The flag lives on globalThis: the rest of this file's process must not stay "stopping".
    const shutdown = () =>
      (globalThis as Record<symbol, { draining: boolean }>)[Symbol.for("brushwise.shutdown")]!;
    markDraining();
    try {
      const response = await probe();
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      await expect(response.json()).resolves.toEqual({ status: "draining" });
    } finally {
      shutdown().draining = false;
    }
  });
});
