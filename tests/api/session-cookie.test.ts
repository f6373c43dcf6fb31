import { GET as adminAnalytics } from "@/app/api/admin/analytics/route";
import { GET as contractorJobs } from "@/app/api/contractor/jobs/route";
import { sessionCookieName } from "@/lib/auth/session-token";
import { getRequest, params } from "../helpers/http";

// A cookie that is not valid percent-encoding ("%E0%A4%A" ends mid-escape) used to throw while it was
// decoded, answering 500 on every protected route: it is an anonymous request like any bad token.
describe("a malformed session cookie", () => {
  const cookie = () => `${sessionCookieName()}=%E0%A4%A`;

  it("is an anonymous request to a painter's route: 401, not 500", async () => {
    const response = await contractorJobs(
      getRequest("/api/contractor/jobs", { cookie: cookie() }),
      params({}),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  it("is an anonymous request to an admin route: 401, not 500", async () => {
    const response = await adminAnalytics(
      getRequest("/api/admin/analytics", { cookie: cookie() }),
      params({}),
    );
    expect(response.status).toBe(401);
  });
});
