import { SERVED_COUNTIES } from "@/lib/zips/index.shared";
import { SERVICE_AREAS_PATH, countyBySlug, countyPath, countySlug } from "@/lib/zips/county-pages.shared";

describe("county page addresses", () => {
  it("gives each served county a slug and a path under /locations", () => {
    expect(SERVICE_AREAS_PATH).toBe("/locations");
    expect(SERVED_COUNTIES.map(countyPath)).toEqual([
      "/locations/philadelphia-county",
      "/locations/chester-county",
      "/locations/delaware-county",
      "/locations/montgomery-county",
    ]);
  });

  it("reads a slug back, and nothing else", () => {
    for (const county of SERVED_COUNTIES) expect(countyBySlug(countySlug(county))).toBe(county);
    expect(countyBySlug("bucks-county")).toBeUndefined();
    expect(countyBySlug("Chester-County")).toBeUndefined();
    expect(countyBySlug("chester")).toBeUndefined();
    expect(countyBySlug("")).toBeUndefined();
  });
});
