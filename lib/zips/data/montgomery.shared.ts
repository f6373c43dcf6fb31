import { zipsIn } from "./table.shared";

/**
 * Montgomery County's residential zips, by USPS primary county: the Upper Perkiomen codes
 * (18041-18084), 19525 Gilbertsville and the North Penn codes that straddle the Bucks line
 * (18964 Souderton, 18969 Telford) included. PO-box-only villages (e.g. 18084 Sumneytown,
 * 19443 Kulpsville, 19474 Skippack) are listed too, since their residents know the place by
 * that name. 18070 Palm is left out: its primary county is Berks. Valley Forge's PO-box and
 * single-organisation codes (19484, 19485) are left out as well.
 */
export const MONTGOMERY_ZIPS = zipsIn("Montgomery");
