import { CancelBookingWithoutLinkPage, cancelBookingMetadata } from "@/app/_pages/cancel-booking-page";

export const metadata = cancelBookingMetadata("en", { withToken: false });

export default function Page() {
  return <CancelBookingWithoutLinkPage locale="en" />;
}
