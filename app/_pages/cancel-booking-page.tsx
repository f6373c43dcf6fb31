import type { Metadata } from "next";
import { CancelByLink } from "@/components/booking/cancel-by-link";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { bookingFromToken } from "@/lib/bookings/manage";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { BookingIntl } from "./booking-intl";

export function cancelBookingMetadata(locale: Locale): Metadata {
  return {
    title: getT(locale, "cancelBooking")("title"),
    robots: { index: false, follow: false },
    // The token in the address must not leak to other sites.
    referrer: "no-referrer",
  };
}

/** /cancel-booking/[token] in one language: the booking the e-mail's link names, and its cancel button. */
export async function CancelBookingPage({ locale, token }: { locale: Locale; token: string }) {
  const booking = await bookingFromToken(db, token, "cancel");
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      {booking ? (
        <BookingIntl locale={locale}>
          <CancelByLink booking={booking} token={token} />
        </BookingIntl>
      ) : (
        <InvalidLinkCard locale={locale} />
      )}
    </div>
  );
}
