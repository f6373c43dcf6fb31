import { ManageBookingPage, manageBookingMetadata } from "@/app/_pages/manage-booking-page";

export const metadata = manageBookingMetadata("es");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function Page({ searchParams }: Props) {
  return <ManageBookingPage locale="es" searchParams={searchParams} />;
}
