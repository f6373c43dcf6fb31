import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { PNG_1X1 } from "../helpers/http";
import { withDatabase } from "./support/database";
import { newMarker, seedReviews, type SeededReview } from "./support/reviews-data";

/**
 * The back office's Reviews tab: the moderation queue opens on Pending, filters by
 * status, pages 25 at a time, publishes (a held text only after a confirmation), hides and replies,
 * each decision reaching the database with its audit row; and the tab fits a 375 px phone.
 *
 * Each test writes its own reviews straight into the e2e database, every one dated a day ahead (a millisecond apart) so
 * that they head the newest-first list whatever reviews other specs write meanwhile. The tests run
 * in order: each one's reviews are then newer than the ones before it.
 */
test.describe.configure({ mode: "serial" });

// This spec's reviews are dated a day ahead so that they head the newest-first list while it runs.
// Afterwards they go back a few days: the whole-loop spec, which runs next, needs its own fresh
// review to be the newest (on the first page), as a real customer's would be.
test.afterAll(async () => {
  await withDatabase((client) =>
    client.query(
      `UPDATE "Review" SET "createdAt" = (now() AT TIME ZONE 'UTC') - interval '3 days'
       WHERE "createdAt" > now() AT TIME ZONE 'UTC'`,
    ),
  );
});

// Desktop back office, as admin.spec.ts (the 375 px check sets its own viewport), in the
// "moderation" project, after the specs that read the public pages (playwright.config.ts).
test.beforeEach(async ({ page }) => {
  // Many steps, each a server round trip, on a machine the other workers share.
  test.setTimeout(90_000);
  // Login throttling and upload limits count per address: each test is its own client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-admin-reviews-${randomUUID()}` });
});

const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "test-admin-password";

// ─── The data each test writes ──────────────────────────────────────────────

/** A real photo through the upload pipeline, as the review page sends one. */
async function uploadPhoto(page: Page): Promise<{ id: string; url: string }> {
  const response = await page.request.post("/api/uploads/room-photos", {
    multipart: { file: { name: "hallway.png", mimeType: "image/png", buffer: PNG_1X1 } },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function reviewRow(id: string) {
  return withDatabase(async (client) => {
    const review = await client.query(`SELECT status, reply, "publishedAt" FROM "Review" WHERE id = $1`, [
      id,
    ]);
    const audit = await client.query(
      `SELECT action, after FROM "AuditLog" WHERE entity = 'Review' AND "entityId" = $1 ORDER BY "createdAt"`,
      [id],
    );
    return {
      ...(review.rows[0] as { status: string; reply: string | null; publishedAt: Date | null }),
      audit: audit.rows as { action: string; after: { status: string; reply: string | null } }[],
    };
  });
}

// ─── The page ───────────────────────────────────────────────────────────────

/** Signs in through the API (the login form has its own spec) and opens the Reviews tab. */
async function openReviews(page: Page) {
  const login = await page.request.post("/api/admin/login", {
    data: { username: "admin", password: ADMIN_PASSWORD },
    headers: { "x-forwarded-for": `e2e-admin-reviews-${randomUUID()}` },
  });
  expect(login.status()).toBe(200);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Reviews" }).click();
  // The dashboard's first paint asks for five things at once; on a busy two-core machine the
  // tab's first page can take longer than an assertion's 5 s.
  await expect(page.getByText(/^Showing \d+ reviews?$/)).toBeVisible({ timeout: 20_000 });
}

const reviewList = (page: Page) => page.getByRole("list", { name: "Reviews" });
/** A review's card, found by its text (author lines repeat: "a homeowner in Chester County"). */
const card = (page: Page, review: SeededReview) =>
  reviewList(page)
    .getByRole("article")
    .filter({ hasText: review.text ?? review.author });
/** The headings of the cards shown, in order. */
const shownAuthors = (page: Page) => reviewList(page).getByRole("heading", { level: 3 });

async function choose(page: Page, option: string) {
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function expectBadge(reviewCard: Locator, status: string) {
  await expect(reviewCard.getByText(status, { exact: true })).toBeVisible();
}

// ─── Tests ──────────────────────────────────────────────────────────────────

test.describe("admin: reviews", () => {
  test("filters pending reviews, publishes a held one after a confirmation, hides one and replies to one", async ({
    page,
  }) => {
    const marker = newMarker();
    const photo = await uploadPhoto(page);
    const [ada, held, plain, done] = await seedReviews(marker, [
      {
        rating: 5,
        text: `Spotless work in every room, thank you (${marker} ada).`,
        displayName: `Ada ${marker}`,
        town: "Media",
        county: "Delaware",
        photoId: photo.id,
      },
      {
        rating: 4,
        text: `Good painters, and cheaper ones at www.paint-deals.biz (${marker} held).`,
        county: "Chester",
        heldReason: "links",
      },
      { rating: 2, text: `Late by an hour and left drips (${marker} plain).`, county: "Chester" },
      {
        rating: 5,
        text: `Already on the site (${marker} done).`,
        displayName: `Dee ${marker}`,
        town: "Media",
        county: "Delaware",
        status: "published",
      },
    ]);
    await openReviews(page);

    // Pending first: this test's three pending reviews head it, newest first; the published one is not there.
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Pending");
    await expect(shownAuthors(page).nth(0)).toHaveText(`Review by ${ada!.author}`);
    await expect(shownAuthors(page).nth(1)).toHaveText(`Review by ${held!.author}`);
    await expect(shownAuthors(page).nth(2)).toHaveText(`Review by ${plain!.author}`);
    await expect(card(page, done!)).toHaveCount(0);

    const adaCard = card(page, ada!);
    await expect(adaCard.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
    await expect(adaCard).toContainText(`PainterRita Roller ${marker}`);
    await expect(adaCard).toContainText(`Booking${ada!.bookingId}`);
    await expectBadge(adaCard, "Pending");
    const thumbnail = adaCard.getByRole("link", { name: /^Photo 1 of 1, review by / });
    await expect(thumbnail).toHaveAttribute("href", photo.url);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const heldCard = card(page, held!);
    await expect(heldCard).toContainText("Contains a link: held for moderation.");
    await expect(card(page, plain!)).not.toContainText("held for moderation");

    // All shows the published one too.
    await choose(page, "All reviews");
    await expectBadge(card(page, done!), "Published");
    await choose(page, "Pending");
    await expect(card(page, done!)).toHaveCount(0);

    // Publishing the held review asks first, with its text; Cancel leaves it pending.
    const publishHeld = heldCard.getByRole("button", {
      name: "Publish review by a homeowner in Chester County",
    });
    await publishHeld.click();
    let confirm = page.getByRole("alertdialog", { name: "Publish this held review?" });
    await expect(confirm).toContainText("www.paint-deals.biz");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    expect((await reviewRow(held!.id)).status).toBe("pending");

    await publishHeld.click();
    confirm = page.getByRole("alertdialog", { name: "Publish this held review?" });
    await confirm.getByRole("button", { name: "Publish Review" }).click();
    await expect(page.getByText("Review published", { exact: true })).toBeVisible();
    // Published, it leaves the pending list.
    await expect(heldCard).toHaveCount(0);
    const published = await reviewRow(held!.id);
    expect(published.status).toBe("published");
    expect(published.publishedAt).not.toBeNull();
    expect(published.audit).toEqual([
      { action: "review.publish", after: { status: "published", reply: null } },
    ]);

    // Hide, from the keyboard.
    const plainCard = card(page, plain!);
    await plainCard.getByRole("button", { name: "Hide review by a homeowner in Chester County" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Review hidden", { exact: true })).toBeVisible();
    await expect(plainCard).toHaveCount(0);
    expect((await reviewRow(plain!.id)).audit).toEqual([
      { action: "review.hide", after: { status: "hidden", reply: null } },
    ]);

    // Reply: a blank one is refused in the dialog, then one is saved and shown on the card.
    await adaCard.getByRole("button", { name: `Reply to the review by ${ada!.author}` }).click();
    const dialog = page.getByRole("dialog", { name: "Reply to review" });
    const reply = dialog.getByRole("textbox", { name: "Reply" });
    await reply.fill("   ");
    await dialog.getByRole("button", { name: "Save Reply" }).click();
    await expect(dialog.getByText("The reply should be between 1 and 500 characters")).toBeVisible();
    await reply.fill(`Thank you, Ada! (${marker})`);
    await dialog.getByRole("button", { name: "Save Reply" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Reply saved", { exact: true })).toBeVisible();
    await expect(adaCard).toContainText(`Thank you, Ada! (${marker})`);
    await expect(
      adaCard.getByRole("button", { name: `Edit reply to the review by ${ada!.author}` }),
    ).toBeVisible();
    const replied = await reviewRow(ada!.id);
    expect(replied).toMatchObject({ status: "pending", reply: `Thank you, Ada! (${marker})` });
    expect(replied.audit.map((a) => a.action)).toEqual(["review.reply"]);

    // Under All, each shows its new status.
    await choose(page, "All reviews");
    await expectBadge(card(page, held!), "Published");
    await expectBadge(card(page, plain!), "Hidden");
    await expectBadge(card(page, ada!), "Pending");
    await choose(page, "Hidden");
    await expectBadge(card(page, plain!), "Hidden");
    await expect(card(page, held!)).toHaveCount(0);
  });

  test("pages through more than 25 pending reviews with Next and Previous", async ({ page }) => {
    const marker = newMarker();
    const plans = Array.from({ length: 27 }, (_, i) => ({
      rating: (i % 5) + 1,
      text: `Review number ${i + 1} of this batch (${marker}).`,
      displayName: `Guest ${String(i + 1).padStart(2, "0")}`,
      town: marker,
      county: "Chester" as const,
    }));
    const seeded = await seedReviews(marker, plans);
    await openReviews(page);

    const pager = page.getByRole("navigation", { name: "Reviews pages" });
    await expect(page.getByText("Showing 25 reviews")).toBeVisible();
    await expect(shownAuthors(page)).toHaveText(seeded.slice(0, 25).map((r) => `Review by ${r.author}`));
    await expect(pager.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");

    await pager.getByRole("button", { name: "Next" }).click();
    await expect(pager.getByText("Page 2")).toBeVisible();
    await expect(shownAuthors(page).nth(0)).toHaveText(`Review by ${seeded[25]!.author}`);
    await expect(shownAuthors(page).nth(1)).toHaveText(`Review by ${seeded[26]!.author}`);

    await pager.getByRole("button", { name: "Previous" }).click();
    await expect(pager.getByText("Page 1")).toBeVisible();
    await expect(shownAuthors(page).first()).toHaveText(`Review by ${seeded[0]!.author}`);
  });

  test("fits a 375 px phone, with no serious accessibility violation", async ({ page }) => {
    const marker = newMarker();
    const photo = await uploadPhoto(page);
    const [held] = await seedReviews(marker, [
      {
        rating: 3,
        // One long unbroken link: the card must wrap it, not widen the page.
        text: `Call me instead: https://www.paint-deals.biz/${"very-long-path-".repeat(8)}${marker}`,
        displayName: `Bartholomew ${marker}`,
        town: "King of Prussia",
        county: "Delaware",
        heldReason: "links",
        photoId: photo.id,
      },
    ]);
    await page.setViewportSize({ width: 375, height: 812 });
    await openReviews(page);
    const heldCard = card(page, held!);
    await expect(heldCard).toContainText("Contains a link: held for moderation.");

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const cardBox = await heldCard.boundingBox();
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, { include: '[role="tabpanel"]' })).toEqual([]);

    // The confirmation fits too, and Escape leaves it without publishing.
    await heldCard.getByRole("button", { name: `Publish review by ${held!.author}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Publish this held review?" });
    await expect(confirm).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    expect((await reviewRow(held!.id)).status).toBe("pending");
  });
});
