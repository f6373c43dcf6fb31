import { createHmac, randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { ALL_IMPACTS, axeViolations } from "./support/axe";
import pg from "pg";
import { REVIEW_MESSAGES } from "../../lib/validations/review.shared";
import { watchViolations } from "./support/csp-violations";
import { fileChoosers } from "./support/file-chooser";
import { createOneRoomQuote } from "./support/quotes";

/**
 * The customer's review page, /review/{token}: a completed booking's signed link, filled in by
 * keyboard alone with one photo, saved, and found pre-filled after a reload; a job that is not
 * completed gets no form; a forged or expired link gets the cancel link's "Invalid Link" page.
 * The review e-mail itself (completion → outbox → link) is the whole-loop spec's.
 */

// A valid 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const DAY_MS = 86_400_000;
const REVIEW_TEXT = "Marco taped everything, patched two cracks and left the rooms spotless.";

interface Booking {
  id: string;
  scheduledDate: string;
  contractorName: string | null;
}

/**
 * The link the review e-mail carries (lib/reviews/tokens.ts): the booking id signed with
 * AUTH_SECRET for the purpose "review", in lib/security/signed-token.ts's format. Made here
 * because those modules are server-only; npm test gives this process the server's secret.
 */
function reviewToken(bookingId: string, expiresAt = Date.now() + 30 * DAY_MS) {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: run the end-to-end tests through `npm test -- e2e`.");
  const payload = Buffer.from(JSON.stringify({ b: bookingId, e: expiresAt })).toString("base64url");
  const signature = createHmac("sha256", secret).update(`review:${payload}`).digest("base64url");
  return `${payload}.${signature}`;
}

/** A one-room quote in 19103, booked through the API on a random free day slot. */
async function bookJob(request: APIRequestContext): Promise<Booking> {
  const quoteId = await createOneRoomQuote(request, {
    address: "2116 Spruce St, Philadelphia, PA 19103",
    customerName: "Riley Review",
    email: `e2e-review-${randomUUID()}@example.com`,
    phone: "(215) 555-0142",
  });
  const { availableDates } = (await (
    await request.get(`/api/contractor-available-dates?quoteId=${quoteId}`)
  ).json()) as { availableDates: string[] };

  // Random dates and slots, so the parallel tests of the run rarely want the same one.
  for (let attempt = 0; attempt < 10; attempt++) {
    const date = availableDates[Math.floor(Math.random() * availableDates.length)]!;
    const { timeSlots } = (await (
      await request.get(`/api/availability?date=${date}&quoteId=${quoteId}`)
    ).json()) as { timeSlots: { id: string; available: boolean }[] };
    const free = timeSlots.filter((s) => s.available && s.id !== "evening");
    const slot = free[Math.floor(Math.random() * free.length)];
    if (!slot) continue;
    const booking = await request.post("/api/bookings", {
      data: { quoteId, scheduledDate: date, timeSlot: slot.id },
    });
    if (booking.status() === 409) continue; // another test took the slot meanwhile
    expect(booking.status(), await booking.text()).toBe(201);
    return (await booking.json()) as Booking;
  }
  throw new Error("No free date and slot for the test booking");
}

/**
 * Marks the job done directly in the e2e database: completing it through the painter's portal
 * needs the job's date to be today and a painter's session, which the contractor-portal spec covers.
 */
async function completeJob(bookingId: string) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run the end-to-end tests through `npm test -- e2e`.");
  if (!/^[0-9a-f-]{36}$/.test(bookingId)) throw new Error(`unexpected booking id ${bookingId}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Plain statements (simple protocol, no prepared statement): safe next to the app on the embedded database too.
    await client.query(
      `UPDATE "JobAssignment" SET status = 'completed', "completedAt" = now() WHERE "bookingId" = '${bookingId}' AND status <> 'rejected'`,
    );
    await client.query(
      `UPDATE "Booking" SET status = 'completed', "completedAt" = now() WHERE id = '${bookingId}'`,
    );
  } finally {
    await client.end();
  }
}

/** "Tuesday, December 1", as lib/bookings/format.shared.ts writes it. */
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

/** Every axe violation of any impact, with the project's rule set (tests/e2e/accessibility.spec.ts). */

/** Presses Tab until `target` has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const stars = (page: Page) => page.getByRole("group", { name: "Your rating (required)" });
const reviewText = (page: Page) => page.getByRole("textbox", { name: "Your review (optional)" });
const firstName = (page: Page) => page.getByRole("textbox", { name: "First name (optional)" });
const town = (page: Page) => page.getByRole("textbox", { name: "Town (optional)" });

// Review saves are rate-limited per client address, which every browser of the run shares.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-review-${randomUUID()}` });
});

test.describe("review page", () => {
  test("a customer reviews a completed job by keyboard alone, with a photo, and finds it pre-filled", async ({
    page,
    request,
  }) => {
    test.slow();
    const booking = await bookJob(request);
    const painter = booking.contractorName?.split(" ")[0];
    expect(painter, "the booking has a painter").toBeTruthy();
    const path = `/review/${reviewToken(booking.id)}`;
    const choosers = fileChoosers(page);

    // Before the job is done: the reason, and no form.
    await page.goto(path);
    await expect(page.getByText(REVIEW_MESSAGES.notCompleted)).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);

    await completeJob(booking.id);
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src[^;]*'nonce-/);
    expect(headers["cache-control"]).toContain("no-store");
    await expect(page).toHaveTitle(/Review Your Painting Job/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
    await expect(page.getByRole("heading", { level: 1, name: "Review Your Painting Job" })).toBeVisible();
    await expect(page.getByText(/How did/)).toHaveText(
      `How did ${painter} do on your painting job of ${formatDate(booking.scheduledDate)}?`,
    );

    // Stars: Tab into the group, Space takes 1 star, the arrow keys move it to 4.
    await tabTo(page, stars(page).getByRole("radio", { name: "1 star" }));
    await page.keyboard.press("Space");
    await expect(stars(page).getByRole("radio", { name: "1 star" })).toBeChecked();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(stars(page).getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(stars(page).getByRole("radio", { name: "4 stars" })).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(reviewText(page)).toBeFocused();
    await page.keyboard.type(REVIEW_TEXT);
    await expect(page.getByText(`${REVIEW_TEXT.length} / 2,000 characters`)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(firstName(page)).toBeFocused();
    await page.keyboard.type("Riley");
    await page.keyboard.press("Tab");
    await expect(town(page)).toBeFocused();
    await page.keyboard.type("Media");

    // The photo: Enter on "Choose photos" opens the system's file picker.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Choose photos" })).toBeFocused();
    const chooser = choosers.next();
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({ name: "living-room.png", mimeType: "image/png", buffer: PNG });
    const photo = page.getByRole("img", { name: "Photo 1 (living-room.png)" });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await expect(page.getByRole("button", { name: "Remove Photo 1 (living-room.png)" })).toBeVisible();

    const send = page.getByRole("button", { name: "Send My Review" });
    await tabTo(page, send);
    const saved = page.waitForResponse(
      (r) => r.url().includes("/api/reviews/") && r.request().method() === "PUT",
    );
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(201);
    await expect(page.getByText(REVIEW_MESSAGES.saved)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: REVIEW_MESSAGES.saved })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // Still editable after a reload, with everything as it was sent.
    await page.reload();
    await expect(stars(page).getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(reviewText(page)).toHaveValue(REVIEW_TEXT);
    await expect(firstName(page)).toHaveValue("Riley");
    await expect(town(page)).toHaveValue("Media");
    await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Update My Review" })).toBeEnabled();
    expect(await violations()).toEqual([]);
  });

  test(
    "at 375 px wide: no axe violations and no horizontal scroll, before and after a missing rating",
    {
      tag: "@phone-only",
    },
    async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const booking = await bookJob(request);
      await completeJob(booking.id);

      await page.goto(`/review/${reviewToken(booking.id)}`);
      await expect(page.getByRole("button", { name: "Send My Review" })).toBeVisible();
      expect(await axeViolations(page, { impacts: ALL_IMPACTS })).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.getByRole("button", { name: "Send My Review" }).click();
      await expect(page.getByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();
      await expect(stars(page).getByRole("radio", { name: "1 star" })).toBeFocused();
      expect(await axeViolations(page, { impacts: ALL_IMPACTS })).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    },
  );

  test("a forged or expired link gets the same Invalid Link page as the cancel link", async ({ page }) => {
    const claims = Buffer.from(JSON.stringify({ b: randomUUID(), e: Date.now() + DAY_MS })).toString(
      "base64url",
    );
    // Letters and digits alone after the dot, as one real signature in four: still a page, with its CSP.
    const forged = `${claims}.bm90LXRoZS1zaWduYXR1cmU`;
    const card = page.locator('[data-slot="card"]');

    await page.goto(`/cancel-booking/${forged}`);
    await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
    const cancelCard = (await card.ariaSnapshot()).replace("This cancellation link", "This link");

    const violations = await watchViolations(page);
    for (const token of [forged, reviewToken(randomUUID(), Date.now() - 1000)]) {
      const response = await page.goto(`/review/${token}`);
      expect(response?.status()).toBe(200);
      expect(response!.headers()["content-security-policy"]).toMatch(/'nonce-/);
      await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
      await expect(page.getByText(REVIEW_MESSAGES.invalidLinkText)).toBeVisible();
      await expect(card.getByRole("link", { name: "Manage My Booking" })).toHaveAttribute(
        "href",
        "/manage-booking",
      );
      await expect(page.getByRole("radio")).toHaveCount(0);
      expect((await card.ariaSnapshot()).replace("This review link", "This link")).toBe(cancelCard);
      expect(await violations()).toEqual([]);
    }
  });
});
