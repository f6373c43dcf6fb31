import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { signInAdmin } from "./support/admin";

/**
 * The back office's tabs as addresses: a deep link opens its tab, the tabs navigate, Back
 * returns to the tab before, each tab checks the session, and unsaved prices survive a tab switch.
 * Nothing here writes to the database.
 */
test.beforeEach(async ({ page }) => {
  // Login throttling counts per address: each test is its own client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-admin-routes-${randomUUID()}` });
});

/** The tab shown: selected, with its panel's first heading visible. */
async function expectTab(page: Page, name: string, heading: string) {
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("tabpanel", { name }).getByRole("heading", { level: 2, name: heading }).first(),
  ).toBeVisible({ timeout: 20_000 });
}

test.describe("admin back office addresses", () => {
  test("a deep link opens its tab, the tabs navigate and Back returns to the tab before", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto("/admin/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expectTab(page, "Reviews", "Reviews");
    await expect(page).toHaveTitle(/^Reviews · Admin Dashboard/);

    await page.getByRole("tab", { name: "Contractors" }).click();
    await expect(page).toHaveURL(/\/admin\/contractors$/);
    await expectTab(page, "Contractors", "Contractors");
    await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "false");

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/reviews$/);
    await expectTab(page, "Reviews", "Reviews");

    await page.goForward();
    await expect(page).toHaveURL(/\/admin\/contractors$/);
    await expectTab(page, "Contractors", "Contractors");

    // /admin is the overview, as /admin/dashboard.
    await page.goto("/admin");
    await expectTab(page, "Overview", "Analytics");
  });

  test("every tab checks the session itself", async ({ page }) => {
    for (const path of ["/admin/pricing", "/admin/service-areas", "/admin/cleanup"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  test("unsaved prices survive a switch to another tab and back, until discarded", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin/pricing");
    const input = page.getByLabel(/^Window cost/);
    await expect(input).toBeVisible({ timeout: 20_000 });
    const original = await input.inputValue();
    const edited = String(Number(original) + 7);
    await input.fill(edited);
    await expect(page.getByText("Unsaved Changes")).toBeVisible();

    await page.getByRole("tab", { name: "Cleanup" }).click();
    await expectTab(page, "Cleanup", "Cleanup");
    await page.getByRole("tab", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/admin\/pricing$/);
    await expect(page.getByLabel(/^Window cost/)).toHaveValue(edited, { timeout: 20_000 });
    await expect(page.getByText("Unsaved Changes")).toBeVisible();

    await page.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByText("Unsaved Changes")).toBeHidden();
    await expect(page.getByLabel(/^Window cost/)).toHaveValue(original);
  });
});
