import { GET } from "@/app/api/health/route";
import { disconnectDb } from "@/lib/db";
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
      await expect(response.json()).resolves.toMatchObject({ status: "error" });
    } finally {
      spy.mockRestore();
      await disconnectDb();
      process.env.DATABASE_URL = working;
    }
  });
});
