import { randomBytes, randomUUID } from "node:crypto";
import { phonePhotoWithGps } from "../helpers/phone-photo";
import sharp from "sharp";
import { expect, hydrateOnLoad, test } from "./support/test";
import { signInAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { withDatabase } from "./support/database";
import { jobCard, loginThroughForm, startedJob } from "./support/painter-jobs";

/**
 * Before and after photos of the work (docs/product.md §9 "Job photos"; README "When there's no
 * signal"): taken with no signal on a phone, they wait on it with the completion, leave once each
 * when the network returns, the customer's completion e-mail and Manage Booking show the after
 * photo, the back office sees both on the booking, and erasing its personal data removes them.
 */
test.use({ viewport: { width: 375, height: 812 } });

const PASSWORD = "painter123";
const POST_PHOTO = /\/api\/contractor\/jobs\/[^/]+\/photos$/;
const unique = () => randomBytes(4).toString("hex");

/** A painter of this spec's own (no other spec's jobs on their dashboard), with the demo password. */
async function ownPainter() {
  const email = `photos-${unique()}@example.com`;
  await withDatabase((client) =>
    client.query(
      `INSERT INTO "Contractor" (id, "firstName", "lastName", email, phone, "experienceYears", "passwordHash",
         "isVerified", "isActive", "updatedAt")
       SELECT $1, 'Paula', 'Lens', $2, '215-555-0142', 6, "passwordHash", true, true, now()
       FROM "Contractor" WHERE email = 'dave.obrien@example.com'`,
      [randomUUID(), email],
    ),
  );
  return email;
}

/** A phone photo with the camera's EXIF and the house's GPS position. */
const phonePhoto = (colour: string) => phonePhotoWithGps({ width: 640, height: 480, background: colour });

test.describe("photos of the work", { tag: "@phone-only" }, () => {
  test("taken offline, they wait with the completion, leave once each online, reach the customer's e-mail and the back office, and go with an erasure", async ({
    page,
    context,
    browser,
    request,
  }) => {
    test.slow();
    const painter = await ownPainter();
    const customer = `Photo Job ${unique()}`;
    const customerEmail = `photos-${unique()}@example.com`;
    const jobId = await startedJob(request, painter, { customerName: customer, email: customerEmail });
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST" && POST_PHOTO.test(new URL(sent.url()).pathname)) posts.push(sent.url());
    });

    await loginThroughForm(page, painter, PASSWORD);
    // Every part of the app is on the phone (the photos' part among them) before the signal goes.
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
    await context.setOffline(true);
    const card = jobCard(page.getByRole("region", { name: /Active Jobs/ }), customer);
    await card.getByRole("button", { name: `Photos for ${customer}` }).click();
    const photos = card.getByRole("region", { name: "Photos of the work" });
    await expect(photos).toContainText("Photos: 0 of 30");
    await photos
      .getByLabel("Add before photo of Bedroom 1")
      .setInputFiles({ name: "IMG_0101.jpg", mimeType: "image/jpeg", buffer: await phonePhoto("#c9b79c") });
    await photos
      .getByLabel("Add after photo of Bedroom 1")
      .setInputFiles({ name: "IMG_0102.jpg", mimeType: "image/jpeg", buffer: await phonePhoto("#7fa7c9") });
    await expect(photos.getByTestId("photo-waiting")).toHaveCount(2);
    await expect(photos.getByText("Waiting for signal")).toHaveCount(2);
    await expect(photos).toContainText("Photos: 2 of 30");
    await expect(photos.getByRole("img", { name: "Bedroom 1, after photo 1" })).toBeVisible();
    // The job's action is not held up by its photos: Complete Job is still there.
    await expect(card.getByRole("button", { name: "Complete Job" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // For the README and the note (docs/screenshots/painter-job-card-photos-375.png).
    await expect(photos).toContainText("Before: 1 of 6");
    await expect(photos).toContainText("After: 1 of 6");
    for (const close of await page.getByRole("button", { name: "Close toast" }).all()) await close.click();
    await expect(page.getByRole("button", { name: "Close toast" })).toHaveCount(0);
    // The card from its title down, below the page's sticky header.
    await card.evaluate((element) => {
      element.scrollIntoView({ block: "start" });
      window.scrollBy(0, -(document.querySelector("header")?.getBoundingClientRect().height ?? 0) - 8);
    });
    await page.screenshot({ path: test.info().outputPath("painter-job-card-photos-375.png") });

    // Complete Job with no signal: it waits behind the photos.
    await card.getByRole("button", { name: "Complete Job" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Job" });
    await dialog.getByRole("button", { name: "Mark as Completed" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText("Waiting for signal: Complete Job will be sent when you're back online");
    expect(posts).toEqual([]);

    // Back online: the photos leave once each, then the completion; nothing is left on the phone.
    await context.setOffline(false);
    await expect(card).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(":moves")).length))
      .toBe(0);
    expect(posts).toHaveLength(2);
    const stored = await withDatabase(async (client) => {
      const rows = await client.query<{ phase: string; bookingId: string }>(
        `SELECT phase, "bookingId" FROM "Upload" WHERE kind = 'JOB_PHOTO' AND "jobId" = $1 ORDER BY "createdAt"`,
        [jobId],
      );
      return rows.rows;
    });
    expect(stored.map((row) => row.phase)).toEqual(["before", "after"]);
    const bookingId = stored[0]!.bookingId;

    // The customer's completion e-mail shows the after photo through its signed link; the photo
    // carries no EXIF (no GPS position of the house).
    const mail = await withDatabase(async (client) => {
      const rows = await client.query<{ html: string }>(
        `SELECT html FROM "EmailMessage" WHERE "to" = $1 AND template = 'booking-completed'`,
        [customerEmail],
      );
      return rows.rows;
    });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.html).toContain("Photos of the finished work (the links work for 30 days):");
    const links = [...mail[0]!.html.matchAll(/https?:\/\/[^"]+?(\/api\/job-photos\/[\w.-]+)/g)].map(
      (m) => m[1]!,
    );
    expect(new Set(links).size).toBe(1);
    const served = await request.get(links[0]!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    const meta = await sharp(await served.body()).metadata();
    expect(meta.exif).toBeUndefined();

    // The customer's Manage Booking (Booking ID + e-mail) shows the after photo under the job status.
    const customerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phone = hydrateOnLoad(await customerContext.newPage());
    await phone.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-job-photos-${randomUUID()}` });
    await phone.goto("/manage-booking");
    await phone.getByLabel("Booking ID").fill(bookingId);
    await phone.getByLabel("Email Address").fill(customerEmail);
    await phone.getByRole("button", { name: "Find My Booking" }).click();
    const booking = phone.getByRole("dialog", { name: "Booking Details" });
    await expect(booking.locator('li[aria-current="step"]')).toContainText("Completed on");
    const finished = booking.getByRole("region", { name: "Photos of the finished work" });
    const afterPhoto = finished.getByRole("img", { name: "Bedroom 1 after painting" });
    await expect(afterPhoto).toBeVisible();
    await expect(finished.getByRole("img")).toHaveCount(1);
    await expect
      .poll(() => afterPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const opens = finished.getByRole("link", { name: "Bedroom 1 after painting (opens in a new tab)" });
    await expect(opens).toHaveAttribute("target", "_blank");
    expect(await axeViolations(phone)).toEqual([]);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await customerContext.close();

    // The back office sees both beside the booking's money.
    await signInAdmin(page);
    await page.goto("/admin/dashboard");
    await page
      .getByRole("region", { name: "Recent Bookings" })
      .getByRole("listitem")
      .filter({ hasText: customer })
      .getByRole("button", { name: /^View Job Details/ })
      .click();
    const details = page.getByRole("dialog", { name: "Job Details" });
    await expect(details.getByRole("heading", { name: "Photos of the Work" })).toBeVisible();
    await expect(details.getByRole("img", { name: "Bedroom 1, before photo 1" })).toBeVisible();
    await expect(details.getByRole("img", { name: "Bedroom 1, after photo 1" })).toBeVisible();

    // Erasing the booking's personal data removes them: rows, files and links.
    await details.getByRole("button", { name: "Erase personal data" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Erase personal data" }).click();
    await expect(details.getByText("This booking's personal data was erased.")).toBeVisible();
    await expect(details.getByText("No photos of the work.")).toBeVisible();
    const left = await withDatabase(async (client) => {
      const rows = await client.query(`SELECT 1 FROM "Upload" WHERE "bookingId" = $1`, [bookingId]);
      return rows.rowCount;
    });
    expect(left).toBe(0);
    expect((await request.get(links[0]!)).status()).toBe(404);
  });
});
