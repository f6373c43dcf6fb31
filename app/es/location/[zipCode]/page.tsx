import type { Metadata } from "next";
import { LocationPage, locationMetadata } from "@/app/_pages/location-page";
import { ZIP_CODES } from "@/lib/zips/index.shared";

type Props = { params: Promise<{ zipCode: string }> };

/** As the English page (app/(en)/location/[zipCode]/page.tsx): the same facts, as often. */
export const revalidate = 300;

/** Every zip of the built-in list is prerendered at build time, in Spanish too. */
export function generateStaticParams() {
  return ZIP_CODES.map((zip) => ({ zipCode: zip.zipCode }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return locationMetadata("es", (await params).zipCode);
}

export default async function Page({ params }: Props) {
  return <LocationPage locale="es" zipCode={(await params).zipCode} />;
}
