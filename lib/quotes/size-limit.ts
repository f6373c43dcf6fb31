/**
 * The largest project that can be booked online. Above it, a project is quoted
 * personally (the commercial & large-project form, or a call).
 *
 * 15,000 sq ft of paintable surface (walls, ceilings and trim as priced) is the
 * interior of a large single-family home, and is 30 working days for a painter of
 * the default productivity (500 sq ft a day): the longest project that can be
 * booked (MAX_PROJECT_DAYS). It also bounds what one anonymous request can make
 * the availability search do. Browser-safe: the wizard shows the same rule.
 */
import { siteConfig } from "@/lib/site.shared";

export const MAX_ONLINE_PAINTABLE_SQFT = 15_000;

export const PROJECT_TOO_LARGE_MESSAGE =
  `This project is larger than we can book online (more than ${MAX_ONLINE_PAINTABLE_SQFT.toLocaleString("en-US")} sq ft of paintable surface). ` +
  `Please send us its details with the commercial & large-project form on our home page, or call ${siteConfig.phone}, and we will quote it personally.`;

export function exceedsOnlineBookingSize(paintableSqFt: number): boolean {
  return paintableSqFt > MAX_ONLINE_PAINTABLE_SQFT;
}
