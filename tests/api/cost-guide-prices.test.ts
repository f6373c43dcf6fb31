/**
 * The cost guide follows the back office's Pricing tab: a change through the admin API changes the
 * guide's figures (lib/cost-guide/load.ts, what the pages render) at once, and marks the guide's
 * pages for regeneration with the home and location pages.
 */
import { POST as pricingUpdate } from "@/app/api/admin/pricing/update/route";
import { costGuideInForce } from "@/lib/cost-guide/load";
import { db } from "@/lib/db";
import { localFacts } from "@/lib/locations/local-facts";
import { runSeed } from "@/lib/seed";
import { signInAdminForFile } from "../helpers/admin-session";
import { params } from "../helpers/http";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
const { revalidatePath } = jest.requireMock("next/cache") as { revalidatePath: jest.Mock };

const { send } = signInAdminForFile();

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

const update = (updates: { name: string; value: number }[]) =>
  pricingUpdate(send("/api/admin/pricing/update", { updates }), params({}));

it("changes the guide's figures when the back office changes a rate, and refreshes its pages", async () => {
  const before = (await costGuideInForce(db))!;
  const bedroomRow = () => before.rooms.find((room) => room.label === "Bedroom")!;
  // Launch pricing: 432 sq ft of wall × ($1.85 + standard $0.12).
  expect(bedroomRow().wallsOnlyCents).toBe(85_104);
  expect(before.extras.find((extra) => extra.label === "A door")!.cents).toBe(6_940);
  expect(before.typicalJobs[0]!.totalCents).toBe(122_140);

  revalidatePath.mockClear();
  expect(
    (
      await update([
        { name: "wallCostPerSqFt", value: 2.5 },
        { name: "doorCost", value: 80 },
      ])
    ).status,
  ).toBe(200);

  const after = (await costGuideInForce(db))!;
  // 432 × ($2.50 + $0.12) = $1,131.84; a door $80.00 + premium $0.22 × 20 sq ft = $84.40.
  expect(after.rooms.find((room) => room.label === "Bedroom")!.wallsOnlyCents).toBe(113_184);
  expect(after.extras.find((extra) => extra.label === "A door")!.cents).toBe(8_440);
  // The bedroom job: $280.80 more wall and $15.00 more door.
  expect(after.typicalJobs[0]!.totalCents).toBe(122_140 + 28_080 + 1_500);
  expect(after.pricing.wallCostPerSqFt).toBe(2.5);
  // The location pages' typical prices are the same numbers.
  expect((await localFacts(db, "19103")).typicalJobs?.[0]?.totalCents).toBe(after.typicalJobs[0]!.totalCents);

  // Both languages' pages; a dynamic route by its folders, route group included (app/(en)/…).
  expect(revalidatePath.mock.calls).toEqual(
    expect.arrayContaining([
      ["/"],
      ["/(en)/location/[zipCode]", "page"],
      ["/cost/interior-painting"],
      ["/(en)/cost/interior-painting/[county]", "page"],
      ["/es"],
      ["/es/location/[zipCode]", "page"],
      ["/es/cost/interior-painting"],
      ["/es/cost/interior-painting/[county]", "page"],
    ]),
  );
});

it("leaves the guide out, rather than show $0.00, when the pricing is gone", async () => {
  await db.pricingConfigItem.updateMany({ data: { isActive: false } });
  expect(await costGuideInForce(db)).toBeNull();
  expect((await localFacts(db, "19103")).typicalJobs).toBeUndefined();
});
