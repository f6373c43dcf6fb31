import { GET as getReview } from "@/app/api/reviews/[token]/route";
import { getRequest, params } from "../helpers/http";

// The request log records the route, never the token of an e-mailed link: whoever reads the logs
// must not be able to open a customer's review (or cancel, or reschedule) page.
it("logs a request to an e-mailed link's API with the route, not the token", async () => {
  const token = "eyJib29raW5nSWQiOiJjbTEyMyJ9.not-a-real-signature";
  const lines: string[] = [];
  process.env.LOG_LEVEL = "info";
  const spy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await getReview(getRequest(`/api/reviews/${token}?from=email`), params({ token }));
  } finally {
    spy.mockRestore();
    delete process.env.LOG_LEVEL;
  }
  const requestLines = lines.filter((line) => line.includes('"msg":"request"'));
  expect(requestLines).toHaveLength(1);
  expect(requestLines[0]).toContain('"path":"/api/reviews/:token"');
  expect(lines.join("")).not.toContain("not-a-real-signature");
});
