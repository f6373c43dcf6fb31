import type { Metadata } from "next";
import { LocationPage, locationMetadata } from "@/app/_pages/location-page";
import { ZIP_CODES } from "@/lib/zips/index.shared";

type Props = { params: Promise<{ zipCode: string }> };

/**
 * Prerendered, then regenerated in the background at most this often (and at once on the instance
 * where a moderator publishes or hides a review, or the pricing changes): the county's reviews, the
 * typical prices and the next start date stay fresh without a deploy. This is those facts' cache:
 * keep it at 300 s or less, or the next start date goes stale.
 */
export const revalidate = 300;

/** Every zip of the built-in list is prerendered at build time. */
export function generateStaticParams() {
  return ZIP_CODES.map((zip) => ({ zipCode: zip.zipCode }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return locationMetadata("en", (await params).zipCode);
}

export default async function Page({ params }: Props) {
  return <LocationPage locale="en" zipCode={(await params).zipCode} />;
}
