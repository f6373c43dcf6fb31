import { ManageBookingPage, manageBookingMetadata } from "@/app/_pages/manage-booking-page";

export const metadata = manageBookingMetadata("en");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function Page({ searchParams }: Props) {
  return <ManageBookingPage locale="en" searchParams={searchParams} />;
}
