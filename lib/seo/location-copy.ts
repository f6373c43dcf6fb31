/**
 * County-specific wording for the location pages, so that each page speaks about the homes,
 * walls and streets of its area rather than repeating one template.
 */
import type { CountyName, ZipInfo } from "@/lib/zips/index.shared";

interface CountyCopy {
  /** The kind of homes our painters see most there. */
  homes: string;
  /** What that means for the paint job. */
  craft: string;
  /** A line for the Community Reputation card. */
  reputation: string;
}

export const COUNTY_COPY: Record<CountyName, CountyCopy> = {
  Philadelphia: {
    homes: "brick rowhomes, trinity houses, twins and converted lofts",
    craft:
      "Narrow stairwells, tall plaster walls and hundred-year-old trim are everyday work for our Philadelphia painters. They patch hairline cracks in old plaster, respect original mouldings and know how to get ladders, drop cloths and paint up a rowhome staircase without scuffing a thing.",
    reputation:
      "City neighbours talk, and block by block our painters earn their work through clean job sites, quiet mornings and on-time finishes.",
  },
  Chester: {
    homes: "fieldstone farmhouses, colonials and newer homes with open floor plans",
    craft:
      "Chester County homes range from 18th-century stone with deep window wells to new construction with two-storey great rooms. Our painters bring the right ladders for high ceilings and the patience for the uneven walls and wide trim of older houses.",
    reputation:
      "From the borough streets of West Chester to the farm country beyond, our painters rely on referrals from homeowners who got exactly what they were quoted.",
  },
  Delaware: {
    homes: "stone twins, Victorians, Dutch colonials and post-war Cape Cods",
    craft:
      "Delaware County has some of the region's most varied housing: Victorian porches and plaster in Media and Lansdowne, Main Line stone in Radnor and Haverford, brick twins in Upper Darby. Our painters adapt the prep to each — from skim-coating cracked plaster to crisp lines on detailed trim.",
    reputation:
      "Delco is a small world. Our painters know their reputation follows them from one street to the next, and they work like it.",
  },
  Montgomery: {
    homes: "Main Line stone homes, split-levels, colonials and townhouse communities",
    craft:
      "Montgomery County homes span grand Main Line stone houses with plaster walls and detailed mouldings to 1960s split-levels and newer townhouses. Our painters are at home with all of them, from tall foyers to finished basements.",
    reputation:
      "From Lower Merion to the Perkiomen Valley, our painters are reviewed by the homeowners they serve after every single job.",
  },
};

/** "Rittenhouse Square, Logan Square and Fitler Square" */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The name a visitor would recognise: the neighbourhood inside Philadelphia, otherwise the town. */
export function localName(zip: ZipInfo): string {
  return zip.city === "Philadelphia" && zip.neighborhoods[0] ? zip.neighborhoods[0] : zip.city;
}
