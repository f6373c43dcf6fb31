import type { Metadata } from "next";
import { ConfirmByLink } from "@/components/booking/confirm-by-link";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { holdFromToken } from "@/lib/bookings/holds";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Confirm Booking",
  robots: { index: false, follow: false },
  // The token in the address must not leak to other sites.
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

/** A hold's "Confirm your booking" link (lib/bookings/holds.ts): shows it; only its button confirms. */
export default async function ConfirmBookingPage({ params }: Props) {
  const token = decodeURIComponent((await params).token);
  const booking = await holdFromToken(db, token);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      {booking ? <ConfirmByLink booking={booking} token={token} /> : <InvalidLinkCard />}
    </div>
  );
}
