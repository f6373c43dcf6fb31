import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { ManageBookingForm } from "@/components/booking/manage-booking-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { siteConfig } from "@/lib/site.shared";

export const metadata: Metadata = {
  title: "Manage Your Booking",
  description:
    "Look up your painting appointment with your booking reference and e-mail address, and cancel it if your plans change.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ManageBookingPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const initialId = typeof id === "string" ? id.trim().slice(0, 100) : "";

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Manage Your Booking</h1>
      <p className="mt-2 text-muted-foreground">
        Enter the reference (or the booking ID) from your confirmation e-mail and the e-mail address you
        booked with to see your appointment or cancel it.
      </p>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>
            <h2>Find your booking</h2>
          </CardTitle>
          <CardDescription>Both fields are required.</CardDescription>
        </CardHeader>
        <CardContent>
          <ManageBookingForm initialId={initialId} />
        </CardContent>
      </Card>
      <p className="mt-6 text-sm text-muted-foreground">
        Want to book a new appointment?{" "}
        <PageLink href="/" className="font-medium text-primary underline-offset-4 hover:underline">
          Get a new quote on the main page
        </PageLink>
        . Questions? Call{" "}
        <a
          href={siteConfig.phoneHref}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {siteConfig.phone}
        </a>
        .
      </p>
    </div>
  );
}
