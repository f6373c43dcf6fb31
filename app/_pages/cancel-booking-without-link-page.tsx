import type { Metadata } from "next";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";

// A file of its own: a page's module graph decides its JavaScript, and this page of static text
// must not carry the cancel form's (cancel-booking-page.tsx).

export function cancelBookingWithoutLinkMetadata(locale: Locale): Metadata {
  return { title: getT(locale, "cancelBooking")("title"), robots: { index: false, follow: false } };
}

/** /cancel-booking without a link token (docs/product.md §2: "Invalid Link: …"). */
export function CancelBookingWithoutLinkPage({ locale }: { locale: Locale }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <InvalidLinkCard locale={locale} />
    </div>
  );
}
