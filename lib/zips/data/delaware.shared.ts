import { zipsIn } from "./table.shared";

/**
 * Delaware County's residential zips. Zips straddling a county line (19003 Ardmore, 19010 Bryn
 * Mawr, 19041 Haverford, 19085 Villanova) follow the USPS primary county, as do the others in
 * this directory. 19113 (Lester, Tinicum Township) has Philadelphia as its USPS city but lies in
 * Delaware County, so it is filed here. PO-box-only villages (e.g. 19028 Edgemont, 19039
 * Gradyville) are listed too; 19016 and 19065 (PO boxes of Chester and Media, which already have
 * street zips) and the single-organisation codes are left out.
 */
export const DELAWARE_ZIPS = zipsIn("Delaware");
