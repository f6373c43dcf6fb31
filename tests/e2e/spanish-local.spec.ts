import { expect, test, type Page } from "./support/test";

type JsonLd = Record<string, unknown>;

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(data) ? data : [data];
  });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The page's hreflang alternates, as paths. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = page.locator('link[rel="alternate"][hreflang]');
  const found: Record<string, string> = {};
  for (const link of await links.all()) {
    found[(await link.getAttribute("hreflang"))!] = new URL(
      (await link.getAttribute("href"))!,
      page.url(),
    ).pathname;
  }
  return found;
}

const PAGES = [
  {
    path: "/es/location/19103",
    english: "/location/19103",
    heading: "Pintura interior en Philadelphia, PA 19103",
    prices: true,
  },
  {
    path: "/es/locations",
    english: "/locations",
    heading: "Pintura interior en Filadelfia y sus alrededores",
    prices: false,
  },
  {
    path: "/es/locations/philadelphia-county",
    english: "/locations/philadelphia-county",
    heading: "Pintura interior en el condado de Filadelfia, PA",
    prices: false,
  },
  {
    path: "/es/cost/interior-painting",
    english: "/cost/interior-painting",
    heading: "Guía de costos de pintura interior",
    prices: true,
  },
  {
    path: "/es/cost/interior-painting/chester-county",
    english: "/cost/interior-painting/chester-county",
    heading: "Costos de pintura interior en el condado de Chester, PA",
    prices: true,
  },
];

test.describe("the local pages in Spanish", () => {
  for (const { path, english, heading, prices } of PAGES) {
    test(`${path} is Spanish, with hreflang both ways and Spanish JSON-LD`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toBeVisible();
      if (prices) {
        const amounts = page.locator("main").getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(await amounts.count()).toBeGreaterThan(0);
      }
      expect(await alternates(page)).toEqual({ en: english, es: path, "x-default": english });

      const data = await jsonLd(page);
      const webPage = data.find((node) => node["@type"] === "WebPage");
      expect(webPage).toMatchObject({ inLanguage: "es", name: heading });
      const trail = data.find((node) => node["@type"] === "BreadcrumbList")!;
      const items = trail.itemListElement as { name: string; item: string }[];
      expect(items[0]).toMatchObject({ name: "Inicio" });
      expect(items.every((item) => new URL(item.item).pathname.startsWith("/es"))).toBe(true);

      // The English twin names this page as its Spanish alternate.
      await page.goto(english);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await alternates(page)).toEqual({ en: english, es: path, "x-default": english });
    });
  }

  test("/es/location/19103 states its facts in Spanish and links to the Spanish pages", async ({ page }) => {
    await page.goto("/es/location/19103");
    const prices = page.getByRole("region", { name: "Lo que cuesta pintar hoy en Rittenhouse Square" });
    await expect(
      prices.getByRole("heading", {
        name: "Un dormitorio de 12 × 12 pies en Rittenhouse Square",
        exact: true,
      }),
    ).toBeVisible();
    await expect(prices.getByRole("link", { name: "Guía de costos de pintura interior" })).toHaveAttribute(
      "href",
      "/es/cost/interior-painting",
    );
    for (const card of [
      "Conocemos la zona",
      "Buena reputación en la comunidad",
      "Servicio a su conveniencia",
    ]) {
      await expect(page.getByRole("heading", { name: card, level: 3 })).toBeVisible();
    }
    await expect(page.getByText("Condado de Filadelfia, Pensilvania")).toBeVisible();
    const nearby = page.getByRole("navigation", {
      name: /^Cerca, en el condado de Filadelfia|^Zonas cercanas/,
    });
    for (const href of await nearby
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/es\/location\/\d{5}$/);
    }
    const business = (await jsonLd(page)).find((node) => node["@type"] === "LocalBusiness")!;
    expect(JSON.stringify(business.makesOffer)).toContain('"serviceType":"Pintura interior"');
    expect(business.url).toMatch(/\/es\/location\/19103$/);
    expect(await page.locator('meta[property="og:image"]').first().getAttribute("content")).toMatch(
      /\/es\/location\/19103\/opengraph-image/,
    );
  });

  test("/es/location/19401 has a Spanish social image of its own, naming the town", async ({
    page,
    request,
  }) => {
    await page.goto("/es/location/19401");
    const image = new URL((await page.locator('meta[property="og:image"]').first().getAttribute("content"))!);
    expect(image.pathname).toBe("/es/location/19401/opengraph-image");
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      "BrushWise Painting — pintura interior en Norristown, PA 19401, condado de Montgomery",
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
    const png = await request.get(image.pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  });

  test("the Spanish hub leads to a county, and the county to its zips, all in Spanish", async ({ page }) => {
    await page.goto("/es/locations");
    // In the page's own list: the footer names the counties and zips too.
    await page.getByRole("main").getByRole("link", { name: "Condado de Filadelfia" }).click();
    await expect(page).toHaveURL(/\/es\/locations\/philadelphia-county$/);
    await page.getByRole("main").getByRole("link", { name: "Rittenhouse Square 19103" }).click();
    await expect(page).toHaveURL(/\/es\/location\/19103$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("an unknown zip under /es answers 404 with the Spanish card", async ({ page }) => {
    const response = await page.goto("/es/location/00000");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "No encontramos esa zona" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
  });

  test("the Spanish local pages do not scroll sideways at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const { path } of PAGES) {
      await page.goto(path);
      await expectNoHorizontalScroll(page);
    }
  });
});
