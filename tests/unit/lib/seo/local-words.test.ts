import {
  businessHoursIn,
  calendarDate,
  countIn,
  countyCrumbsIn,
  countyHeading,
  countyLabel,
  listNamesIn,
  locationCrumbsIn,
  locationImageAltIn,
  serviceAreasCrumbsIn,
} from "@/lib/seo/local-words";
import { countyCrumbs, locationCrumbs, locationImageAlt, serviceAreasCrumbs } from "@/lib/seo/service-areas";
import { formatHours } from "@/lib/format.shared";
import { siteConfig } from "@/lib/site.shared";
import { findZip } from "@/lib/zips/index.shared";

const norristown = findZip("19401")!;
const centerCity = findZip("19103")!;

describe("the local pages' words", () => {
  it("keep English as the spec writes it", () => {
    expect(calendarDate("en", "2026-12-05")).toBe("Saturday, December 5");
    expect(countyHeading("en", "Philadelphia")).toBe("Philadelphia County");
    expect(listNamesIn("en", ["A", "B", "C"])).toBe("A, B and C");
    expect(businessHoursIn("en")).toBe(
      formatHours(siteConfig.businessHours.opens, siteConfig.businessHours.closes),
    );
    expect(serviceAreasCrumbsIn("en")).toEqual(serviceAreasCrumbs());
    expect(countyCrumbsIn("en", "Chester")).toEqual(countyCrumbs("Chester"));
    expect(locationCrumbsIn("en", centerCity)).toEqual(locationCrumbs(centerCity));
    expect(locationImageAltIn("en", norristown)).toBe(locationImageAlt(norristown));
  });

  it("write Spanish dates, counties and lists, and US numbers", () => {
    expect(calendarDate("es", "2026-12-05")).toBe("sábado, 5 de diciembre");
    expect(countyLabel("es", "Philadelphia")).toBe("Filadelfia");
    expect(countyHeading("es", "Philadelphia")).toBe("Condado de Filadelfia");
    expect(countyHeading("es", "Chester")).toBe("Condado de Chester");
    expect(listNamesIn("es", ["Rittenhouse", "Logan Square", "Fitler Square"])).toBe(
      "Rittenhouse, Logan Square y Fitler Square",
    );
    expect(countIn("es", 12345)).toBe("12,345");
    expect(businessHoursIn("es")).toMatch(/^8:00\sa\.\s?m\. – 6:00\sp\.\s?m\.$/);
  });

  it("lead a Spanish trail through the Spanish pages, town names unchanged", () => {
    expect(locationCrumbsIn("es", norristown)).toEqual([
      { name: "Inicio", path: "/es" },
      { name: "Zonas de servicio", path: "/es/locations" },
      { name: "Condado de Montgomery", path: "/es/locations/montgomery-county" },
      { name: "Norristown, PA 19401", path: "/es/location/19401" },
    ]);
  });

  it("describe the Spanish social image, naming the town", () => {
    expect(locationImageAltIn("es", norristown)).toBe(
      `${siteConfig.name} — pintura interior en Norristown, PA 19401, condado de Montgomery`,
    );
  });
});
