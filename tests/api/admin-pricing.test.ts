import { GET as pricingConfig } from "@/app/api/admin/pricing/config/route";
import { POST as pricingUpdate } from "@/app/api/admin/pricing/update/route";
import { db } from "@/lib/db";
import { createTestQuote } from "../helpers/fixtures";
import { params } from "../helpers/http";
import { signInAdminForFile } from "../helpers/admin-session";

const { get, send } = signInAdminForFile();

describe("pricing", () => {
  it("applies an update to the next quote's total, and refuses bad updates whole", async () => {
    const before = await createTestQuote({ wallSqFt: 800 });
    const bad = await pricingUpdate(
      send("/api/admin/pricing/update", {
        updates: [
          { name: "wallCostPerSqFt", value: 9 },
          { name: "nonsense", value: 1 },
        ],
      }),
      params({}),
    );
    expect(bad.status).toBe(400);
    expect(
      (
        await pricingUpdate(
          send("/api/admin/pricing/update", { updates: [{ name: "wallCostPerSqFt", value: -1 }] }),
          params({}),
        )
      ).status,
    ).toBe(400);
    expect((await createTestQuote({ wallSqFt: 800 })).totalCost).toBe(before.totalCost);

    const ok = await pricingUpdate(
      send("/api/admin/pricing/update", { updates: [{ name: "wallCostPerSqFt", value: 3 }] }),
      params({}),
    );
    expect(ok.status).toBe(200);
    const after = await createTestQuote({ wallSqFt: 800 });
    expect(after.totalCost).toBeGreaterThan(before.totalCost);
    const items = await (await pricingConfig(get("/api/admin/pricing/config"), params({}))).json();
    expect(items.find((i: { name: string }) => i.name === "wallCostPerSqFt")).toMatchObject({
      value: 3,
      category: "surfaces",
    });
    expect(
      await db.auditLog.count({ where: { action: "pricing.update", entityId: "wallCostPerSqFt" } }),
    ).toBe(1);
    await pricingUpdate(
      send("/api/admin/pricing/update", { updates: [{ name: "wallCostPerSqFt", value: 1.85 }] }),
      params({}),
    );
  });
});
