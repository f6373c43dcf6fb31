import { NextRequest } from "next/server";
import { POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { BASE } from "../helpers/http";

const MB = 1024 * 1024;

/** A 50 MB form body that arrives in 1 MB chunks, without a Content-Length; counts what was read. */
function fiftyMegabytes() {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 50) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(MB).fill(0x61)); // "aaaa…"
    },
  });
  return { body, megabytesRead: () => sent };
}

const post = (
  path: string,
  body: ReadableStream<Uint8Array> | string,
  headers: Record<string, string> = {},
) =>
  authPost(
    new NextRequest(
      new Request(`${BASE}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "10.91.0.1",
          ...headers,
        },
        body,
        duplex: "half",
      } as RequestInit),
    ),
  );

// A form within the cap still reaches Auth.js: tests/api/signout.test.ts signs in through it.
describe("Auth.js endpoints: bounded bodies", () => {
  it.each(["/api/auth/callback/contractor", "/api/auth/signin/contractor", "/api/auth/signout"])(
    "%s refuses 50 MB with 413 after reading no more than its cap",
    async (path) => {
      const upload = fiftyMegabytes();
      const response = await post(path, upload.body);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error: "The request body is too large" });
      // The cap is 16 kB: the first 1 MB chunk already passes it (one more may be queued ahead).
      expect(upload.megabytesRead()).toBeLessThanOrEqual(2);
    },
  );

  it("refuses a declared Content-Length past the cap without reading the body", async () => {
    const upload = fiftyMegabytes();
    const response = await post("/api/auth/callback/contractor", upload.body, {
      "content-length": String(50 * MB),
    });
    expect(response.status).toBe(413);
    // What the stream queued ahead by itself, never the 50 MB.
    expect(upload.megabytesRead()).toBeLessThanOrEqual(2);
  });
});
