import { costGuideJsonLdIn, hubJsonLd, locationJsonLd } from "@/lib/seo/local-json-ld";
import { locationCrumbsIn } from "@/lib/seo/local-words";
import { breadcrumbJsonLd, costGuideJsonLd, localBusinessJsonLd } from "@/lib/seo/structured-data";
import { findZip } from "@/lib/zips/index.shared";

const norristown = findZip("19401")!;
const reviews = { shown: [], count: 0, average: null };
const prices = [{ name: "Un dormitorio de 12 × 12 pies en Norristown", cents: 122140 }];

describe("the local pages' JSON-LD", () => {
  it("is structured-data.ts's own on the English pages", () => {
    const crumbs = locationCrumbsIn("en", norristown);
    expect(locationJsonLd("en", norristown, { reviews, prices, crumbs, title: "x" })).toEqual([
      localBusinessJsonLd(norristown, undefined, reviews, prices),
      breadcrumbJsonLd(crumbs),
    ]);
    expect(costGuideJsonLdIn("en", crumbs, null, { path: "/cost/interior-painting", title: "x" })).toEqual(
      costGuideJsonLd(crumbs, null),
    );
    expect(hubJsonLd("en", crumbs, { path: "/locations", title: "x" })).toEqual(breadcrumbJsonLd(crumbs));
  });

  it("says in Spanish what a Spanish location page shows, at its /es address", () => {
    const crumbs = locationCrumbsIn("es", norristown);
    const [business, trail, page] = locationJsonLd("es", norristown, {
      reviews,
      prices,
      crumbs,
      title: "Pintura interior en Norristown, PA 19401",
    }) as Record<string, unknown>[];
    const json = JSON.stringify(business);
    expect(business).toMatchObject({
      "@type": "LocalBusiness",
      url: expect.stringMatching(/\/es\/location\/19401$/),
      description: expect.stringMatching(/^Pintura interior en Norristown, PA 19401/),
    });
    expect(json).toContain('"serviceType":"Pintura interior"');
    expect(json).toContain("condado de Montgomery, PA");
    expect(json).toContain("Código postal 19401");
    expect(json).toContain('"price":"1221.40"');
    expect(json).toContain("Un dormitorio de 12 × 12 pies en Norristown");
    expect(json).not.toMatch(/Interior painting|County|ZIP code/);
    expect(JSON.stringify(trail)).toContain("/es/locations/montgomery-county");
    expect(page).toMatchObject({
      "@type": "WebPage",
      inLanguage: "es",
      name: "Pintura interior en Norristown, PA 19401",
    });
  });

  it("marks a Spanish cost guide's questions and method as Spanish", () => {
    const nodes = costGuideJsonLdIn(
      "es",
      [{ name: "Inicio", path: "/es" }],
      {
        questions: [{ question: "¿?", answer: "Sí." }],
        steps: [{ name: "Medimos", text: "…" }],
        howTo: "Cómo se calcula",
      },
      { path: "/cost/interior-painting", title: "Guía de costos de pintura interior" },
    ) as Record<string, unknown>[];
    expect(nodes.map((node) => node["@type"])).toEqual(["BreadcrumbList", "FAQPage", "HowTo", "WebPage"]);
    expect(nodes.slice(1).every((node) => node.inLanguage === "es")).toBe(true);
    expect(nodes[2]).toMatchObject({ name: "Cómo se calcula" });
    expect(nodes[3]).toMatchObject({ url: expect.stringMatching(/\/es\/cost\/interior-painting$/) });
  });
});
