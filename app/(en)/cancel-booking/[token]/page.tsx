import type { Metadata } from "next";
import { CancelByLink } from "@/components/booking/cancel-by-link";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { bookingFromToken } from "@/lib/bookings/manage";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Cancel Booking",
  robots: { index: false, follow: false },
  // The token in the address must not leak to other sites.
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

export default async function CancelBookingPage({ params }: Props) {
  const { token } = await params;
  const booking = await bookingFromToken(db, token, "cancel");

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      {booking ? <CancelByLink booking={booking} token={token} /> : <InvalidLinkCard />}
    </div>
  );
}
