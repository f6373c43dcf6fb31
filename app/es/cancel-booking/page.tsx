import {
  CancelBookingWithoutLinkPage,
  cancelBookingWithoutLinkMetadata,
} from "@/app/_pages/cancel-booking-without-link-page";

export const metadata = cancelBookingWithoutLinkMetadata("es");

export default function Page() {
  return <CancelBookingWithoutLinkPage locale="es" />;
}
