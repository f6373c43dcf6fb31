import { LocationNotFoundCard } from "@/components/location/location-not-found";

/** notFound() under /es/location/{zip}: the same card the page renders for an unknown zip. */
export default function LocationNotFound() {
  return <LocationNotFoundCard locale="es" />;
}
