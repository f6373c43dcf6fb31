import { zipsIn } from "./table.shared";

/**
 * Chester County's residential zips. 19087 Wayne and 19317 Chadds Ford straddle the Delaware
 * County line; both take the USPS primary county (Chester), as does 19520 Elverson (which
 * reaches into Berks). PO-box-only villages (e.g. 19442 Kimberton, 19353 Lionville) are listed
 * too; Immaculata (19345, the university), Valley Forge (19481-19496) and Southeastern
 * (19397-19399) are single-organisation or business codes and are left out.
 */
export const CHESTER_ZIPS = zipsIn("Chester");
