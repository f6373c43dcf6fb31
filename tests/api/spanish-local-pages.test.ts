/**
 * The local pages in Spanish, rendered with the facts of a real database: the location page and
 * the county cost guide state the painters, the next start date (in Spanish words), the typical
 * prices ($1,234.50) and the county in Spanish, and link to the Spanish twins; the English pages
 * keep their words.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { CountyCostGuidePage } from "@/app/_pages/county-cost-guide-page";
import { LocationPage } from "@/app/_pages/location-page";
import { ServiceAreaCountyPage } from "@/app/_pages/service-area-county-page";
import { db } from "@/lib/db";
import { calendarDate } from "@/lib/locations/dates.shared";
import { countyFacts } from "@/lib/locations/local-facts";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { createContractor } from "../helpers/fixtures";

const today = todayInNewYork();

/** The page's text, tags removed (React's text separators too). */
async function textOf(page: Promise<React.ReactElement | null> | React.ReactElement | null): Promise<string> {
  const html = renderToStaticMarkup(await page);
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function htmlOf(page: Promise<React.ReactElement | null> | React.ReactElement | null): Promise<string> {
  return renderToStaticMarkup(await page);
}

beforeAll(async () => {
  // Pricing and the four county service areas, and two painters in Chester County.
  await runSeed(db, { demo: false });
  await createContractor({
    areas: [["Chester", 1]],
    sqFtPerDay: 1000,
    availability: { [addDays(today, 9)]: ["morning"] },
  });
  await createContractor({
    areas: [["Chester", 2]],
    sqFtPerDay: 1000,
    availability: { [addDays(today, 6)]: ["afternoon"] },
  });
});

describe("a location page in Spanish", () => {
  it("states the zip's facts in Spanish, with US money and Spanish dates", async () => {
    const facts = await countyFacts(db, "Chester");
    expect(facts.nextStart).toBeTruthy();
    const text = await textOf(LocationPage({ locale: "es", zipCode: "19380" }));
    expect(text).toContain("Pintura interior en West Chester, PA 19380");
    expect(text).toContain("Condado de Chester, Pensilvania");
    expect(text).toMatch(/\d+ pintor(es)? verificados? trabaja(n)? en el 19380/);
    expect(text).toContain(`Próxima fecha libre para empezar: ${calendarDate("es", facts.nextStart!)}`);
    expect(calendarDate("es", facts.nextStart!)).toMatch(
      /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+$/,
    );
    expect(text).toContain("Lo que cuesta pintar hoy en West Chester");
    expect(text).toMatch(/Un dormitorio de 12 × 12 pies en West Chester \$\d{1,3}(,\d{3})*\.\d{2}/);
    expect(text).toContain("Obtener cotización");
    expect(text).not.toMatch(/Get Quote|Interior Painting in|County/);
  });

  it("links its neighbours, the cost guides and its trail to the Spanish pages", async () => {
    const html = await htmlOf(LocationPage({ locale: "es", zipCode: "19380" }));
    const links = [...html.matchAll(/href="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((href) => href.startsWith("/"));
    const local = links.filter((href) => /location|cost|locations/.test(href));
    expect(local.length).toBeGreaterThan(5);
    expect(local.every((href) => href.startsWith("/es/"))).toBe(true);
    expect(html).toContain('aria-label="Ruta de navegación"');
  });

  it("answers an unknown zip with the Spanish card", async () => {
    const text = await textOf(LocationPage({ locale: "es", zipCode: "00000" }).then((tree) => tree));
    expect(text).toContain("No encontramos esa zona");
    expect(text).toContain("Volver al inicio");
  });
});

describe("a county's cost guide in Spanish", () => {
  it("states the county's painters, next start and prices in Spanish", async () => {
    const facts = await countyFacts(db, "Chester");
    const text = await textOf(CountyCostGuidePage({ locale: "es", slug: "chester-county" }));
    expect(text).toContain("Costos de pintura interior en el condado de Chester, PA");
    expect(text).toContain("El condado de Chester hoy");
    expect(text).toContain(`${facts.painters} pintores verificados trabajan en el condado de Chester.`);
    expect(text).toContain(
      `La primera fecha libre para empezar un dormitorio de 12 × 12 pies en el condado es el ${calendarDate("es", facts.nextStart!)}.`,
    );
    expect(text).toContain("Costo por habitación");
    expect(text).toMatch(/Dormitorio pequeño 10 × 10 pies \$\d{1,3}(,\d{3})*\.\d{2}/);
  });

  it("keeps the English guide's words", async () => {
    const text = await textOf(CountyCostGuidePage({ locale: "en", slug: "chester-county" }));
    expect(text).toContain("Interior Painting Costs in Chester County, PA");
    expect(text).toContain("vetted painters serve Chester County.");
    expect(text).toContain("Cost by room");
  });
});

describe("a county's service-area page in Spanish", () => {
  it("lists every zip, each linking to its Spanish page", async () => {
    const html = await htmlOf(ServiceAreaCountyPage({ locale: "es", slug: "philadelphia-county" }));
    expect(html).toContain("Pintura interior en el condado de Filadelfia, PA");
    expect(html).toContain('href="/es/location/19103"');
    expect(html).not.toContain('href="/location/');
  });
});
