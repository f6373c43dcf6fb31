import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { openOutbox } from "./outbox";
import { quoteThroughWizard } from "./support/quotes";

const wizard = (page: Page) => page.getByRole("dialog", { name: "Get Your Instant Quote" });
const scheduling = (page: Page) => page.getByRole("dialog", { name: "Schedule Your Service" });

test.describe("booking end to end", () => {
  test.beforeEach(async ({ page }) => {
    // Look-ups and cancellations are rate-limited per address; each test is its own client.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-${randomUUID()}` });
  });

  test("quote → schedule → confirmation e-mail → cancel by link → cancelled on Manage Booking", async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const email = `booker.${info.project.name}.${Date.now()}@example.com`;
    await quoteThroughWizard(page, {
      address: "1500 Spring Garden St, Philadelphia, PA 19130",
      customerName: "Jordan Booker",
      email,
    });

    // Back to Quote reopens the wizard at step 4; submitting again returns to scheduling.
    await expect(scheduling(page)).toBeVisible();
    await scheduling(page).getByRole("button", { name: "Back to Quote" }).click();
    await expect(wizard(page).getByRole("heading", { name: "Review your quote" })).toBeVisible();
    await wizard(page).getByRole("button", { name: "Get Quote & Schedule" }).click();
    const dialog = scheduling(page);
    await expect(dialog).toBeVisible();

    const confirm = dialog.getByRole("button", { name: "Confirm Booking" });
    await expect(confirm).toBeDisabled();
    const dates = dialog.getByRole("radiogroup", { name: "Choose a date" }).getByRole("radio");
    await expect(dates.first()).toBeVisible();
    await expect(dates.first()).toHaveAccessibleName(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}/,
    );
    await dates.first().click();
    const slot = dialog
      .getByRole("radiogroup", { name: "Choose a time slot" })
      .getByRole("radio", { disabled: false })
      .first();
    await slot.click();
    await expect(confirm).toBeEnabled();

    const booked = page.waitForResponse(
      (r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST",
    );
    await confirm.click();
    const response = await booked;
    expect(response.status()).toBe(201);
    const booking = (await response.json()) as { id: string };
    await expect(page.getByText("Booking Created")).toBeVisible();
    await expect(page.getByText("Your appointment has been scheduled successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Booking Confirmed" })).toBeVisible();
    await expect(page.getByText(booking.id)).toBeVisible();
    // The overlay closes by itself after 5 seconds (the bound leaves a loaded machine room to paint it).
    await expect(page.getByRole("heading", { name: "Booking Confirmed" })).toBeHidden({ timeout: 15_000 });

    // The confirmation e-mail carries a signed cancel link.
    await openOutbox(page, email);
    const message = page.getByRole("listitem").filter({ hasText: "Booking confirmed" });
    await expect(message).toHaveCount(1);
    await message.locator("summary").click();
    const link = message.getByRole("link", { name: /\/cancel-booking\// });
    const cancelPath = new URL((await link.getAttribute("href"))!).pathname;

    await page.goto(cancelPath);
    await page.getByRole("button", { name: "Cancel My Booking" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, Cancel Booking" }).click();
    await expect(page.getByRole("heading", { name: "Booking Cancelled" })).toBeVisible();

    await page.goto("/manage-booking");
    await page.getByLabel("Booking ID").fill(booking.id);
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Find My Booking" }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(details.getByText(/return to the main page/)).toBeVisible();
  });
});
