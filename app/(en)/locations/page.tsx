import { ServiceAreasPage, serviceAreasMetadata } from "@/app/_pages/service-areas-page";

export const metadata = serviceAreasMetadata("en");

/** The service-area hub (app/_pages/service-areas-page.tsx). Static: nothing on it changes without a deploy. */
export default function Page() {
  return <ServiceAreasPage locale="en" />;
}
