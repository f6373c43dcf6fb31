import { CancelBookingPage, cancelBookingMetadata } from "@/app/_pages/cancel-booking-page";

export const dynamic = "force-dynamic";

export const metadata = cancelBookingMetadata("en");

type Props = { params: Promise<{ token: string }> };

export default async function Page({ params }: Props) {
  const { token } = await params;
  return <CancelBookingPage locale="en" token={token} />;
}
