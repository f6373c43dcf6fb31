import { CostGuidePage, costGuideMetadata } from "@/app/_pages/cost-guide-page";

/**
 * Prerendered, then regenerated in the background at most this often, and at once when the back
 * office changes the pricing (lib/pages/public-pages.ts): every figure is the pricing in force.
 */
export const revalidate = 300;

export const metadata = costGuideMetadata("en");

export default function Page() {
  return <CostGuidePage locale="en" />;
}
