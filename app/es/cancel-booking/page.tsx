import { CancelBookingWithoutLinkPage, cancelBookingMetadata } from "@/app/_pages/cancel-booking-page";

export const metadata = cancelBookingMetadata("es", { withToken: false });

export default function Page() {
  return <CancelBookingWithoutLinkPage locale="es" />;
}
