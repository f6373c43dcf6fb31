/** The back office's API tests: the seeded admin signed in once per file, and requests as that admin. */
import { POST as adminLogin } from "@/app/api/admin/login/route";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { BASE, jsonRequest, params } from "./http";

/**
 * Seeds the database (no demo data) and signs the admin in before the file's tests (a beforeAll);
 * returns the admin's headers and request builders that send them unless told otherwise.
 */
export function signInAdminForFile() {
  let adminToken = "";
  beforeAll(async () => {
    await runSeed(db, { demo: false });
    const response = await adminLogin(
      jsonRequest("/api/admin/login", { username: "admin", password: process.env.ADMIN_PASSWORD }),
      params({}),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    adminToken = body.token;
  });
  const admin = (): Record<string, string> => ({ authorization: `Bearer ${adminToken}` });
  const get = (path: string, headers = admin()) => new Request(`${BASE}${path}`, { headers });
  const send = (path: string, body: unknown, method = "POST", headers: Record<string, string> = admin()) =>
    jsonRequest(path, body, method, headers);
  return { admin, get, send };
}
