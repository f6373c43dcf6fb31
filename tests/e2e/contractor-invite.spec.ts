import { randomUUID } from "node:crypto";
import { expect, hydrated, test } from "./support/test";
import { openOutbox } from "./outbox";

// One viewport is enough for this flow: the phone's, where painters read their e-mail.
test(
  "an invited contractor sets a password through the e-mailed link and logs in, and later signs in with a one-time link",
  {
    tag: "@phone-only",
  },
  async ({ page, request }) => {
    const headers = { "x-forwarded-for": `e2e-${randomUUID()}` };
    expect(
      (
        await request.post("/api/admin/login", {
          data: { username: "admin", password: process.env.ADMIN_PASSWORD },
          headers,
        })
      ).status(),
    ).toBe(200);
    const email = `invited.${Date.now()}@example.com`;
    const invite = await request.post("/api/admin/contractors/invite", {
      data: {
        email,
        firstName: "Inez",
        lastName: "Vitale",
        phone: "(215) 555-0144",
        businessName: "",
        serviceAreaIds: [],
      },
      headers,
    });
    expect(invite.status()).toBe(201);

    await openOutbox(page, email);
    const message = page.getByRole("listitem").filter({ hasText: "invited" });
    await message.locator("summary").click();
    const link = message.getByRole("link", { name: /\/contractor\/set-password\// });
    const path = new URL((await link.getAttribute("href"))!).pathname;

    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Set Your Password" })).toBeVisible();
    await page.getByLabel("New password").fill("fresh-paint-1");
    await page.getByLabel("Confirm password").fill("fresh-paint-1");
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page).toHaveURL(/\/contractor\/login$/);

    // The link works once.
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();

    await page.goto("/contractor/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("fresh-paint-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/contractor\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /Inez Vitale/ })).toBeVisible();

    // On another browser (no device cookie), with the password forgotten: a one-time sign-in link.
    await page.context().clearCookies();
    await page.goto("/contractor/login");
    await page.getByRole("link", { name: "E-mail me a sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "E-mail Me a Sign-in Link" })).toBeVisible();
    await hydrated(page); // a new document, loaded by the link
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "E-mail Me a Sign-in Link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "If a contractor account uses this e-mail, a sign-in link is on its way. It works once, within 15 minutes.",
    );
    await openOutbox(page, email);
    const mail = page.getByRole("listitem").filter({ hasText: "sign-in link" });
    await mail.locator("summary").click();
    const signInPath = new URL(
      (await mail.getByRole("link", { name: /\/contractor\/sign-in\// }).getAttribute("href"))!,
    ).pathname;
    await page.context().clearCookies();
    await page.goto(signInPath);
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/contractor\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /Inez Vitale/ })).toBeVisible();
  },
);
