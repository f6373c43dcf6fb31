import { PageLink } from "@/components/site/page-link";
import { AlertCircle } from "@/components/ui/static-icons/circle-exclamation-point";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { BOOKING_MESSAGES } from "@/lib/validations/booking-messages.shared";

/** A missing, tampered or expired e-mail link (docs/product.md §2: "Invalid Link: …"). */
export function InvalidLinkCard({ text = BOOKING_MESSAGES.invalidLinkText }: { text?: string }) {
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-7 shrink-0 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">{BOOKING_MESSAGES.invalidLink}</h1>
        </div>
        <p className="text-muted-foreground">{text}</p>
        <p className="text-sm text-muted-foreground">
          You can still look up your booking with its booking ID and your e-mail address.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <PageLink href="/manage-booking">Manage My Booking</PageLink>
          </Button>
          <Button asChild variant="outline">
            <PageLink href="/">Return Home</PageLink>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
