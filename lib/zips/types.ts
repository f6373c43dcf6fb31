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
  /**
   * Estimates, not official figures: approximate ACS 5-year numbers, rounded, for street-delivery
   * zips; for PO-box-only village zips (which have no census tabulation area) a rough figure for
   * the village itself. Good for ranking and display, not for analysis.
   */
  population: number;
  medianIncome: number;
  /** The zip's centroid in decimal degrees (4 decimals), for distances between zips. */
  latitude: number;
  longitude: number;
}
