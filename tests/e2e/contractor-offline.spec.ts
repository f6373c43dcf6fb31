import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { withDatabase } from "./support/database";
import {
  apiToken,
  bookJob,
  jobCard,
  loginThroughForm,
  rescheduleToToday,
  setAvailability,
  startedJob,
} from "./support/painter-jobs";
import { PART_NEEDS_CONNECTION } from "../../components/dashboard/lazy-part-texts";
import { addDays, todayInNewYork } from "../../lib/scheduling/dates.shared";

/**
 * The painter's dashboard with no signal (README "When there's no signal"): the jobs stay
 * readable, moves wait on the device and leave once when the network returns, a refused one is
 * said plainly, and Logout leaves no job data on the device.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** No other spec gives Tom jobs or moves them (contractor-app.spec.ts only signs him in): Montgomery is his priority-1 county. */
const TOM = { email: "tom.kowalski@example.com", password: "painter123", name: "Tom Kowalski" };
const NORRISTOWN = "1 W Main St, Norristown, PA 19401";
/** A demo painter no other spec signs in as or gives jobs. */
const DAVE = { email: "dave.obrien@example.com", password: "painter123" };
const unique = () => randomBytes(4).toString("hex");

const PUT_STATUS = /\/api\/contractor\/jobs\/[^/]+\/status$/;
const LAST_UPDATED = /Last updated [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)/;

/** The job's id, as the painter's API lists it. */
async function jobIdOf(request: APIRequestContext, token: string, bookingId: string) {
  const response = await request.get("/api/contractor/jobs", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const job = ((await response.json()) as { id: string; bookingId: string }[]).find(
    (j) => j.bookingId === bookingId,
  );
  expect(job, "the booked job is the painter's").toBeDefined();
  return job!.id;
}

/** What an admin cancelling the booking leaves in the database: the job can no longer change. */
async function cancelInDatabase(bookingId: string) {
  if (!/^[0-9a-f-]{36}$/.test(bookingId)) throw new Error(`unexpected booking id ${bookingId}`);
  await withDatabase(async (client) => {
    await client.query(`UPDATE "Booking" SET status = 'cancelled' WHERE id = '${bookingId}'`);
    await client.query(`UPDATE "JobAssignment" SET status = 'cancelled' WHERE "bookingId" = '${bookingId}'`);
  });
}

/** The offline view: the banner, when the jobs were saved, and every given job readable. */
async function expectCachedJobs(page: Page, cards: Locator[]) {
  const banner = page.getByRole("status").filter({ hasText: "Offline" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(LAST_UPDATED);
  for (const card of cards) await expect(card).toBeVisible();
}

test.describe("contractor dashboard without signal", { tag: "@phone-only" }, () => {
  test("jobs stay readable offline, a queued Start Job is sent once when back online, a refused move is shown, and Logout clears the device", async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const id = unique();
    const [toStart, toRefuse] = [`Offline Start ${id}`, `Offline Refused ${id}`];
    // Past the demo availability (30 days) and the other specs' dates: Tom is the only painter free.
    const date = addDays(todayInNewYork(), 33 + Math.floor(Math.random() * 10));
    const token = await apiToken(request, TOM.email, TOM.password);
    const nextDay = addDays(date, 1);
    for (const day of [date, nextDay])
      await setAvailability(request, token, day, ["morning", "afternoon", "evening"]);
    const started = await bookJob(request, toStart, date, NORRISTOWN);
    const refused = await bookJob(request, toRefuse, nextDay, NORRISTOWN);
    expect([started.contractorName, refused.contractorName]).toEqual([TOM.name, TOM.name]);
    // The job to start: acknowledged, on today's date. The other stays pending (to acknowledge).
    const startedJobId = await jobIdOf(request, token, started.id);
    const ack = await request.put(`/api/contractor/jobs/${startedJobId}/status`, {
      data: { status: "acknowledged", notes: "" },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ack.status(), await ack.text()).toBe(200);
    await rescheduleToToday(started.id);

    const puts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "PUT" && PUT_STATUS.test(new URL(sent.url()).pathname)) puts.push(sent.url());
    });

    // Online: the dashboard loads the jobs, and keeps them on the device.
    await loginThroughForm(page, TOM.email, TOM.password);
    const active = page.getByRole("region", { name: /Active Jobs/ });
    const pending = page.getByRole("region", { name: /Pending Job Assignments/ });
    const startCard = jobCard(active, toStart);
    const refuseCard = jobCard(pending, toRefuse);
    await expect(startCard.getByRole("button", { name: "Start Job" })).toBeVisible();
    await expect(refuseCard.getByRole("button", { name: "Acknowledge Job" })).toBeVisible();
    await expect(page.getByText("Offline", { exact: true })).toHaveCount(0);

    // The service worker keeps the dashboard page once it controls it (contractor-app.spec.ts).
    await expect
      .poll(() => page.evaluate(async () => (await caches.match("/contractor/dashboard")) !== undefined))
      .toBe(true);

    // No signal: a new load of the jobs gets no answer, and the kept ones are shown.
    await context.setOffline(true);
    await expectCachedJobs(page, [startCard, refuseCard]);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expectCachedJobs(page, [startCard, refuseCard]);
    // Reloaded without signal: the page from the service worker, the jobs from the device.
    await page.reload();
    await expectCachedJobs(page, [startCard, refuseCard]);
    await startCard.getByRole("button", { name: /View Details/ }).click();
    await expect(startCard.getByRole("link", { name: /Norristown/ })).toBeVisible();
    await expect(startCard.getByRole("link", { name: "(215) 555-0177" })).toBeVisible();

    await startCard.getByRole("button", { name: "Start Job" }).click();
    await expect(startCard).toContainText(
      "Waiting for signal: Start Job will be sent when you're back online",
    );
    await expect(startCard.getByRole("button", { name: "Start Job" })).toHaveCount(0);
    expect(puts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // Back online: the move leaves once, and the job shows it.
    await context.setOffline(false);
    await expect(startCard.getByText("In Progress", { exact: true })).toBeVisible();
    await expect(startCard.getByText(/Waiting for signal/)).toHaveCount(0);
    await expect(page.getByText("Offline", { exact: true })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(":moves")).length))
      .toBe(0);
    expect(puts).toHaveLength(1);

    // A move the server refuses: the job was cancelled while the painter had no signal.
    await context.setOffline(true);
    await expectCachedJobs(page, [refuseCard]);
    await refuseCard.getByRole("button", { name: "Acknowledge Job" }).click();
    await expect(refuseCard).toContainText(
      "Waiting for signal: Acknowledge Job will be sent when you're back online",
    );
    await cancelInDatabase(refused.id);
    await context.setOffline(false);
    const alert = page.getByRole("alert").filter({ hasText: toRefuse });
    await expect(alert).toContainText(
      `Acknowledge Job for Painting Job: ${toRefuse} was not sent. This job was cancelled and can no longer change.`,
    );
    await expect(jobCard(page, toRefuse)).toHaveCount(0);
    expect(puts).toHaveLength(2);
    expect(await axeViolations(page)).toEqual([]);
    await alert.getByRole("button", { name: /Dismiss/ }).click();
    await expect(alert).toHaveCount(0);

    // Logout leaves no job data on the device: nothing in storage, no cache (one is made here so
    // that clearing it is seen to happen; the service worker's caches go the same way).
    await page.evaluate(async () => {
      const cache = await caches.open("brushwise-e2e-check");
      await cache.put("/contractor/dashboard", new Response("jobs"));
    });
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain(toStart);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/contractor\/login$/);
    const left = await page.evaluate(async () => {
      const cached: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) cached.push(`${name} ${request.url}`);
      return {
        storage: JSON.stringify(localStorage),
        caches: await caches.keys(),
        cached,
        databases: (await indexedDB.databases()).map((db) => db.name),
      };
    });
    expect(left.storage).not.toContain(toStart);
    expect(left.storage).not.toContain("brushwise-offline:");
    // Every cache went, the dashboard page with it, but the app's own files (the build's scripts,
    // styles and font, the icons: the same for every painter, no one's data), which stay so the app
    // comes up styled the next time there is no signal.
    expect(left.caches).not.toContain("brushwise-e2e-check");
    expect(left.caches).not.toContain("brushwise-painter-pages");
    expect(left.cached.filter((entry) => !/ https?:\/\/[^/]+\/(_next\/static|pwa)\//.test(entry))).toEqual(
      [],
    );
    // The dashboard keeps nothing in IndexedDB; the service worker's one database holds when each
    // build file was last used (Serwist's expiration), no job data.
    expect(left.databases.filter((name) => name !== "serwist-expiration")).toEqual([]);
  });

  test("on a phone that opened nothing since signing in, with no signal and no HTTP cache, the app comes up styled, every tab and Complete Job open, and the completion is sent once back online", async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const customer = `Basement ${unique()}`;
    await startedJob(request, DAVE.email, {
      customerName: customer,
      email: `basement-${unique()}@example.com`,
    });
    const puts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "PUT" && PUT_STATUS.test(new URL(sent.url()).pathname)) puts.push(sent.url());
    });

    // Signed in, and nothing opened but the job list: the page says when the app is kept whole.
    await loginThroughForm(page, DAVE.email, DAVE.password);
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");

    // No signal, and the browser's own HTTP cache cleared (as Android does to free space): only
    // the service worker's caches are left to come up from.
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    // (A DevTools session of the test's own, gone again: while attached it would tell the page it is online.)
    await cdp.detach();
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    const card = jobCard(page.getByRole("region", { name: /Active Jobs/ }), customer);
    await expectCachedJobs(page, [card]);

    // Styled: the style sheet applied (the heading's size, its font stack and the layout's margin
    // are the app's, not a browser default's). The app uses the phone's own fonts: nothing to load.
    const look = await page.evaluate(() => {
      const heading = getComputedStyle(document.querySelector("h1")!);
      return {
        headingSize: heading.fontSize,
        family: heading.fontFamily,
        bodyMargin: getComputedStyle(document.body).margin,
      };
    });
    expect(look.headingSize).toBe("24px");
    expect(look.family).toMatch(/^ui-sans-serif, system-ui/);
    expect(look.bodyMargin).toBe("0px");

    // Every tab opens: its part of the page is there, never the notice that it needs a connection.
    const opened = {
      "My Schedule": page.getByRole("tabpanel").getByTestId("job-card").filter({ hasText: customer }),
      "Job History": page.getByRole("tabpanel").getByRole("heading").first(),
      "Set Availability": page.getByRole("heading", { name: "Set Availability" }),
      "My Reviews": page.getByText(/Your reviews could not be loaded|My Reviews/).first(),
      "Alerts & Calendar": page.getByRole("heading", { name: "Job alerts" }),
    };
    for (const [tab, content] of Object.entries(opened)) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(content, tab).toBeVisible();
      await expect(page.getByText(PART_NEEDS_CONNECTION)).toHaveCount(0);
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
    }

    // Complete Job on the started job: the dialog opens, and the completion waits on the phone.
    await page.getByRole("tab", { name: "Job Management" }).click();
    await card.getByRole("button", { name: "Complete Job" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Job" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Completion notes (optional)").fill("Finished in the basement.");
    // For the README and the note (docs/screenshots/painter-complete-job-offline-375.png).
    await page.screenshot({ path: test.info().outputPath("complete-job-offline-375.png") });
    await dialog.getByRole("button", { name: "Mark as Completed" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText("Waiting for signal: Complete Job will be sent when you're back online");
    expect(puts).toEqual([]);

    // Back online: sent once, and the job leaves the open list.
    await context.setOffline(false);
    await expect(card).toHaveCount(0);
    await expect(page.getByText("Offline", { exact: true })).toHaveCount(0);
    expect(puts).toHaveLength(1);
  });
});
