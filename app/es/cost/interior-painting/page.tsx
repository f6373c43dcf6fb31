import { CostGuidePage, costGuideMetadata } from "@/app/_pages/cost-guide-page";

/** As the English guide (app/(en)/cost/interior-painting/page.tsx): refreshed as often, and on a pricing change. */
export const revalidate = 300;

export const metadata = costGuideMetadata("es");

export default function Page() {
  return <CostGuidePage locale="es" />;
}
