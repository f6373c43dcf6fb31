/**
 * Coherent instances: a moderator's decision, a pricing change and an erasure reach the
 * other instances through Postgres (lib/pages/page-changes.ts, LISTEN/NOTIFY). Here the listener
 * (lib/pages/page-change-listener.ts) stands for another instance: it hears each change, ignores
 * its own instance's and another schema's, and refreshes after it lost its connection. The route
 * that refreshes an instance's pages opens only to the process's own secret.
 */
import { POST as checkArea } from "@/app/api/check-service-area/route";
import { POST as refreshRoute } from "@/app/api/internal/public-pages/route";
import { GET as getPricing } from "@/app/api/pricing/config/route";
import { updatePricing } from "@/lib/admin/pricing";
import { createServiceArea, updateServiceArea } from "@/lib/admin/service-areas";
import { erasePersonalData } from "@/lib/bookings/erase-personal-data";
import { db } from "@/lib/db";
import { internalHeaders } from "@/lib/pages/internal-request";
import { listenForPageChanges, type PageRefreshReason } from "@/lib/pages/page-change-listener";
import { PAGE_CHANGES_CHANNEL } from "@/lib/pages/page-changes";
import { keepPublicData } from "@/lib/pages/public-data";
import { publishReview } from "@/lib/reviews/moderation";
import { runSeed } from "@/lib/seed";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { getRequest, jsonRequest, params } from "../helpers/http";

/** The embedded database serves one connection at a time; a listener holds one for good. */
const describeWithTwoConnections = process.env.EMBEDDED_DB ? describe.skip : describe;

const APPLICATION = "page-changes-test";

/** The listener's refreshes, in order, each awaited as a state rather than after a delay. */
function recorder() {
  const seen: PageRefreshReason[] = [];
  const waiters: (() => void)[] = [];
  return {
    onChange(reason: PageRefreshReason) {
      seen.push(reason);
      waiters.splice(0).forEach((wake) => wake());
    },
    /** Resolves with the next refresh (after the `count` already seen). */
    async next(count = seen.length): Promise<PageRefreshReason> {
      while (seen.length <= count) await new Promise<void>((resolve) => waiters.push(resolve));
      return seen[count]!;
    },
    seen,
  };
}

/** The listener stands for this instance; this test process's own notices come from a peer. */
const LISTENER = "the-listening-instance";

const notice = (origin: string, change: string, schema?: string) =>
  db.$executeRaw`SELECT pg_notify(${PAGE_CHANGES_CHANNEL},
    json_build_object('origin', ${origin}::text, 'schema', coalesce(${schema ?? null}::text, current_schema()),
                      'change', ${change}::text)::text)`;
const peerNotice = (change: string, schema?: string) => notice("another-instance", change, schema);

describeWithTwoConnections("the page-change listener", () => {
  const refreshes = recorder();
  /** What it told of its connection: listening (true) or lost (false), in order. */
  const listening: boolean[] = [];
  let listener: ReturnType<typeof listenForPageChanges>;

  beforeAll(async () => {
    await runSeed(db, { demo: false });
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set("application_name", APPLICATION);
    listener = listenForPageChanges({
      databaseUrl: url.toString(),
      connectTimeoutMs: 3_000,
      checkTimeoutMs: 3_000,
      checkEveryMs: 60_000,
      retryFirstMs: 10,
      self: LISTENER,
      onChange: refreshes.onChange,
      onListening: (on) => listening.push(on),
    });
    await listener.listening;
    expect(listening).toEqual([true]);
  });

  afterAll(() => listener.stop());

  it("hears another instance's change, and not its own instance's nor another schema's", async () => {
    const before = refreshes.seen.length;
    await notice(LISTENER, "reviews"); // its own: it refreshed itself where the change happened
    await peerNotice("reviews", "some_other_schema");
    await peerNotice("pricing");
    expect(await refreshes.next(before)).toBe("pricing");
  });

  it("hears a pricing change, a published review and an erasure made through the domain functions", async () => {
    let before = refreshes.seen.length;
    await updatePricing(db, { updates: [{ name: "doorCost", value: 70 }] });
    expect(await refreshes.next(before)).toBe("pricing");

    const painter = await createContractor({ areas: [["Philadelphia", 1]] });
    const quote = await createTestQuote();
    const booking = await db.booking.create({
      data: {
        quoteId: quote.id,
        status: "completed",
        scheduledDate: new Date("2026-10-01"),
        timeSlot: "morning",
      },
    });
    const review = await db.review.create({
      data: {
        bookingId: booking.id,
        contractorId: painter.id,
        rating: 5,
        displayName: "Robin",
        county: "Philadelphia",
      },
    });
    before = refreshes.seen.length;
    await publishReview(db, review.id);
    expect(await refreshes.next(before)).toBe("reviews");

    before = refreshes.seen.length;
    await erasePersonalData(db, booking.id);
    expect(await refreshes.next(before)).toBe("erasure");

    before = refreshes.seen.length;
    const area = await createServiceArea(db, { name: "Listener test", type: "zipcode", zipCodes: ["15222"] });
    expect(await refreshes.next(before)).toBe("service-areas");
    before = refreshes.seen.length;
    await updateServiceArea(db, area.id, { isActive: false });
    expect(await refreshes.next(before)).toBe("service-areas");
  });

  it("refreshes once it is back after losing its connection (changes may have been missed meanwhile)", async () => {
    const before = refreshes.seen.length;
    const ended = await db.$queryRaw<{ ended: boolean }[]>`
      SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = ${APPLICATION}`;
    expect(ended).toEqual([{ ended: true }]);
    expect(await refreshes.next(before)).toBe("reconnected");
    // It said it was not listening while the connection was lost, and listening again once back.
    expect(listening.slice(-2)).toEqual([false, true]);
    // And it listens again.
    await peerNotice("reviews");
    expect(await refreshes.next(before + 1)).toBe("reviews");
  });
});

describe("POST /api/internal/public-pages", () => {
  const call = (headers: Record<string, string>) =>
    refreshRoute(jsonRequest("/api/internal/public-pages", "", "POST", headers), params({}));

  it("refreshes this instance's pages for the process itself (its secret), and is not there for anyone else", async () => {
    expect((await call(internalHeaders())).status).toBe(204);
    const forged = await call({ "x-brushwise-internal": "0".repeat(64) });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ error: "Not found" });
    expect((await call({})).status).toBe(404);
  });
});

describe("the public data the API answers from memory (lib/pages/public-data.ts)", () => {
  const doorCost = async () =>
    ((await (await getPricing(getRequest("/api/pricing/config"), params({}))).json()) as { doorCost: number })
      .doorCost;
  const serves15222 = async () =>
    (
      (await (
        await checkArea(
          jsonRequest("/api/check-service-area", { address: "600 Grant St, Pittsburgh, PA 15222" }),
          params({}),
        )
      ).json()) as { isServiceable: boolean }
    ).isServiceable;

  beforeAll(() => runSeed(db, { demo: false }));
  // As while this instance's listener is connected (the tests have none: loaded afresh otherwise).
  beforeEach(() => keepPublicData(true));
  afterEach(() => keepPublicData(false));

  it("answers the pricing from memory, and the new pricing as soon as the back office saves it", async () => {
    const kept = await doorCost();
    // A change behind the app's back is not seen while the answer is kept…
    await db.pricingConfigItem.update({ where: { name: "doorCost" }, data: { value: kept + 1 } });
    expect(await doorCost()).toBe(kept);
    // …one saved through the back office is, at once (and announced to the other instances).
    await updatePricing(db, { updates: [{ name: "doorCost", value: kept + 2 }] });
    expect(await doorCost()).toBe(kept + 2);
    await updatePricing(db, { updates: [{ name: "doorCost", value: kept }] });
  });

  it("answers the service-area check from memory, and follows the back office's changes at once", async () => {
    expect(await serves15222()).toBe(false);
    const area = await createServiceArea(db, { name: "Kept test", type: "zipcode", zipCodes: ["15222"] });
    expect(await serves15222()).toBe(true);
    await db.serviceArea.update({ where: { id: area.id }, data: { isActive: false } }); // behind its back
    expect(await serves15222()).toBe(true);
    await updateServiceArea(db, area.id, { isActive: false });
    expect(await serves15222()).toBe(false);
  });

  it("reads afresh when not kept (no listener: the tests, scripts, the embedded database)", async () => {
    keepPublicData(false);
    const now = await doorCost();
    await db.pricingConfigItem.update({ where: { name: "doorCost" }, data: { value: now + 3 } });
    expect(await doorCost()).toBe(now + 3);
    await db.pricingConfigItem.update({ where: { name: "doorCost" }, data: { value: now } });
  });
});
