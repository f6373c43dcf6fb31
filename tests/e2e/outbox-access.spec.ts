import { expect, test } from "./support/test";
import { openOutbox } from "./outbox";

// The suite runs a production build with DEV_EMAILS_PAGE=true, as `npm start` with .env.example's values would.
test.describe("the e-mail outbox in production mode", () => {
  test("is not found for anyone but the admin", async ({ page, request }) => {
    expect((await request.get("/dev/emails")).status()).toBe(404);
    await openOutbox(page);
    await expect(page.getByRole("heading", { name: "Email outbox (development)" })).toBeVisible();
  });
});
