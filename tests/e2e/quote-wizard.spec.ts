import { expect, hydrated, test, type Locator, type Page } from "./support/test";

// A valid 1×1 PNG, and a PDF dressed up as a JPEG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const FAKE_JPEG = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const UNVERIFIED = "Please verify your address is in our service area before continuing.";
const NOT_SERVED = "We're not currently serving your area. Please check back as we're expanding!";

const usd = (dollars: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    Math.round(dollars * 100) / 100,
  );

const wizard = (page: Page) => page.getByRole("dialog", { name: "Get Your Instant Quote" });

async function openFromHeader(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Get Quote" }).click();
  } else {
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
  }
  await expect(wizard(page)).toBeVisible();
}

/** Neither the page, nor `dialog` (the wizard unless told), nor any box in it scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page, dialog: Locator = page.getByTestId("quote-wizard")) {
  const overflow = await dialog.evaluate((box: HTMLElement) => {
    // Any scrollable box (the dialog and its scrolling body) must not scroll sideways.
    const scrollers = [box, ...box.querySelectorAll<HTMLElement>("*")].filter((el) =>
      ["auto", "scroll"].includes(getComputedStyle(el).overflowX),
    );
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      scrollers: Math.max(0, ...scrollers.map((el) => el.scrollWidth - el.clientWidth)),
      right: box.getBoundingClientRect().right - window.innerWidth,
    };
  });
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.right).toBeLessThanOrEqual(0);
  expect(overflow.scrollers).toBe(0);
}

test.describe("quote wizard", () => {
  test("/?quote=true opens the wizard at step 1 and the parameter leaves the address bar", async ({
    page,
  }) => {
    await page.goto("/?quote=true");
    await expect(wizard(page)).toBeVisible();
    await expect(wizard(page).getByRole("heading", { name: "Project information" })).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).pathname).toBe("/");
    // Still the same document: the wizard did not close with a reload.
    await expect(wizard(page)).toBeVisible();
    await expect(wizard(page).locator('[aria-current="step"]')).toContainText("Project");
  });

  // On the phone too: every step, and the scheduling dialog it leads to, must fit 375 px (the
  // overflow checks below).
  test(
    "a customer gets a quote: service area, rooms with photos, conditions, review and the saved total",
    {
      tag: "@phone",
    },
    async ({ page, isMobile }) => {
      test.setTimeout(90_000);
      await page.goto("/");
      await openFromHeader(page, isMobile);
      const dialog = wizard(page);

      // Step 1: nothing goes on until the address is verified.
      const next = dialog.getByRole("button", { name: "Next" });
      await expect(dialog.getByText(UNVERIFIED)).toBeVisible();
      await expect(next).toBeDisabled();
      const verify = dialog.getByRole("button", { name: "Verify" });
      await expect(verify).toBeDisabled();

      const address = dialog.getByRole("textbox", { name: "Property address" });
      await address.fill("1 Main St, Pittsburgh, PA 15222");
      await verify.click();
      await expect(dialog.getByText(NOT_SERVED)).toBeVisible();
      await expect(next).toBeDisabled();

      await address.fill("2116 Spruce St, Philadelphia, PA 19103");
      await expect(dialog.getByText(UNVERIFIED)).toBeVisible();
      await verify.click();
      await expect(dialog.getByText(UNVERIFIED)).toBeHidden();
      await expect(dialog.getByText(NOT_SERVED)).toBeHidden();
      await expect(next).toBeEnabled();

      // Serviceable but the contact details are missing.
      await next.click();
      await expect(page.getByText("Required Fields Missing")).toBeVisible();
      await expect(
        page.getByText("Please fill out all required fields and verify your address is in our service area."),
      ).toBeVisible();

      await dialog.getByRole("textbox", { name: "Full name" }).fill("Dana Whitfield");
      await dialog.getByRole("textbox", { name: "Email" }).fill("dana.e2e@example.com");
      await dialog.getByRole("textbox", { name: "Phone" }).fill("(215) 555-0199");
      if (isMobile) await expectNoHorizontalOverflow(page);
      await next.click();

      // Step 2: a room needs its size and a colour code.
      await expect(dialog.getByRole("heading", { name: "Room configuration" })).toBeVisible();
      await expect(dialog.locator('[aria-current="step"]')).toContainText("Rooms");
      const room = dialog.getByRole("region", { name: "Room 1" });
      await room.getByRole("spinbutton", { name: "Room 1 Length (ft)" }).fill("12");
      await room.getByRole("spinbutton", { name: "Room 1 Width (ft)" }).fill("10");
      await expect(room.getByTestId("room-cost")).not.toHaveText("$0.00");
      await next.click();
      await expect(page.getByText("Required Information Missing")).toBeVisible();
      await expect(
        page.getByText(
          "Please complete all room dimensions, select surfaces to paint, and specify colors or request color consultation.",
        ),
      ).toBeVisible();
      await room.getByRole("textbox", { name: "Room 1 Walls Color code" }).fill("SW 7008 Alabaster");
      const costBefore = await room.getByTestId("room-cost").textContent();
      await room.getByRole("checkbox", { name: "Ceiling" }).click();
      await expect(room.getByTestId("room-cost")).not.toHaveText(costBefore ?? "");
      await room.getByRole("textbox", { name: "Room 1 Ceiling Color code" }).fill("SW 7006 Extra White");

      // Photos: a PDF named .jpg is refused by the server with its message.
      const upload = room.getByLabel("Upload photos for Room 1");
      const refused = page.waitForResponse(
        (r) => r.url().endsWith("/api/uploads/room-photos") && r.request().method() === "POST",
      );
      await upload.setInputFiles({ name: "scan.jpg", mimeType: "image/jpeg", buffer: FAKE_JPEG });
      const refusal = await refused;
      expect(refusal.status()).toBeGreaterThanOrEqual(400);
      expect(refusal.status()).toBeLessThan(500);
      const { error } = (await refusal.json()) as { error: string };
      await expect(page.getByText(error)).toBeVisible();
      await expect(room.getByTestId("room-photo")).toHaveCount(0);

      // Four PNGs: three kept, the fourth dropped with a notice.
      await upload.setInputFiles(
        ["one", "two", "three", "four"].map((n) => ({
          name: `${n}.png`,
          mimeType: "image/png",
          buffer: PNG,
        })),
      );
      await expect(page.getByText("Up to 3 photos per room")).toBeVisible();
      await expect(room.getByTestId("room-photo")).toHaveCount(3);
      await expect(room.locator('[data-testid="room-photo"][data-status="uploaded"]')).toHaveCount(3);
      for (const name of ["one.png", "two.png", "three.png"]) {
        const img = room.getByRole("img", { name });
        await expect(img).toBeVisible();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBe(1);
      }
      await expect(room.getByRole("button", { name: "Remove photo two.png" })).toBeVisible();
      if (isMobile) await expectNoHorizontalOverflow(page);
      await next.click();

      // Step 3: furniture moving.
      await expect(dialog.getByRole("heading", { name: "Conditions" })).toBeVisible();
      await dialog.getByRole("checkbox", { name: /Furniture moving \(\+\$50\.00 flat\)/ }).click();
      await next.click();

      // Step 4: the breakdown and the total.
      await expect(dialog.getByRole("heading", { name: "Review your quote" })).toBeVisible();
      const breakdown = dialog.getByTestId("quote-breakdown");
      await expect(breakdown.getByRole("row", { name: /Bedroom 1/ })).toBeVisible();
      await expect(breakdown.getByRole("row", { name: "Furniture moving +$50.00" })).toBeVisible();
      await expect(breakdown.getByRole("row", { name: /Subtotal/ })).toBeVisible();
      await expect(breakdown.getByRole("row", { name: /Tax/ })).toBeVisible();
      await expect(dialog.getByText(/assumes standard wall conditions/)).toBeVisible();
      const reviewTotal = (await dialog.getByTestId("review-total").textContent())?.trim();
      expect(reviewTotal).toMatch(/^\$[\d,]+\.\d{2}$/);
      if (isMobile) await expectNoHorizontalOverflow(page);

      const created = page.waitForResponse(
        (r) => r.url().endsWith("/api/quotes") && r.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: "Get Quote & Schedule" }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const quote = (await response.json()) as {
        id: string;
        totalCost: number;
        rooms: { photos: unknown[] }[];
      };
      expect(quote.rooms[0]!.photos).toHaveLength(3);

      await expect(page.getByText("Quote Generated")).toBeVisible();
      await expect(page.getByText("Your quote has been created successfully!")).toBeVisible();
      await expect(wizard(page)).toBeHidden();
      // The saved quote goes straight to scheduling, with the server's total.
      const scheduling = page.getByRole("dialog", { name: "Schedule Your Service" });
      await expect(scheduling).toBeVisible();
      const savedTotal = (await scheduling.getByTestId("scheduling-total").textContent())?.trim();
      expect(savedTotal).toBe(usd(quote.totalCost));
      expect(savedTotal).toBe(reviewTotal);
      if (isMobile) await expectNoHorizontalOverflow(page, scheduling);

      await page.keyboard.press("Escape");
      await expect(scheduling).toBeHidden();

      // The wizard was reset: it opens again at step 1, empty and unverified.
      await openFromHeader(page, isMobile);
      await expect(wizard(page).getByRole("heading", { name: "Project information" })).toBeVisible();
      await expect(wizard(page).getByRole("textbox", { name: "Property address" })).toHaveValue("");
      await expect(wizard(page).getByText(UNVERIFIED)).toBeVisible();
    },
  );

  test("a quote started on one page is still there after a link to another, a full page load", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/faq");
    await openFromHeader(page, isMobile);
    const dialog = wizard(page);
    await dialog
      .getByRole("textbox", { name: "Property address" })
      .fill("2116 Spruce St, Philadelphia, PA 19103");
    await dialog.getByRole("textbox", { name: "Full name" }).fill("Dana Whitfield");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The footer's links are plain links (components/site/page-link.tsx): the next page is a new document.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
    await hydrated(page); // before hydration the header's Get Quote is a plain link to /?quote=true

    await openFromHeader(page, isMobile);
    await expect(dialog.getByRole("textbox", { name: "Property address" })).toHaveValue(
      "2116 Spruce St, Philadelphia, PA 19103",
    );
    await expect(dialog.getByRole("textbox", { name: "Full name" })).toHaveValue("Dana Whitfield");
    // Kept for the tab only: the address is checked again.
    await expect(dialog.getByText(UNVERIFIED)).toBeVisible();
  });

  test("the home page's hero button opens the wizard, and Previous walks back", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Get Quote" }).first().click();
    const dialog = wizard(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).search).toBe("");
  });
});
