import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "test-admin-password";

/**
 * Opens the e-mail outbox (/dev/emails). The suite runs a production build, where the
 * page is the admin's only: this page's browser context signs in as the admin first.
 */
export async function openOutbox(page: Page, to?: string) {
  const login = await page.request.post("/api/admin/login", {
    data: { username: "admin", password: ADMIN_PASSWORD },
    headers: { "x-forwarded-for": `e2e-outbox-${randomUUID()}` },
  });
  expect(login.status()).toBe(200);
  await page.goto(to ? `/dev/emails?to=${encodeURIComponent(to)}` : "/dev/emails");
  await expect(page.getByRole("heading", { name: "Email outbox (development)" })).toBeVisible();
}
