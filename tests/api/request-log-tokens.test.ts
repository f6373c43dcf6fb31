import { GET as getReview } from "@/app/api/reviews/[token]/route";
import { getRequest, params } from "../helpers/http";
import { logLinesOf } from "../helpers/log-lines";

// The request log records the route, never the token of an e-mailed link: whoever reads the logs
// must not be able to open a customer's review (or cancel, or reschedule) page.
it("logs a request to an e-mailed link's API with the route, not the token", async () => {
  const token = "eyJib29raW5nSWQiOiJjbTEyMyJ9.not-a-real-signature";
  const lines = await logLinesOf("info", () =>
    getReview(getRequest(`/api/reviews/${token}?from=email`), params({ token })),
  );
  const requestLines = lines.filter((line) => line.includes('"msg":"request"'));
  expect(requestLines).toHaveLength(1);
  expect(requestLines[0]).toContain('"path":"/api/reviews/:token"');
  expect(lines.join("")).not.toContain("not-a-real-signature");
});
