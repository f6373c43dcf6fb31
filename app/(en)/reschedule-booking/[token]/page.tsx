import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { BookingSummary } from "@/components/booking/booking-summary";
import { CancelledNotice } from "@/components/booking/cancelled-notice";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { RescheduleForm } from "@/components/booking/reschedule-form";
import { Button } from "@/components/ui/button";
import { bookingFromToken } from "@/lib/bookings/manage";
import { customerMayChange } from "@/lib/bookings/states.shared";
import type { BookingDto } from "@/lib/bookings/serialize";
import { db } from "@/lib/db";
import { siteConfig } from "@/lib/site.shared";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Reschedule Booking",
  robots: { index: false, follow: false },
  // The token in the address must not leak to other sites.
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

export default async function RescheduleBookingPage({ params }: Props) {
  const { token } = await params;
  const booking = await bookingFromToken(db, token, "reschedule");

  if (!booking) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
        <InvalidLinkCard text="This reschedule link is invalid or expired." />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Reschedule Your Appointment</h1>
      <p className="mt-2 text-sm break-all text-muted-foreground">Booking ID: {booking.id}</p>
      <div className="mt-8">
        {customerMayChange(booking.status) ? (
          <RescheduleForm booking={booking} token={token} />
        ) : (
          <NotReschedulable booking={booking} />
        )}
      </div>
    </div>
  );
}

/** docs/product.md §4: only scheduled bookings change online. */
function NotReschedulable({ booking }: { booking: BookingDto }) {
  return (
    <section aria-labelledby="not-reschedulable" className="space-y-4 rounded-lg border p-4 sm:p-6">
      <h2 id="not-reschedulable" className="text-lg font-semibold">
        This booking cannot be rescheduled
      </h2>
      <BookingSummary booking={booking} />
      {booking.status === "cancelled" ? (
        <CancelledNotice fee={null} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Only scheduled bookings can be rescheduled online. To change this appointment, please call us at{" "}
          <a
            href={siteConfig.phoneHref}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {siteConfig.phone}
          </a>
          .
        </p>
      )}
      <Button asChild variant="link" className="px-0">
        <PageLink href="/manage-booking">Manage My Booking</PageLink>
      </Button>
    </section>
  );
}
