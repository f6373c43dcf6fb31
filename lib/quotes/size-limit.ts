/**
 * The largest project that can be booked online (MAX_ONLINE_PAINTABLE_SQFT, with the productivity
 * limits in lib/scheduling/productivity.shared.ts). Above it, a project is quoted personally (the
 * commercial & large-project form, or a call). The server alone checks it, when a quote is saved
 * (lib/quotes/create.ts); the wizard shows the refusal's message. It also bounds what one anonymous
 * request can make the availability search do (docs/product.md §5).
 */
import { MAX_ONLINE_PAINTABLE_SQFT } from "@/lib/scheduling/productivity.shared";
import { siteConfig } from "@/lib/site.shared";

export const PROJECT_TOO_LARGE_MESSAGE =
  `This project is larger than we can book online (more than ${MAX_ONLINE_PAINTABLE_SQFT.toLocaleString("en-US")} sq ft of paintable surface). ` +
  `Please send us its details with the commercial & large-project form on our home page, or call ${siteConfig.phone}, and we will quote it personally.`;

export function exceedsOnlineBookingSize(paintableSqFt: number): boolean {
  return paintableSqFt > MAX_ONLINE_PAINTABLE_SQFT;
}
