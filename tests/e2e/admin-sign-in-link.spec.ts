import { expect, test } from "./support/test";
import { openOutbox } from "./outbox";

const OWNER = "owner@brushwise.test"; // ADMIN_EMAIL in npm test's environment (scripts/test/hermetic-env.mjs)

test("the owner, on a new device, signs in to the back office with a one-time link mailed to ADMIN_EMAIL", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "E-mail a Sign-in Link to the Owner" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "A sign-in link is on its way to the owner's e-mail. It works once, within 15 minutes.",
  );

  await openOutbox(page, OWNER);
  const mail = page.getByRole("listitem").filter({ hasText: "admin sign-in link" }).first();
  await mail.locator("summary").click();
  const path = new URL((await mail.getByRole("link", { name: /\/admin\/sign-in\// }).getAttribute("href"))!)
    .pathname;

  await page.context().clearCookies();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Used once: the same link now says so.
  await page.context().clearCookies();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
});
