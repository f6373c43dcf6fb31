import http from "node:http";
import { expect, test } from "./support/test";

/**
 * Pages read no posted body of size (server/page-body-cap.mjs): the production server answers a
 * large or undeclared one before reading it, and leaves the API to its own caps.
 */
test.describe("bodies posted to pages", () => {
  test("a 1 MB post to a page is refused with 413, a small one is not", async ({ request }) => {
    const large = await request.post("/location/19103", {
      data: Buffer.alloc(1024 * 1024, "a"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(large.status()).toBe(413);
    expect(await large.json()).toEqual({ error: "The request body is too large" });

    const small = await request.post("/contractor/login", {
      form: { email: "someone@example.com" },
    });
    expect(small.status()).not.toBe(413);
  });

  test("a post of undeclared length (chunked) to a page is refused with 411 before it is read", async ({
    baseURL,
  }) => {
    const status = await new Promise<number>((resolve, reject) => {
      const sent = http.request(
        `${baseURL}/`,
        { method: "POST", headers: { "transfer-encoding": "chunked", "content-type": "text/plain" } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          sent.destroy();
        },
      );
      sent.on("error", reject);
      // One chunk, and the body left open: the answer comes without the rest.
      sent.write("a".repeat(1024));
    });
    expect(status).toBe(411);
  });
});
