/**
 * E. Coherent instances (lib/pages, Postgres LISTEN/NOTIFY): a pricing change, a published review
 * and an erasure made through instance 1's back office show on instance 2's public pages within
 * seconds, though instance 2 had those pages cached (its ISR copy and its page cache) for minutes
 * to come. Without the notification instance 2 would serve its copies until they expire (300 s).
 * The same for what instance 2's API answers from memory (lib/pages/public-data.ts): the pricing in
 * force (GET /api/pricing/config) and the service areas (POST /api/check-service-area).
 */
import { newMarker, seedReviews } from "../../../tests/e2e/support/reviews-data";
import { adminSession, api, type Target } from "../client";
import { dbUrl } from "../config";
import { check, info, waitFor } from "../harness";
import type { Instance } from "../instances";

const LOCATION = "/location/19380"; // Chester County: the seeded review's

const page = async (instance: Target, path: string) => {
  const answer = await api(instance, "GET", path, undefined, { accept: "text/html" });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer.text ?? "";
};

/** Until `check()` holds; how long it took (ms). */
async function trueWithin(what: string, check: () => Promise<boolean>) {
  const started = Date.now();
  await waitFor(what, check, { timeoutMs: 15_000, intervalMs: 50 });
  return Date.now() - started;
}

const doorCostOn = async (instance: Target) =>
  (await api<{ doorCost?: number }>(instance, "GET", "/api/pricing/config")).json?.doorCost;

/** Zip 15222 (Pittsburgh): no seeded area covers it. */
const OUTSIDE_ADDRESS = "600 Grant St, Pittsburgh, PA 15222";
const servedOn = async (instance: Target) =>
  (
    await api<{ isServiceable?: boolean }>(
      instance,
      "POST",
      "/api/check-service-area",
      { address: OUTSIDE_ADDRESS },
      { origin: instance.url },
    )
  ).json?.isServiceable;

/** Until `path` on `instance` satisfies `shows`; how long it took (ms). */
async function shownWithin(instance: Target, path: string, shows: (html: string) => boolean, what: string) {
  const started = Date.now();
  await waitFor(what, async () => shows(await page(instance, path)), { timeoutMs: 15_000, intervalMs: 100 });
  return Date.now() - started;
}

export async function pagesScenario([one, two]: [Instance, Instance]): Promise<void> {
  const marker = newMarker();
  const text = `Spotless stairwell in West Chester (${marker}).`;
  const [review] = await seedReviews(
    marker,
    [
      { rating: 5, text, displayName: "Morgan", town: "West Chester", county: "Chester", status: "pending" },
      // The home page lists real reviews once there are a few with words.
      ...[4, 5].map((rating) => ({
        rating,
        text: `Tidy work on our hallway (${marker}, ${rating}).`,
        county: "Chester" as const,
        status: "published" as const,
      })),
    ],
    dbUrl,
  );
  const admin = await adminSession(one);

  // Instance 2 serves the pages from its caches (rendered, then kept by the page cache).
  for (const path of ["/", LOCATION]) for (let i = 0; i < 3; i++) await page(two, path);
  // A price no earlier run left in a reused build's regenerated pages.
  const newCost = 66 + Math.floor(Math.random() * 3000) / 100;
  const newPrice = `Doors at $${newCost.toFixed(2)} each`;
  const before = await page(two, LOCATION);
  check(
    "instance 2 shows a door price before the change, not the new one",
    /Doors at \$\d+\.\d\d each/.test(before) && !before.includes(newPrice),
  );

  // Instance 2's API answers the pricing from memory (asked more than once: kept after the first).
  const doorCostBefore = [await doorCostOn(two), await doorCostOn(two)];
  check(
    "instance 2's GET /api/pricing/config answers the price in force before the change",
    doorCostBefore.every((cost) => typeof cost === "number" && cost !== newCost),
    doorCostBefore,
  );

  const priced = await api(
    one,
    "POST",
    "/api/admin/pricing/update",
    { updates: [{ name: "doorCost", value: newCost }] },
    admin,
  );
  check("pricing updated on instance 1", priced.status === 200, priced.text);
  const pricingMs = await shownWithin(
    two,
    LOCATION,
    (html) => html.includes(newPrice),
    "the new door price on instance 2",
  );
  info(`pricing change on instance 1 → shown by instance 2 after ${pricingMs} ms`);
  const apiPricingMs = await trueWithin(
    "the new door price in instance 2's GET /api/pricing/config",
    async () => (await doorCostOn(two)) === newCost,
  );
  info(`pricing change on instance 1 → instance 2's pricing API after ${apiPricingMs} ms (or less)`);
  check(
    "a pricing change reaches the other instance's pricing API (kept in memory) within seconds",
    apiPricingMs < 10_000,
    apiPricingMs,
  );

  // The service-area check, kept in memory the same way: an area added, then deactivated, on instance 1.
  const servedBefore = [await servedOn(two), await servedOn(two)];
  check(
    "instance 2 does not serve 15222 before the change",
    servedBefore.every((s) => s === false),
    servedBefore,
  );
  const area = await api<{ id?: string }>(
    one,
    "POST",
    "/api/admin/service-areas",
    { name: `Cluster ${marker}`, type: "zipcode", zipCodes: ["15222"] },
    admin,
  );
  check("service area added on instance 1", area.status === 201 && !!area.json?.id, area.text);
  const addedMs = await trueWithin("instance 2 serving 15222", async () => (await servedOn(two)) === true);
  const off = await api(one, "PUT", `/api/admin/service-areas/${area.json?.id}`, { isActive: false }, admin);
  check("service area deactivated on instance 1", off.status === 200, off.text);
  const removedMs = await trueWithin(
    "instance 2 no longer serving 15222",
    async () => (await servedOn(two)) === false,
  );
  info(
    `service area added / deactivated on instance 1 → instance 2's check after ${addedMs} / ${removedMs} ms`,
  );
  check(
    "a service-area change reaches the other instance's check (kept in memory) within seconds",
    addedMs < 10_000 && removedMs < 10_000,
    { addedMs, removedMs },
  );
  check(
    "a pricing change reaches the other instance's location pages within seconds",
    pricingMs < 10_000,
    pricingMs,
  );

  const published = await api(one, "POST", `/api/admin/reviews/${review!.id}/publish`, undefined, admin);
  check("review published on instance 1", published.status === 200, published.text);
  const publishMs = await shownWithin(
    two,
    LOCATION,
    (html) => html.includes(text),
    "the published review on instance 2",
  );
  const homeShows = (await page(two, "/")).includes(text);
  info(`review published on instance 1 → shown by instance 2 after ${publishMs} ms`);
  check(
    "a published review reaches the other instance's pages (location and home) within seconds",
    publishMs < 10_000 && homeShows,
    { publishMs, homeShows },
  );

  const erased = await api(
    one,
    "POST",
    `/api/admin/bookings/${review!.bookingId}/erase-personal-data`,
    undefined,
    admin,
  );
  check("personal data erased on instance 1", erased.status === 200, erased.text);
  const erasureMs = await shownWithin(
    two,
    LOCATION,
    (html) => html.includes(text) && !html.includes("Morgan from West Chester"),
    "the erased name gone from instance 2",
  );
  info(`erasure on instance 1 → name gone from instance 2 after ${erasureMs} ms`);
  check("an erasure reaches the other instance's pages within seconds", erasureMs < 10_000, erasureMs);

  // Back to the default for the scenarios that follow.
  await api(one, "POST", "/api/admin/pricing/update", { updates: [{ name: "doorCost", value: 65 }] }, admin);
}
