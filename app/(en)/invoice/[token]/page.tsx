import { InvoicePage, invoiceMetadata } from "@/app/_pages/invoice-page";

export const dynamic = "force-dynamic";

export const metadata = invoiceMetadata("en");

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function Page({ params, searchParams }: Props) {
  const { token } = await params;
  const { payment } = await searchParams;
  return <InvoicePage locale="en" token={token} payment={payment} />;
}
