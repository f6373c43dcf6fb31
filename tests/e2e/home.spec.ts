import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";

test.describe("site shell", () => {
  test(
    "home page shows the header links, Get Quote and the county service-area footer",
    {
      tag: "@phone",
    },
    async ({ page, isMobile }) => {
      await page.goto("/");
      await expect(page).toHaveTitle(/BrushWise Painting/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      if (isMobile) {
        // The phone's header (the menu button, then the menu) is what axe sees only here: the
        // accessibility spec runs on the desktop.
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog");
        for (const label of ["About", "Services", "How It Works", "Manage Booking", "Get Quote"]) {
          await expect(menu.getByRole("link", { name: label })).toBeVisible();
        }
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      } else {
        const nav = page.getByRole("navigation", { name: "Main" });
        for (const label of ["About", "Services", "How It Works", "Manage Booking"]) {
          await expect(nav.getByRole("link", { name: label })).toBeVisible();
        }
        await expect(page.getByRole("banner").getByRole("link", { name: "Get Quote" })).toHaveAttribute(
          "href",
          "/?quote=true",
        );
      }

      const areas = page.getByRole("navigation", { name: "Service Areas" });
      for (const county of ["Philadelphia", "Chester", "Delaware", "Montgomery"]) {
        await expect(areas.getByRole("heading", { name: `${county} County` })).toBeVisible();
      }
      // Each county's heading links its page (every zip of the county), the lists its largest zips.
      for (const county of ["Philadelphia", "Chester", "Delaware", "Montgomery"]) {
        await expect(
          areas.getByRole("heading", { name: `${county} County` }).getByRole("link"),
        ).toHaveAttribute("href", `/locations/${county.toLowerCase()}-county`);
      }
      await expect(areas.getByRole("link", { name: "All service areas" })).toHaveAttribute(
        "href",
        "/locations",
      );
      const links = areas.getByRole("listitem").getByRole("link");
      expect(await links.count()).toBe(16);
      for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))) {
        expect(href).toMatch(/^\/location\/\d{5}$/);
      }
    },
  );

  test(
    "the page fits a 375 px phone without horizontal scrolling",
    { tag: "@phone-only" },
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  test("keyboard users can skip to the content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("an unknown path shows the 404 Page Not Found card", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("the health endpoint reports the database ok", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
