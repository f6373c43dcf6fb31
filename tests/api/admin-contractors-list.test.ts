/** The back-office contractors page: search, status filter and keyset pages, newest first. */
import { randomUUID } from "node:crypto";
import { GET as listContractors } from "@/app/api/admin/contractors/route";
import { db } from "@/lib/db";
import { createContractor } from "../helpers/fixtures";
import { BASE, params } from "../helpers/http";
import { signInAdminForFile } from "../helpers/admin-session";

const { admin } = signInAdminForFile();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("contractors page", () => {
  // A letter first: eight random hex digits are all digits one time in 43, and the search reads those as a phone.
  const tag = `t${randomUUID().slice(0, 7)}`;

  async function page(query: Record<string, string>) {
    const response = await listContractors(
      new Request(`${BASE}/api/admin/contractors?${new URLSearchParams(query)}`, { headers: admin() }),
      params({}),
    );
    return {
      status: response.status,
      body: (await response.json()) as {
        contractors: { id: string; isActive: boolean }[];
        nextCursor: string | null;
        error?: string;
      },
    };
  }

  it("searches, filters by status and pages newest first", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) {
      const c = await createContractor({ areas: [["Philadelphia", 1]] });
      made.push(
        await db.contractor.update({
          where: { id: c.id },
          data: { businessName: `${tag} Painting ${i}`, isActive: i !== 2, createdAt: minutesAgo(i + 1) },
        }),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { status, body } = await page({ q: tag, limit: "2", ...(cursor ? { cursor } : {}) });
      expect(status).toBe(200);
      seen.push(...body.contractors.map((c) => c.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((c) => c.id));
    expect((await page({ q: tag, status: "inactive" })).body.contractors.map((c) => c.id)).toEqual([
      made[2]!.id,
    ]);
    expect((await page({ q: tag, status: "active" })).body.contractors).toHaveLength(4);
    expect((await page({ status: "retired" })).status).toBe(400);
    expect((await page({ cursor: "garbage" })).body.error).toBe("Invalid page cursor");
  });
});
