import Link from "next/link";
import { MapPinOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** The 'Location Not Found' card for an unknown zip (spec §2 "Location page"). */
export function LocationNotFoundCard() {
  return (
    <div className="flex justify-center px-4 py-20">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <MapPinOff className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">Location Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">We couldn&apos;t find service information for this zip code.</p>
          <p className="text-sm text-muted-foreground">
            We paint homes in Philadelphia, Chester, Delaware and Montgomery counties. Check the zip code, or pick your
            area from the list at the bottom of the page.
          </p>
          <Button asChild>
            <Link href="/">Return Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
