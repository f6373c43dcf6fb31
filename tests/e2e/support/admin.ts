import { expect, type Page } from "./test";

export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "test-admin-password";

/** Signs in through the API (the login form has its own spec): the page's requests carry the session. */
export async function signInAdmin(page: Page) {
  const login = await page.request.post("/api/admin/login", {
    data: { username: "admin", password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
}
