import { ConfirmBookingPage, confirmBookingMetadata } from "@/app/_pages/confirm-booking-page";

export const dynamic = "force-dynamic";

export const metadata = confirmBookingMetadata("en");

type Props = { params: Promise<{ token: string }> };

export default async function Page({ params }: Props) {
  const token = decodeURIComponent((await params).token);
  return <ConfirmBookingPage locale="en" token={token} />;
}
