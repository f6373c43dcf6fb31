import { CHESTER_ZIPS } from "./data/chester.shared";
import { DELAWARE_ZIPS } from "./data/delaware.shared";
import { MONTGOMERY_ZIPS } from "./data/montgomery.shared";
import { PHILADELPHIA_ZIPS } from "./data/philadelphia.shared";
import type { ZipInfo } from "./types";

export const AUTO_POPULATED_COUNTIES = [
  "Chester",
  "Delaware",
  "Montgomery",
  "Philadelphia",
  "Bucks",
  "Berks",
  "Lancaster",
] as const;

export type AutoCounty = (typeof AUTO_POPULATED_COUNTIES)[number];

const zipCodesOf = (zips: readonly ZipInfo[]): readonly string[] => zips.map((z) => z.zipCode);

// Neighbouring counties we don't serve yet have no ZipInfo records, only zip lists, so a
// contractor can still pick them as a service area. Standard (street-delivery) zips only.
const BUCKS_ZIPS = [
  "18901",
  "18902",
  "18913",
  "18914",
  "18917",
  "18920",
  "18923",
  "18925",
  "18927",
  "18929",
  "18930",
  "18932",
  "18933",
  "18934",
  "18938",
  "18940",
  "18942",
  "18944",
  "18947",
  "18951",
  "18954",
  "18955",
  "18960",
  "18966",
  "18972",
  "18974",
  "18976",
  "18977",
  "19007",
  "19020",
  "19021",
  "19030",
  "19047",
  "19053",
  "19054",
  "19055",
  "19056",
  "19057",
  "19067",
] as const;

const BERKS_ZIPS = [
  "19503",
  "19504",
  "19505",
  "19506",
  "19507",
  "19508",
  "19510",
  "19512",
  "19518",
  "19522",
  "19526",
  "19529",
  "19530",
  "19533",
  "19534",
  "19539",
  "19540",
  "19541",
  "19543",
  "19547",
  "19551",
  "19555",
  "19560",
  "19562",
  "19565",
  "19567",
  "19601",
  "19602",
  "19604",
  "19605",
  "19606",
  "19607",
  "19608",
  "19609",
  "19610",
  "19611",
] as const;

const LANCASTER_ZIPS = [
  "17501",
  "17502",
  "17505",
  "17509",
  "17512",
  "17516",
  "17517",
  "17518",
  "17519",
  "17520",
  "17522",
  "17527",
  "17529",
  "17532",
  "17535",
  "17538",
  "17540",
  "17543",
  "17545",
  "17547",
  "17551",
  "17552",
  "17554",
  "17555",
  "17557",
  "17560",
  "17562",
  "17566",
  "17569",
  "17572",
  "17576",
  "17578",
  "17579",
  "17581",
  "17582",
  "17584",
  "17601",
  "17602",
  "17603",
  "19501",
] as const;

export const COUNTY_ZIP_CODES: Record<AutoCounty, readonly string[]> = {
  Chester: zipCodesOf(CHESTER_ZIPS),
  Delaware: zipCodesOf(DELAWARE_ZIPS),
  Montgomery: zipCodesOf(MONTGOMERY_ZIPS),
  Philadelphia: zipCodesOf(PHILADELPHIA_ZIPS),
  Bucks: BUCKS_ZIPS,
  Berks: BERKS_ZIPS,
  Lancaster: LANCASTER_ZIPS,
};

const COUNTY_BY_KEY = new Map<string, AutoCounty>(
  AUTO_POPULATED_COUNTIES.map((county) => [county.toLowerCase(), county]),
);

/** "  montgomery County " → "Montgomery"; undefined for counties we can't auto-populate. */
export function normalizeCountyName(name: string): AutoCounty | undefined {
  const key = name
    .trim()
    .replace(/\s+/g, " ")
    .replace(/ county$/i, "")
    .toLowerCase();
  return COUNTY_BY_KEY.get(key);
}

/** Every zip of the named counties, de-duplicated and sorted; unknown names are skipped. */
export function zipCodesForCounties(counties: readonly string[]): string[] {
  const zips = new Set<string>();
  for (const name of counties) {
    const county = normalizeCountyName(name);
    if (county) for (const zip of COUNTY_ZIP_CODES[county]) zips.add(zip);
  }
  return [...zips].sort();
}
