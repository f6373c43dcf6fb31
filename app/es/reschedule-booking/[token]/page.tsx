import { RescheduleBookingPage, rescheduleBookingMetadata } from "@/app/_pages/reschedule-booking-page";

export const dynamic = "force-dynamic";

export const metadata = rescheduleBookingMetadata("es");

type Props = { params: Promise<{ token: string }> };

export default async function Page({ params }: Props) {
  const { token } = await params;
  return <RescheduleBookingPage locale="es" token={token} />;
}
