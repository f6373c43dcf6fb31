import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { buildCostGuide } from "../../lib/cost-guide/guide.shared";
import { costQuestions, methodSteps } from "../../lib/cost-guide/words.shared";
import { TYPICAL_JOBS, typicalRoom, type TypicalJobId } from "../../lib/cost-guide/typical-jobs.shared";
import { formatCents, formatMoney } from "../../lib/format.shared";
import type { PricingConfig } from "../../lib/pricing/config.shared";

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

/** A quote for a typical job's rooms in 19103, saved by the API: the quote engine's own total. */
async function quotedTotal(page: Page, id: TypicalJobId): Promise<string> {
  const colour = "SW 7008 Alabaster";
  const rooms = TYPICAL_JOBS[id].rooms.map((room) => {
    const priced = typicalRoom(room);
    const options = priced.paintOptions;
    return {
      ...priced,
      paintOptions: {
        ...options,
        walls: { ...options.walls, colorCode: colour },
        ceiling: { ...options.ceiling, colorCode: colour },
        trim: { ...options.trim, colorCode: colour },
        doors: { ...options.doors, colorCode: colour },
      },
    };
  });
  const response = await page.request.post("/api/quotes", {
    data: {
      projectType: "interior",
      address: "2116 Spruce St, Philadelphia, PA 19103",
      propertyType: "townhouse",
      customerName: "Cost Guide",
      email: `e2e-cost-guide-${randomUUID().slice(0, 8)}@example.com`,
      phone: "(215) 555-0101",
      rooms,
      conditions: { primer: false, furnitureMoving: false, substantialPrep: false },
      paintOptions: { quality: "standard", finish: "eggshell", customerSupplies: false },
    },
  });
  expect(response.status()).toBe(201);
  return formatMoney(((await response.json()) as { totalCost: number }).totalCost);
}

test.describe("typical prices on a location page", () => {
  test("/location/19103 shows what a quote for the same rooms costs, and its JSON-LD offers say the same", async ({
    page,
  }) => {
    await page.goto("/location/19103");
    const section = page.getByRole("region", { name: "What painting costs in Rittenhouse Square today" });
    const shown: Record<string, string> = {};
    for (const id of ["bedroom", "living-room", "three-bedroom-home"] as const) {
      const name = `${TYPICAL_JOBS[id].label} in Rittenhouse Square`;
      const card = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
      const price = await quotedTotal(page, id);
      await expect(card.getByText(/^\$[\d,]+\.\d{2}$/)).toHaveText(price);
      shown[name] = price;
    }
    await expect(section.getByRole("listitem").filter({ hasText: "A whole 3-bedroom home" })).toContainText(
      "main bedroom 14 × 12 ft, second bedroom 12 × 12 ft, third bedroom 12 × 10 ft, living room 18 × 14 ft, kitchen 12 × 10 ft, bathroom 8 × 5 ft, hallway 20 × 4 ft; 4 doors.",
    );
    await expect(section.getByText(/^Assumed: /)).toHaveText(
      "Assumed: 9 ft ceilings; walls, ceiling and baseboard trim; doors as listed, no windows; standard paint with premium semi-gloss trim and doors, supplied by us.",
    );
    await expect(section.getByRole("link", { name: "Interior painting cost guide" })).toHaveAttribute(
      "href",
      "/cost/interior-painting",
    );
    await expect(section.getByRole("link", { name: "Philadelphia County painting costs" })).toHaveAttribute(
      "href",
      "/cost/interior-painting/philadelphia-county",
    );

    const business = (await jsonLd(page)).find((d) => d["@type"] === "LocalBusiness")!;
    const offers = (business.makesOffer as JsonLd[]).filter((offer) => "price" in offer);
    expect(
      Object.fromEntries(offers.map((offer) => [offer.name, formatMoney(Number(offer.price as string))])),
    ).toEqual(shown);
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe("USD");
      expect(offer.priceSpecification).toEqual({
        "@type": "PriceSpecification",
        price: offer.price,
        priceCurrency: "USD",
      });
    }
  });
});

test.describe("the cost guide", () => {
  test("/cost/interior-painting shows the live pricing's table, its method and questions, and JSON-LD of exactly those", async ({
    page,
  }) => {
    const pricing = (await (await page.request.get("/api/pricing/config")).json()) as PricingConfig;
    const guide = buildCostGuide(pricing);
    await page.goto("/cost/interior-painting");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interior Painting Cost Guide");

    const table = page.getByRole("region", { name: "Price of one room" }).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Room",
      "Size",
      "Walls only",
      "Walls, ceiling and trim",
    ]);
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(guide.rooms.length + 1);
    for (const [i, room] of guide.rooms.entries()) {
      await expect(rows.nth(i + 1).getByRole("cell")).toHaveText([
        room.size,
        formatCents(room.wallsOnlyCents),
        formatCents(room.wallsCeilingTrimCents),
      ]);
      await expect(rows.nth(i + 1).getByRole("rowheader")).toHaveText(room.label);
    }
    await expect(
      page.getByRole("region", { name: "One bedroom in each paint line" }).getByRole("row").nth(1),
    ).toHaveText(
      `Standard${formatCents(guide.paintLines[0]!.roomCents)}$0.00${formatCents(guide.paintLines[0]!.totalCents)}`,
    );

    const steps = methodSteps(guide);
    const method = page.getByRole("region", { name: "How a price is worked out" });
    await expect(method.getByRole("heading", { level: 3 })).toHaveText(steps.map((s) => s.name));
    await expect(method.getByRole("listitem").nth(1).getByRole("paragraph")).toHaveText(steps[1]!.text);

    const questions = costQuestions(guide);
    const faq = page.getByRole("region", { name: "Questions about cost" });
    await expect(faq.getByRole("heading", { level: 3 })).toHaveText(questions.map((q) => q.question));

    const data = await jsonLd(page);
    const faqData = data.find((d) => d["@type"] === "FAQPage")!;
    expect(faqData.mainEntity).toEqual(
      questions.map((q) => ({
        "@type": "Question",
        name: q.question,
        acceptedAnswer: { "@type": "Answer", text: q.answer },
      })),
    );
    for (const q of questions) await expect(faq.getByText(q.answer, { exact: true })).toBeVisible();
    const howTo = data.find((d) => d["@type"] === "HowTo")!;
    expect((howTo.step as { name: string; text: string }[]).map((s) => [s.name, s.text])).toEqual(
      steps.map((s) => [s.name, s.text]),
    );

    await page
      .getByRole("navigation", { name: "Costs and local facts by county" })
      .getByRole("link", {
        name: "Delaware County",
      })
      .click();
    await expect(page).toHaveURL(/\/cost\/interior-painting\/delaware-county$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Interior Painting Costs in Delaware County, PA",
    );
  });

  test("the footer links the guide; an unknown county is 404", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cost guide" }).click();
    await expect(page).toHaveURL(/\/cost\/interior-painting$/);
    const response = await page.request.get("/cost/interior-painting/bucks-county");
    expect(response.status()).toBe(404);
  });

  test(
    "the guide and a location page fit a phone, the tables scrolling in their own region",
    { tag: "@phone" },
    async ({ page }) => {
      for (const path of [
        "/cost/interior-painting",
        "/cost/interior-painting/chester-county",
        "/location/19380",
      ]) {
        await page.goto(path);
        await expectNoHorizontalScroll(page);
      }
      await page.goto("/cost/interior-painting");
      const region = page.getByRole("region", { name: "Price of one room" });
      await region.focus();
      await expect(region).toBeFocused();
    },
  );
});
