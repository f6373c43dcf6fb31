import type { Metadata } from "next";
import { ConfirmByLink } from "@/components/booking/confirm-by-link";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { holdFromToken } from "@/lib/bookings/holds";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { BookingIntl } from "./booking-intl";

export function confirmBookingMetadata(locale: Locale): Metadata {
  return {
    title: getT(locale, "cancelBooking")("confirm.metaTitle"),
    robots: { index: false, follow: false },
    // The token in the address must not leak to other sites.
    referrer: "no-referrer",
  };
}

/** A hold's "Confirm your booking" link (lib/bookings/holds.ts): shows it; only its button confirms. */
export async function ConfirmBookingPage({ locale, token }: { locale: Locale; token: string }) {
  const booking = await holdFromToken(db, token);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      {booking ? (
        <BookingIntl locale={locale}>
          <ConfirmByLink booking={booking} token={token} />
        </BookingIntl>
      ) : (
        <InvalidLinkCard locale={locale} />
      )}
    </div>
  );
}
