import { randomUUID } from "node:crypto";
import { expect, hydrated, test, type Page } from "./support/test";

/**
 * On a slow phone the server's HTML is on screen seconds before the page's scripts run, and people
 * type meanwhile (components/hooks/use-server-rendered-form.ts). Here the scripts are held back,
 * not delayed by a clock: they arrive when the test has typed, so what is typed always comes first.
 */
function holdScripts(page: Page): () => void {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  void page.route("**/_next/static/**/*.js", async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

test.describe("a form typed into before its page's scripts ran", { tag: "@phone-only" }, () => {
  test.beforeEach(async ({ page }) => {
    // Its own client address: these requests count against no other test's limits.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-${randomUUID()}` });
  });

  test("the sign-in link request sends the e-mail typed early, and could not be sent before", async ({
    page,
  }) => {
    const releaseScripts = holdScripts(page);
    await page.goto("/contractor/sign-in-link", { waitUntil: "commit" });
    await page.getByLabel("Email").fill("early.typist@example.com");
    const send = page.getByRole("button", { name: "E-mail Me a Sign-in Link" });
    await expect(send).toBeDisabled();

    releaseScripts();
    await hydrated(page);
    await expect(page.getByLabel("Email")).toHaveValue("early.typist@example.com");
    await send.click();
    await expect(page.getByRole("status")).toHaveText(
      "If a contractor account uses this e-mail, a sign-in link is on its way. It works once, within 15 minutes.",
    );
  });

  test("the booking look-up searches for what was typed early", async ({ page }) => {
    const releaseScripts = holdScripts(page);
    await page.goto("/manage-booking", { waitUntil: "commit" });
    await page.getByLabel("Booking ID").fill(randomUUID());
    await page.getByLabel("Email Address").fill("early.typist@example.com");
    const find = page.getByRole("button", { name: "Find My Booking" });
    await expect(find).toBeDisabled();

    releaseScripts();
    await hydrated(page);
    await find.click();
    // The server looked it up (no such booking), rather than the form finding its fields empty.
    await expect(page.getByText("Booking Not Found")).toBeVisible();
    await expect(page.getByText("Please check your booking ID and email address")).toBeVisible();
    await expect(page.getByText("Booking ID and email are required")).toHaveCount(0);
  });
});
