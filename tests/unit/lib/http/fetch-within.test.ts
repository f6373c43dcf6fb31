/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fetchWithin, FetchTimeoutError } from "@/lib/http/fetch-within";

/** A server on loopback whose every request is answered by `answer`; the responses it left open are ended on close. */
async function serve(
  answer: (res: ServerResponse) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const open = new Set<ServerResponse>();
  const server: Server = createServer((_req, res) => {
    open.add(res);
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("fetchWithin", () => {
  it("returns the status, headers and whole body of an answer in time", async () => {
    const server = await serve((res) => {
      res.writeHead(201, { "content-type": "application/json", "x-id": "42" });
      res.end('{"id":"42"}');
    });
    try {
      const answer = await fetchWithin(server.url, { method: "POST", body: "{}" }, 5_000);
      expect(answer).toMatchObject({ status: 201, ok: true, text: '{"id":"42"}' });
      expect(answer.headers.get("x-id")).toBe("42");
    } finally {
      await server.close();
    }
  });

  it("settles with a TimeoutError when the body stops halfway (the abort lands while it is read)", async () => {
    const server = await serve((res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("half of the answer"); // and nothing more
    });
    try {
      await expect(fetchWithin(server.url, {}, 300)).rejects.toBeInstanceOf(FetchTimeoutError);
    } finally {
      await server.close();
    }
  });

  it("settles with a TimeoutError when no answer comes at all", async () => {
    const server = await serve(() => {});
    try {
      const error = await fetchWithin(server.url, {}, 300).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FetchTimeoutError);
      expect((error as Error).name).toBe("TimeoutError");
    } finally {
      await server.close();
    }
  });

  it("passes a network failure through as fetch's own error", async () => {
    const server = await serve(() => {});
    const { url } = server;
    await server.close();
    await expect(fetchWithin(url, {}, 5_000)).rejects.toThrow(/fetch failed/);
  });
});
