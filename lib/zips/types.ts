export type CountyName = "Philadelphia" | "Chester" | "Delaware" | "Montgomery";

export interface ZipInfo {
  zipCode: string;
  /** USPS primary city (the default "last line" city), not the municipality. */
  city: string;
  /** For zips straddling a county line: the USPS primary county. */
  county: CountyName;
  state: "PA";
  /** Neighbourhoods, villages or townships people in the zip would recognise. */
  neighborhoods: string[];
  /** Approximate ACS 5-year figures, rounded: good for ranking and display, not for analysis. */
  population: number;
  medianIncome: number;
}
