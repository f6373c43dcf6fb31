import type { Metadata } from "next";
import { BookingSummary } from "@/components/booking/booking-summary";
import { CancelledNotice } from "@/components/booking/cancelled-notice";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { RescheduleForm } from "@/components/booking/reschedule-form";
import { PageLink } from "@/components/site/page-link";
import { Button } from "@/components/ui/button";
import { bookingFromToken } from "@/lib/bookings/manage";
import type { BookingDto } from "@/lib/bookings/serialize";
import { customerMayChange } from "@/lib/bookings/states.shared";
import { db } from "@/lib/db";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site.shared";
import { BookingIntl } from "./booking-intl";

export function rescheduleBookingMetadata(locale: Locale): Metadata {
  return {
    title: getT(locale, "cancelBooking")("reschedule.metaTitle"),
    robots: { index: false, follow: false },
    // The token in the address must not leak to other sites.
    referrer: "no-referrer",
  };
}

/** /reschedule-booking/[token] in one language: the e-mail link's booking and its new date and slot. */
export async function RescheduleBookingPage({ locale, token }: { locale: Locale; token: string }) {
  const t = getT(locale, "cancelBooking");
  const booking = await bookingFromToken(db, token, "reschedule");

  if (!booking) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
        <InvalidLinkCard locale={locale} text={t("reschedule.invalidLink")} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t("reschedule.title")}</h1>
      <p className="mt-2 text-sm break-all text-muted-foreground">
        {getT(locale, "booking")("bookingId", { id: booking.id })}
      </p>
      <div className="mt-8">
        <BookingIntl locale={locale}>
          {customerMayChange(booking.status) ? (
            <RescheduleForm booking={booking} token={token} />
          ) : (
            <NotReschedulable locale={locale} booking={booking} />
          )}
        </BookingIntl>
      </div>
    </div>
  );
}

/** docs/product.md §4: only scheduled bookings change online. */
function NotReschedulable({ locale, booking }: { locale: Locale; booking: BookingDto }) {
  const t = getT(locale, "cancelBooking");
  return (
    <section aria-labelledby="not-reschedulable" className="space-y-4 rounded-lg border p-4 sm:p-6">
      <h2 id="not-reschedulable" className="text-lg font-semibold">
        {t("reschedule.cannotTitle")}
      </h2>
      <BookingSummary booking={booking} />
      {booking.status === "cancelled" ? (
        <CancelledNotice fee={null} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t.rich("reschedule.onlyScheduled", {
            phone: () => (
              <a
                href={siteConfig.phoneHref}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {siteConfig.phone}
              </a>
            ),
          })}
        </p>
      )}
      <Button asChild variant="link" className="px-0">
        <PageLink href={localizedPath(locale, "/manage-booking")}>
          {getT(locale, "booking")("manageMyBooking")}
        </PageLink>
      </Button>
    </section>
  );
}
