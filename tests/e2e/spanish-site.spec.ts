import { expect, test, type Page } from "./support/test";

/**
 * The Spanish site: each Spanish page is in Spanish (<html lang="es">, a Spanish heading), names its
 * English twin and itself as hreflang alternates, and its English twin names it back. One row per
 * Spanish page: other parts of the site add theirs here.
 */
const SPANISH_PAGES: { path: string; english: string; heading: string | RegExp }[] = [
  {
    path: "/es",
    english: "/",
    heading: "El precio para pintar el interior de su casa en minutos, no en días.",
  },
  { path: "/es/about", english: "/about", heading: "Sobre BrushWise Painting" },
  { path: "/es/faq", english: "/faq", heading: "Preguntas frecuentes" },
  { path: "/es/privacy", english: "/privacy", heading: "Política de privacidad" },
  { path: "/es/terms", english: "/terms", heading: "Términos de uso" },
  {
    path: "/es/color-consultation",
    english: "/color-consultation",
    heading: "Encuentre el color correcto antes de la primera pincelada",
  },
  { path: "/es/style-quiz", english: "/style-quiz", heading: "Descubra su estilo de pintura" },
  {
    path: "/es/locations",
    english: "/locations",
    heading: "Pintura interior en Filadelfia y sus alrededores",
  },
  {
    path: "/es/locations/philadelphia-county",
    english: "/locations/philadelphia-county",
    heading: "Pintura interior en el condado de Filadelfia, PA",
  },
  {
    path: "/es/location/19103",
    english: "/location/19103",
    heading: "Pintura interior en Philadelphia, PA 19103",
  },
  {
    path: "/es/cost/interior-painting",
    english: "/cost/interior-painting",
    heading: "Guía de costos de pintura interior",
  },
  {
    path: "/es/cost/interior-painting/chester-county",
    english: "/cost/interior-painting/chester-county",
    heading: "Costos de pintura interior en el condado de Chester, PA",
  },
  { path: "/es/become-painter", english: "/become-painter", heading: "Trabaje como pintor de BrushWise" },
  { path: "/es/manage-booking", english: "/manage-booking", heading: "Administre su reserva" },
];

/**
 * The pages a customer reaches only from an e-mail's signed link: in Spanish too, and kept out of
 * search (no alternates: a link is one customer's). A link that does not verify says so in Spanish.
 */
const SPANISH_LINK_PAGES = [
  "/es/cancel-booking",
  "/es/cancel-booking/abc.def",
  "/es/confirm-booking/abc.def",
  "/es/reschedule-booking/abc.def",
  "/es/review/abc.def",
  "/es/invoice/abc.def",
];

/** The path of each hreflang alternate the page's <head> lists. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator("link[rel=alternate][hreflang]")
    .evaluateAll((els) => els.map((el) => [el.getAttribute("hreflang")!, el.getAttribute("href")!]));
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href!, "http://x").pathname]));
}

test.describe("Spanish pages", () => {
  for (const { path, english, heading } of SPANISH_PAGES) {
    test(`${path} is in Spanish and paired with ${english}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const pair = { en: english, es: path, "x-default": english };
      expect(await alternates(page)).toEqual(pair);

      await page.goto(english);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await alternates(page)).toEqual(pair);
    });
  }

  for (const path of SPANISH_LINK_PAGES) {
    test(`${path} answers in Spanish and stays out of search`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enlace no válido");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      expect(await alternates(page)).toEqual({});
    });
  }

  test("an unknown Spanish address shows the Spanish 404 page", async ({ page }) => {
    const response = await page.goto("/es/no-existe-esta-pagina");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404: página no encontrada");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/es");
  });

  test("the language switch leads from /faq to /es/faq and back", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preguntas frecuentes");
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  });

  test("links on a Spanish page lead to the Spanish pages", async ({ page }) => {
    await page.goto("/es");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Nosotros" })).toHaveAttribute("href", "/es/about");
    await expect(page.getByRole("banner").getByRole("link", { name: "Obtener cotización" })).toHaveAttribute(
      "href",
      "/es?quote=true",
    );
    const areas = page.getByRole("navigation", { name: "Zonas de servicio" });
    await expect(
      areas.getByRole("heading", { name: "Condado de Filadelfia" }).getByRole("link"),
    ).toHaveAttribute("href", "/es/locations/philadelphia-county");
    for (const href of await areas
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((els) => els.map((el) => el.getAttribute("href")))) {
      expect(href).toMatch(/^\/es\/location\/\d{5}$/);
    }
    const company = page.getByRole("navigation", { name: "Empresa" });
    await expect(company.getByRole("link", { name: "Preguntas frecuentes" })).toHaveAttribute(
      "href",
      "/es/faq",
    );
  });

  test("the Spanish home shows its Open Graph image and JSON-LD in Spanish", async ({ page, request }) => {
    await page.goto("/es");
    const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(new URL(image!).pathname).toBe("/es/opengraph-image");
    expect(await page.locator('meta[property="og:image:alt"]').first().getAttribute("content")).toMatch(
      /cotizaciones de pintura interior/,
    );
    expect(await page.locator('meta[name="twitter:image:alt"]').first().getAttribute("content")).toMatch(
      /cotizaciones de pintura interior/,
    );
    const og = await request.get("/es/opengraph-image");
    expect(og.status()).toBe(200);
    expect(og.headers()["content-type"]).toBe("image/png");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const website = blocks
      .flatMap((text) => [JSON.parse(text) as Record<string, unknown>].flat())
      .find((node) => node["@type"] === "WebSite");
    expect(website).toMatchObject({ inLanguage: "es" });
  });

  test("the sitemap lists the Spanish pages with their English twins", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const { path } of SPANISH_PAGES) expect(xml).toContain(`${path}</loc>`);
    expect(xml).toMatch(/hreflang="es" href="[^"]*\/es\/faq"/);
  });

  test("at 375 px the Spanish home fits and its menu opens in Spanish", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/es");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Abrir el menú" }).click();
    const menu = page.getByRole("dialog");
    for (const label of [
      "Nosotros",
      "Servicios",
      "Cómo funciona",
      "Administrar reserva",
      "Obtener cotización",
    ])
      await expect(menu.getByRole("link", { name: label })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Nosotros" })).toHaveAttribute("href", "/es/about");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});
