import {
  AUTO_POPULATED_COUNTIES,
  COUNTY_ZIP_CODES,
  SERVED_COUNTIES,
  ZIP_CODES,
  extractZipCode,
  findZip,
  footerZipLinks,
  isKnownZip,
  normalizeCountyName,
  zipCodesForCounties,
  zipsByCounty,
} from "@/lib/zips/index.shared";
import { CHESTER_ZIPS } from "@/lib/zips/data/chester.shared";
import { DELAWARE_ZIPS } from "@/lib/zips/data/delaware.shared";
import { MONTGOMERY_ZIPS } from "@/lib/zips/data/montgomery.shared";
import { PHILADELPHIA_ZIPS } from "@/lib/zips/data/philadelphia.shared";

const DATA_FILES = {
  Philadelphia: PHILADELPHIA_ZIPS,
  Chester: CHESTER_ZIPS,
  Delaware: DELAWARE_ZIPS,
  Montgomery: MONTGOMERY_ZIPS,
} as const;

describe("zip reference data", () => {
  // docs/product.md §2 asks for "about 200" (one landing page per zip): the four counties' residential
  // zips, PO-box-only villages included. The floor catches a truncated data file.
  it("holds a plausible number of zips", () => {
    expect(ZIP_CODES.length).toBeGreaterThanOrEqual(190);
    expect(ZIP_CODES.length).toBeLessThanOrEqual(230);
  });

  it("has well-formed, unique zip codes sorted ascending", () => {
    const codes = ZIP_CODES.map((z) => z.zipCode);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
  });

  it("keeps zips in their county's range", () => {
    for (const zip of ZIP_CODES) {
      if (zip.county === "Philadelphia") {
        expect(zip.zipCode.startsWith("191")).toBe(true);
      } else {
        const prefix = Number(zip.zipCode.slice(0, 3));
        expect(prefix).toBeGreaterThanOrEqual(180);
        expect(prefix).toBeLessThanOrEqual(195);
      }
    }
  });

  it("files each entry under the county of its data file", () => {
    for (const [county, zips] of Object.entries(DATA_FILES)) {
      for (const zip of zips) expect(zip.county).toBe(county);
    }
  });

  it.each(ZIP_CODES.map((z) => [z.zipCode, z] as const))("%s has sane fields", (_, zip) => {
    expect(zip.state).toBe("PA");
    expect(zip.city.trim()).not.toBe("");
    expect(zip.neighborhoods.length).toBeGreaterThanOrEqual(1);
    for (const hood of zip.neighborhoods) expect(hood.trim()).not.toBe("");
    expect(new Set(zip.neighborhoods).size).toBe(zip.neighborhoods.length);
    expect(Number.isInteger(zip.population)).toBe(true);
    expect(zip.population).toBeGreaterThan(0);
    expect(Number.isInteger(zip.medianIncome)).toBe(true);
    expect(zip.medianIncome).toBeGreaterThanOrEqual(15_000);
    expect(zip.medianIncome).toBeLessThanOrEqual(400_000);
  });

  it.each(SERVED_COUNTIES)("%s has at least 30 zips", (county) => {
    expect(zipsByCounty(county).length).toBeGreaterThanOrEqual(30);
  });

  it("spot-checks well-known zips", () => {
    expect(findZip("19103")).toMatchObject({ city: "Philadelphia", county: "Philadelphia" });
    expect(findZip("19380")).toMatchObject({ city: "West Chester", county: "Chester" });
    expect(findZip("19063")).toMatchObject({ city: "Media", county: "Delaware" });
    expect(findZip("19401")).toMatchObject({ city: "Norristown", county: "Montgomery" });
    expect(findZip("19446")).toMatchObject({ city: "Lansdale", county: "Montgomery" });
    expect(findZip("18073")).toMatchObject({ city: "Pennsburg", county: "Montgomery" });
    expect(findZip("19525")).toMatchObject({ city: "Gilbertsville", county: "Montgomery" });
    expect(findZip("19520")).toMatchObject({ city: "Elverson", county: "Chester" });
    expect(findZip("19113")).toMatchObject({ city: "Philadelphia", county: "Delaware" });
    for (const poBox of ["19101", "19105", "19109", "19110"]) expect(findZip(poBox)).toBeUndefined();
  });
});

describe("findZip / isKnownZip", () => {
  it("finds a known zip and misses an unknown one", () => {
    expect(findZip("19103")?.neighborhoods).toContain("Rittenhouse Square");
    expect(findZip("90210")).toBeUndefined();
    expect(isKnownZip("19312")).toBe(true);
    expect(isKnownZip("1910")).toBe(false);
    expect(isKnownZip("18901")).toBe(false); // Bucks: auto-populated, not served
  });
});

describe("extractZipCode", () => {
  it.each([
    ["123 Main St, Philadelphia, PA 19103", "19103"],
    ["123 Main St, Philadelphia, PA 19103-1234", "19103"],
    ["19103 Main St, Media, PA 19063", "19063"],
    ["19103 Main St, Media, PA 19063-4521", "19063"],
    ["PA 19103-12345", "19103"],
    ["1600 Market St Philadelphia PA", undefined],
    ["Account 1910345, Philadelphia", undefined],
    ["", undefined],
  ])("%j → %j", (address, expected) => {
    expect(extractZipCode(address)).toBe(expected);
  });
});

describe("county zip lists", () => {
  it("derives the served counties' lists from the data files", () => {
    for (const [county, zips] of Object.entries(DATA_FILES)) {
      expect([...COUNTY_ZIP_CODES[county as keyof typeof DATA_FILES]].sort()).toEqual(
        zips.map((z) => z.zipCode).sort(),
      );
    }
  });

  it.each(["Bucks", "Berks", "Lancaster"] as const)("%s list is clean and separate", (county) => {
    const zips = COUNTY_ZIP_CODES[county];
    expect(zips.length).toBeGreaterThan(0);
    for (const zip of zips) {
      expect(zip).toMatch(/^\d{5}$/);
      expect(findZip(zip)).toBeUndefined();
    }
    expect(new Set(zips).size).toBe(zips.length);
  });

  it("never lists one zip under two counties", () => {
    const all = AUTO_POPULATED_COUNTIES.flatMap((county) => COUNTY_ZIP_CODES[county]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("normalizes county names", () => {
    expect(normalizeCountyName("  montgomery County ")).toBe("Montgomery");
    expect(normalizeCountyName("DELAWARE")).toBe("Delaware");
    expect(normalizeCountyName("Bucks county")).toBe("Bucks");
    expect(normalizeCountyName("Allegheny")).toBeUndefined();
    expect(normalizeCountyName("County")).toBeUndefined();
  });

  it("collects zips for several counties, ignoring unknown names", () => {
    const zips = zipCodesForCounties(["chester county", " DELAWARE ", "Atlantis", "Chester"]);
    const expected = [...COUNTY_ZIP_CODES.Chester, ...COUNTY_ZIP_CODES.Delaware].sort();
    expect(zips).toEqual(expected);
    expect(zipCodesForCounties(["Lancaster County"])).toContain("17601");
    expect(zipCodesForCounties(["Nowhere"])).toEqual([]);
    expect(zipCodesForCounties([])).toEqual([]);
  });
});

describe("footerZipLinks", () => {
  it("returns the four served counties with their four most populous zips", () => {
    const groups = footerZipLinks();
    expect(groups.map((g) => g.county)).toEqual([...SERVED_COUNTIES]);
    for (const { county, zips } of groups) {
      expect(zips).toHaveLength(4);
      for (const zip of zips) expect(zip.county).toBe(county);
      const smallestShown = Math.min(...zips.map((z) => z.population));
      const rest = zipsByCounty(county).filter((z) => !zips.includes(z));
      for (const zip of rest) expect(zip.population).toBeLessThanOrEqual(smallestShown);
    }
    expect(footerZipLinks()).toEqual(groups);
  });

  it("honours perCounty", () => {
    for (const { zips } of footerZipLinks(2)) expect(zips).toHaveLength(2);
  });
});
