import { zipsIn } from "./table.shared";

/**
 * Philadelphia County's residential zips. PO-box and single-organisation 191xx codes (19101,
 * 19105, 19108-19110, 19155+) and 19112 (the Navy Yard, almost no residents) are left out;
 * 19113 (primary city Philadelphia, but in Delaware County) is filed under Delaware.
 */
export const PHILADELPHIA_ZIPS = zipsIn("Philadelphia");
