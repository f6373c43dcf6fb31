import { ZIP_CODES, findZip, type ZipInfo } from "@/lib/zips/index.shared";
import { distanceMiles, nearestZips } from "@/lib/zips/nearby.shared";

const zip = (code: string): ZipInfo => findZip(code)!;
const codes = (zips: readonly ZipInfo[]) => zips.map((z) => z.zipCode);

describe("distanceMiles", () => {
  it("is the great-circle distance: one degree of latitude is about 69.1 miles", () => {
    expect(distanceMiles({ latitude: 40, longitude: -75 }, { latitude: 41, longitude: -75 })).toBeCloseTo(
      69.09,
      1,
    );
  });

  it("shrinks a degree of longitude by the cosine of the latitude", () => {
    const miles = distanceMiles({ latitude: 40, longitude: -75 }, { latitude: 40, longitude: -76 });
    expect(miles).toBeCloseTo(52.9, 0);
  });

  it("is symmetric and zero for the same point", () => {
    expect(distanceMiles(zip("19103"), zip("19380"))).toBe(distanceMiles(zip("19380"), zip("19103")));
    expect(distanceMiles(zip("19103"), zip("19103"))).toBe(0);
  });
});

describe("nearestZips", () => {
  it("gives Rittenhouse Square's 19103 the Center City zips around it, nearest first", () => {
    expect(codes(nearestZips(zip("19103"), ZIP_CODES))).toEqual([
      "19102", // Center City, Penn Center
      "19107", // Washington Square West
      "19146", // Graduate Hospital
      "19130", // Fairmount
      "19147", // Queen Village
      "19106", // Old City, Society Hill
      "19123", // Northern Liberties
      "19104", // University City
    ]);
  });

  it("gives West Chester its Chester County neighbours and Cheyney across the Delaware County line", () => {
    const near = nearestZips(zip("19380"), ZIP_CODES);
    expect(codes(near)).toEqual(["19383", "19382", "19395", "19341", "19353", "19355", "19319", "19366"]);
    expect(new Set(near.map((z) => z.county))).toEqual(new Set(["Chester", "Delaware"]));
  });

  it("crosses county lines: Wayne's nearest include King of Prussia (Montgomery) and Villanova (Delaware)", () => {
    expect(codes(nearestZips(zip("19087"), ZIP_CODES, 4))).toEqual(["19333", "19406", "19312", "19085"]);
  });

  it("never lists the zip itself, returns `count` zips and breaks ties by zip code", () => {
    // 19037 Glen Riddle Lima (PO boxes) shares the centroid of Media's 19063.
    const media = nearestZips(zip("19063"), ZIP_CODES, 3);
    expect(codes(media)).toEqual(["19037", "19086", "19052"]);
    const twins = [zip("19063"), zip("19037")];
    expect(codes(nearestZips(zip("19086"), twins))).toEqual(["19037", "19063"]);
    expect(nearestZips(zip("19103"), ZIP_CODES, 0)).toEqual([]);
    for (const z of ZIP_CODES) expect(codes(nearestZips(z, ZIP_CODES))).not.toContain(z.zipCode);
  });
});

describe("zip centroids", () => {
  it("lie in south-eastern Pennsylvania, with 4 decimals at most", () => {
    for (const z of ZIP_CODES) {
      expect(z.latitude).toBeGreaterThan(39.7);
      expect(z.latitude).toBeLessThan(40.5);
      expect(z.longitude).toBeGreaterThan(-76.1);
      expect(z.longitude).toBeLessThan(-74.9);
      expect(Math.round(z.latitude * 1e4) / 1e4).toBe(z.latitude);
      expect(Math.round(z.longitude * 1e4) / 1e4).toBe(z.longitude);
    }
  });

  it("are the dataset's own, except the four PO-box villages that take their street zip's", () => {
    expect(zip("19103")).toMatchObject({ latitude: 39.9513, longitude: -75.1741 });
    expect(zip("19407")).toMatchObject({
      latitude: zip("19403").latitude,
      longitude: zip("19403").longitude,
    });
    expect(zip("19450")).toMatchObject({
      latitude: zip("19438").latitude,
      longitude: zip("19438").longitude,
    });
  });
});
