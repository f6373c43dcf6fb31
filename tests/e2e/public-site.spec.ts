import { expect, test, type Page } from "./support/test";
import { QUIZ_QUESTIONS, QUIZ_RESULTS, type Style } from "../../lib/quiz/index.shared";
import { DELAWARE_ZIPS } from "../../lib/zips/data/delaware.shared";

const COUNTIES = [
  ["Philadelphia", "philadelphia-county"],
  ["Chester", "chester-county"],
  ["Delaware", "delaware-county"],
  ["Montgomery", "montgomery-county"],
] as const;

type JsonLd = Record<string, unknown> & { "@type": string | string[] };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(data) ? data : [data];
  });
}

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute("content");

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("public routes of the spec", () => {
  const routes: [path: string, heading: string | RegExp][] = [
    ["/", "Your interior painting price in minutes, not days."],
    ["/about", "About BrushWise Painting"],
    ["/color-consultation", "Find the right colour before the first brushstroke"],
    ["/style-quiz", "Discover your painting style"],
    ["/location/19103", "Interior Painting in Philadelphia, PA 19103"],
    ["/locations", "Interior Painting Across Philadelphia and Its Suburbs"],
    ["/locations/chester-county", "Interior Painting in Chester County, PA"],
    ["/faq", "Frequently Asked Questions"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Use"],
  ];

  for (const [path, heading] of routes) {
    test(`${path} answers 200 with its content, and fits a phone`, { tag: "@phone" }, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        path === "/" ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`^https?://[^/]+${path}$`),
      );
      await expectNoHorizontalScroll(page);
    });
  }

  test("pages render their content without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    await page.goto("/faq");
    // Closed FAQ answers are in the HTML and open without scripts.
    await page.getByText("How much does it cost to paint doors?").click();
    await expect(
      page.getByText("Doors are $65 each, and that price includes both sides of the door and its trim."),
    ).toBeVisible();
    await page.goto("/style-quiz");
    await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
    await context.close();
  });

  test("the privacy policy has its ten numbered sections, date and 30-day promise", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByText("Last updated: January 2024")).toBeVisible();
    const sections = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(sections).toHaveText([
      "1. Information We Collect",
      "2. How We Use Your Information",
      "3. How We Share Information",
      "4. Data Security",
      "5. Your Rights",
      "6. Cookies",
      "7. Data Retention",
      "8. Third-Party Services",
      "9. Changes to This Policy",
      "10. Contact Us",
    ]);
    await expect(page.getByText(/We respond to all requests within 30 days/)).toBeVisible();
  });

  test("the terms have their thirteen sections and the business facts", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByText("Last updated: January 2024")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(13);
    await expect(page.getByRole("heading", { name: "11. Disputes and Governing Law" })).toBeVisible();
    const main = page.getByRole("main");
    for (const fact of [
      "Quotes are valid for 30 days.",
      "Payment is due on completion",
      "within 7 days of completion",
      "24 hours' notice",
      "$100 late-cancellation fee",
      "1-year workmanship warranty",
      "State of California",
    ]) {
      await expect(main.getByText(fact, { exact: false }).first()).toBeVisible();
    }
  });

  test("sitemap.xml lists every public route and every location page; robots.txt keeps private paths out", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of [
      "/about",
      "/color-consultation",
      "/style-quiz",
      "/faq",
      "/privacy",
      "/terms",
      "/location/19103",
      "/location/19380",
      "/locations",
      "/locations/philadelphia-county",
      "/locations/chester-county",
      "/locations/delaware-county",
      "/locations/montgomery-county",
      "/cost/interior-painting",
      "/cost/interior-painting/philadelphia-county",
      "/cost/interior-painting/chester-county",
      "/cost/interior-painting/delaware-county",
      "/cost/interior-painting/montgomery-county",
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    // Each English location page once, and its Spanish twin once (tests/e2e/spanish-site.spec.ts).
    expect(xml.match(/<loc>[^<]*(?<!\/es)\/location\/\d{5}<\/loc>/g)).toHaveLength(200);
    expect(xml.match(/<loc>[^<]*\/es\/location\/\d{5}<\/loc>/g)).toHaveLength(200);

    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/contractor", "/api/", "/dev"])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test("the default Open Graph image and the favicons are served", async ({ request, page }) => {
    const og = await request.get("/opengraph-image");
    expect(og.status()).toBe(200);
    expect(og.headers()["content-type"]).toBe("image/png");
    await page.goto("/");
    const ogImage = await meta(page, 'meta[property="og:image"]');
    expect(ogImage).toMatch(/\/opengraph-image/);
    const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
    expect((await request.get(icon!)).status()).toBe(200);
    const apple = await page.locator('link[rel="apple-touch-icon"]').first().getAttribute("href");
    expect((await request.get(apple!)).status()).toBe(200);
  });
});

test.describe("home page", () => {
  test("has every section of the spec", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Projects completed")).toBeVisible();
    await expect(page.getByText("Customer rating")).toBeVisible();
    await expect(page.getByText("Satisfaction guarantee").first()).toBeVisible();

    const how = page.locator("#how-it-works");
    await expect(how.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(how.getByRole("listitem")).toHaveCount(4);

    const services = page.locator("#services");
    await expect(services.getByRole("heading", { name: "Interior Painting", exact: true })).toBeVisible();
    await expect(services.getByRole("heading", { name: "Commercial Painting", exact: true })).toBeVisible();
    await expect(services.getByRole("heading", { name: "Exterior Painting", exact: true })).toBeVisible();
    await expect(services.getByText("Coming soon", { exact: true })).toHaveCount(2);

    await expect(page.getByRole("link", { name: "Take the Style Quiz" })).toHaveAttribute(
      "href",
      "/style-quiz",
    );

    const gallery = page.getByRole("region", { name: "Recent rooms from around the region" });
    const images = gallery.getByRole("img");
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute("alt", /.{20,}/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }

    await expect(
      page.getByRole("region", { name: "What our customers say" }).getByRole("blockquote"),
    ).toHaveCount(3);
    await expect(
      page.getByRole("heading", { name: "Ready to see what your rooms will cost?" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Painting a business space?" })).toBeVisible();
    for (const county of ["Philadelphia", "Chester", "Delaware", "Montgomery"]) {
      await expect(
        page
          .getByRole("navigation", { name: "Service Areas" })
          .getByRole("heading", { name: `${county} County` }),
      ).toBeVisible();
    }
    // Every Get Quote on the page opens the quote wizard.
    const quoteLinks = page.getByRole("main").getByRole("link", { name: "Get Quote" });
    expect(await quoteLinks.count()).toBeGreaterThanOrEqual(3);
    for (const href of await quoteLinks.evaluateAll((els) => els.map((el) => el.getAttribute("href")))) {
      expect(href).toBe("/?quote=true");
    }
  });

  test("the commercial contact form checks its fields, then stores the inquiry", async ({ page }) => {
    await page.goto("/#commercial");
    const form = page.getByRole("form", { name: "Tell us about your project" });
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText(/Please tell us a little more/)).toBeVisible();
    await expect(form.getByLabel("Your name")).toBeFocused();

    await form.getByLabel("Your name").fill("Dana Whitfield");
    await form.getByLabel("Company (optional)").fill("Whitfield Property Group");
    await form.getByLabel("E-mail").fill("dana@whitfieldpg.example");
    await form.getByLabel("Phone (optional)").fill("(610) 555-0182");
    await form
      .getByLabel("Project details")
      .fill("Two floors of offices in King of Prussia, about 6,000 sq ft, repainted over two weekends.");
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/commercial-inquiries") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect((await response.json()).id).toEqual(expect.any(String));
    await expect(page.getByText("Thank you! Your inquiry has been sent.", { exact: false })).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveValue("");
  });

  test("the commercial form shows the server's message when sending fails", async ({ page }) => {
    await page.route("**/api/commercial-inquiries", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "Too many inquiries from your network." }),
      }),
    );
    await page.goto("/#commercial");
    const form = page.getByRole("form", { name: "Tell us about your project" });
    await form.getByLabel("Your name").fill("Dana Whitfield");
    await form.getByLabel("E-mail").fill("dana@whitfieldpg.example");
    await form.getByLabel("Project details").fill("Repaint a dental office waiting room.");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByText("Too many inquiries from your network.")).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveValue("Dana Whitfield");
  });
});

test.describe("location pages", () => {
  test("/location/19103 is local, with JSON-LD, canonical, Open Graph and Twitter tags for the city", async ({
    page,
  }) => {
    const response = await page.goto("/location/19103");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Interior Painting in Philadelphia, PA 19103 | BrushWise Painting");
    expect(await meta(page, 'meta[name="description"]')).toContain("Rittenhouse Square");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /^https?:\/\/[^/]+\/location\/19103$/,
    );
    expect(await meta(page, 'meta[property="og:title"]')).toContain("Philadelphia, PA 19103");
    expect(await meta(page, 'meta[property="og:description"]')).toContain("Philadelphia");
    expect(await meta(page, 'meta[property="og:url"]')).toMatch(/\/location\/19103$/);
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(/\/opengraph-image/);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta(page, 'meta[name="twitter:title"]')).toContain("Philadelphia");

    const data = await jsonLd(page);
    const business = data.find((d) => d["@type"] === "LocalBusiness")!;
    expect(business).toBeDefined();
    expect(business.name).toContain("Philadelphia, PA 19103");
    expect(business.priceRange).toBe("$$");
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "08:00",
        closes: "18:00",
      }),
    ]);
    expect(JSON.stringify(business.areaServed)).toContain("Philadelphia");
    expect(JSON.stringify(business.areaServed)).toContain("19103");
    expect(JSON.stringify(business.makesOffer)).toContain('"serviceType":"Interior painting"');
    const breadcrumbs = data.find((d) => d["@type"] === "BreadcrumbList")!;
    const trail = breadcrumbs.itemListElement as { name: string; item: string }[];
    expect(trail.map((i) => i.name)).toEqual([
      "Home",
      "Service areas",
      "Philadelphia County",
      "Philadelphia, PA 19103",
    ]);
    expect(trail.map((i) => new URL(i.item).pathname)).toEqual([
      "/",
      "/locations",
      "/locations/philadelphia-county",
      "/location/19103",
    ]);

    const crumbNav = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbNav.getByRole("link")).toHaveText(["Home", "Service areas", "Philadelphia County"]);
    await expect(crumbNav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbNav.getByRole("link", { name: "Service areas" })).toHaveAttribute("href", "/locations");
    await expect(crumbNav.getByRole("link", { name: "Philadelphia County" })).toHaveAttribute(
      "href",
      "/locations/philadelphia-county",
    );
    await expect(crumbNav.getByText("Philadelphia, PA 19103")).toHaveAttribute("aria-current", "page");
    for (const card of ["Local Knowledge", "Community Reputation", "Convenient Service"]) {
      await expect(page.getByRole("heading", { name: card, level: 3 })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Complete Interior Painting" })).toBeVisible();
    await expect(page.getByText("Rittenhouse Square").first()).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Ready to paint your Rittenhouse Square home?" }),
    ).toBeVisible();
    const quoteLinks = page.getByRole("main").getByRole("link", { name: "Get Quote" });
    expect(await quoteLinks.count()).toBeGreaterThanOrEqual(3);
    await expect(quoteLinks.first()).toHaveAttribute("href", "/?quote=true");
  });

  test("a suburban location page names its own town and links its nearest neighbours, in any county", async ({
    page,
  }) => {
    await page.goto("/location/19380");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Interior Painting in West Chester, PA 19380",
    );
    // Cheyney (19319) is in Delaware County: the list spans the county line, and its title says so.
    const nearby = page.getByRole("navigation", { name: "Nearby areas" });
    const links = nearby.getByRole("link");
    await expect(links).toHaveText([
      "West Chester 19383",
      "West Chester 19382",
      "Westtown 19395",
      "Exton 19341",
      "Lionville 19353",
      "Malvern 19355",
      "Cheyney 19319",
      "Pocopson 19366",
    ]);
    const href = await links.first().getAttribute("href");
    expect(href).toBe("/location/19383");
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Interior Painting in");
  });

  test("an unknown zip answers 404 with the Location Not Found card, rendered on the server", async ({
    page,
    request,
  }) => {
    const response = await page.goto("/location/00000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Location Not Found");
    await expect(page.getByText("We couldn't find service information for this zip code.")).toBeVisible();
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    const raw = await request.get("/location/12345");
    expect(raw.status()).toBe(404);
    const html = await raw.text();
    expect(html).toContain("Location Not Found");
    expect(html).toContain("We couldn&#x27;t find service information for this zip code.");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  test("an unknown path answers 404 with the 404 card", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});

test.describe("service areas", () => {
  test("the footer links each county's page and the hub; the hub links every county", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("navigation", { name: "Service Areas" });
    for (const [county, slug] of COUNTIES)
      await expect(footer.getByRole("link", { name: `${county} County`, exact: true })).toHaveAttribute(
        "href",
        `/locations/${slug}`,
      );
    await footer.getByRole("link", { name: "All service areas" }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Interior Painting Across Philadelphia and Its Suburbs",
    );
    const counties = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
    await expect(counties).toHaveText(COUNTIES.map(([county]) => `${county} County`));
    await counties.nth(1).click();
    await expect(page).toHaveURL(/\/locations\/chester-county$/);
  });

  test("a county page links every zip of the county, and its breadcrumb leads back", async ({ page }) => {
    await page.goto("/locations/delaware-county");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Interior Painting in Delaware County, PA",
    );
    const zips = page
      .getByRole("region", { name: "Every zip code we serve in Delaware County" })
      .getByRole("listitem")
      .getByRole("link");
    const hrefs = (await zips.evaluateAll((links) => links.map((a) => a.getAttribute("href")!))).sort();
    expect(hrefs).toEqual(DELAWARE_ZIPS.map((zip) => `/location/${zip.zipCode}`).sort());
    await expect(zips.filter({ hasText: "Media 19063" })).toHaveAttribute("href", "/location/19063");

    const crumbNav = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbNav.getByRole("link")).toHaveText(["Home", "Service areas"]);
    await expect(crumbNav.getByText("Delaware County")).toHaveAttribute("aria-current", "page");
    const trail = (await jsonLd(page)).find((d) => d["@type"] === "BreadcrumbList")!;
    expect((trail.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      "Home",
      "Service areas",
      "Delaware County",
    ]);
  });

  test("an unknown county answers 404 with the not-found page", async ({ page, request }) => {
    const response = await page.goto("/locations/bucks-county");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    const raw = await request.get("/locations/chester");
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain("404 Page Not Found");
  });
});

test.describe("social images", () => {
  test("a location page's Open Graph image is its own, names the town and is served as a PNG", async ({
    page,
    request,
  }) => {
    await page.goto("/location/19380");
    const image = new URL((await meta(page, 'meta[property="og:image"]'))!);
    expect(image.pathname).toBe("/location/19380/opengraph-image");
    expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image.href);
    const alt = "BrushWise Painting — interior painting in West Chester, PA 19380, Chester County";
    expect(await meta(page, 'meta[property="og:image:alt"]')).toBe(alt);
    expect(await meta(page, 'meta[name="twitter:image:alt"]')).toBe(alt);
    const png = await request.get(image.pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  for (const path of ["/", "/locations", "/locations/montgomery-county", "/faq"]) {
    test(`${path} names its Open Graph image for those who cannot see it`, async ({ page }) => {
      await page.goto(path);
      expect(new URL((await meta(page, 'meta[property="og:image"]'))!).pathname).toBe("/opengraph-image");
      const alt = "BrushWise Painting — instant interior painting quotes in Philadelphia and its suburbs";
      expect(await meta(page, 'meta[property="og:image:alt"]')).toBe(alt);
      expect(await meta(page, 'meta[name="twitter:image:alt"]')).toBe(alt);
    });
  }
});

test.describe("FAQ", () => {
  test("has 16 questions with FAQPage data, title and description", async ({ page }) => {
    await page.goto("/faq");
    await expect(page).toHaveTitle("Frequently Asked Questions | BrushWise Painting");
    expect(await meta(page, 'meta[name="description"]')).toMatch(/painting quotes/);
    const items = page.getByTestId("faq-accordion").locator("details");
    await expect(items).toHaveCount(16);
    const faq = (await jsonLd(page)).find((d) => d["@type"] === "FAQPage")!;
    const entries = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entries).toHaveLength(16);
    expect(
      entries.find((e) => e.name === "How much does it cost to paint doors?")?.acceptedAnswer.text,
    ).toContain("$65 each");
    expect(JSON.stringify(entries)).toContain("within 3 days");
    expect(JSON.stringify(entries)).toContain("Philadelphia, Chester, Delaware and Montgomery");
    expect(JSON.stringify(entries)).toContain("up to 24 hours before your appointment");
  });

  test("keeps one item open at a time and can close it again", async ({ page }) => {
    await page.goto("/faq");
    const items = page.getByTestId("faq-accordion").locator("details");
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeHidden();
    await expect(page.locator("details[open]")).toHaveCount(1);
    await second.locator("summary").click();
    await expect(page.locator("details[open]")).toHaveCount(0);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.goto("/faq");
    const summaries = page.getByTestId("faq-accordion").locator("summary");
    await summaries.nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details[open] summary")).toHaveText(/How does the instant quote work\?/);
    await page.keyboard.press("Tab");
    await expect(summaries.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.locator("details[open]")).toHaveCount(1);
    await expect(page.locator("details[open] summary")).toHaveText(/How accurate is my online price\?/);
    await page.keyboard.press("Enter");
    await expect(page.locator("details[open]")).toHaveCount(0);
  });
});

test.describe("style quiz", () => {
  async function answer(page: Page, question: number, style: Style, { keyboard = false } = {}) {
    const option = QUIZ_QUESTIONS[question]!.options.find((o) => o.style === style)!;
    await expect(page.getByText(`Question ${question + 1} of 5`, { exact: true })).toBeVisible();
    const button = page.getByRole("button", { name: new RegExp(option.label) });
    if (keyboard) {
      await button.focus();
      await page.keyboard.press("Enter");
    } else {
      await button.click();
    }
  }

  for (const style of ["modern", "traditional", "eclectic", "farmhouse"] as const) {
    test(`five ${style} answers lead to ${QUIZ_RESULTS[style].name}`, async ({ page }) => {
      await page.goto("/style-quiz");
      await expect(page.getByText("20% complete")).toBeVisible();
      await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
      for (let q = 0; q < 5; q++) await answer(page, q, style);
      const result = QUIZ_RESULTS[style];
      await expect(page.getByRole("heading", { level: 2, name: result.name })).toBeVisible();
      await expect(page.getByText(result.description)).toBeVisible();
      for (const color of result.colors)
        await expect(page.getByText(color.name, { exact: true })).toBeVisible();
      for (const feature of result.features)
        await expect(page.getByText(feature, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Suggested rooms" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Get My Custom Quote" })).toHaveAttribute(
        "href",
        "/?quote=true",
      );
    });
  }

  test("a 2–2 tie goes to the style that appeared first, and Previous goes back", async ({ page }) => {
    await page.goto("/style-quiz");
    // traditional reaches two answers first, but modern appears first: modern wins.
    const answers: Style[] = ["modern", "traditional", "traditional", "modern", "eclectic"];
    await answer(page, 0, answers[0]!);
    await answer(page, 1, "farmhouse");
    await expect(page.getByText("Question 3 of 5", { exact: true })).toBeVisible();
    await expect(page.getByText("60% complete")).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByText("Question 2 of 5", { exact: true })).toBeVisible();
    for (let q = 1; q < 5; q++) await answer(page, q, answers[q]!);
    await expect(page.getByRole("heading", { level: 2, name: "Modern Minimalist" })).toBeVisible();
  });

  test("the quiz can be taken with the keyboard, focus following each question", async ({ page }) => {
    await page.goto("/style-quiz");
    const styles: Style[] = ["farmhouse", "eclectic", "eclectic", "farmhouse", "traditional"];
    for (let q = 0; q < 5; q++) {
      await answer(page, q, styles[q]!, { keyboard: true });
      if (q < 4)
        await expect(
          page.getByRole("heading", { level: 2, name: QUIZ_QUESTIONS[q + 1]!.prompt }),
        ).toBeFocused();
    }
    const result = page.getByRole("heading", { level: 2, name: "Cozy Farmhouse" });
    await expect(result).toBeFocused();
    await page.getByRole("button", { name: "Retake Quiz" }).click();
    await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
  });

  test("a result's Get My Custom Quote opens the quote wizard on the home page", async ({ page }) => {
    await page.goto("/style-quiz");
    for (let q = 0; q < 5; q++) await answer(page, q, "modern");
    await page.getByRole("link", { name: "Get My Custom Quote" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
