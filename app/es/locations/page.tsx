import { ServiceAreasPage, serviceAreasMetadata } from "@/app/_pages/service-areas-page";

export const metadata = serviceAreasMetadata("es");

/** As the English hub (app/(en)/locations/page.tsx): static. */
export default function Page() {
  return <ServiceAreasPage locale="es" />;
}
