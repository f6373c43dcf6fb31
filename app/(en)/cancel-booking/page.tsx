import type { Metadata } from "next";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";

export const metadata: Metadata = { title: "Cancel Booking", robots: { index: false, follow: false } };

/** /cancel-booking without a link token (docs/product.md §2: "Invalid Link: …"). */
export default function CancelBookingWithoutLinkPage() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <InvalidLinkCard />
    </div>
  );
}
