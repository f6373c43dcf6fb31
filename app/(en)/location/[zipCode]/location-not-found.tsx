import { MapPinOff } from "@/components/ui/static-icons/map-pin-off";
import { NotFoundCard } from "@/components/site/not-found-card";

/** The 'Location Not Found' card for an unknown zip (docs/product.md §2 "Location page"). */
export function LocationNotFoundCard() {
  return (
    <NotFoundCard icon={MapPinOff} title="Location Not Found">
      <p className="text-sm text-muted-foreground">
        We couldn&apos;t find service information for this zip code.
      </p>
      <p className="text-sm text-muted-foreground">
        We paint homes in Philadelphia, Chester, Delaware and Montgomery counties. Check the zip code, or pick
        your area from the list at the bottom of the page.
      </p>
    </NotFoundCard>
  );
}
