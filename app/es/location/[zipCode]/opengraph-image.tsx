import { locationImage } from "@/app/_pages/location-image";
import { SHARE_IMAGE_SIZE } from "@/components/site/share-image";
import { ZIP_CODES } from "@/lib/zips/index.shared";

/** A location page's social image (app/_pages/location-image.tsx). */
export const size = SHARE_IMAGE_SIZE;
export const contentType = "image/png";

/** Rendered for every zip at build time, like the pages themselves. */
export function generateStaticParams() {
  return ZIP_CODES.map((zip) => ({ zipCode: zip.zipCode }));
}

export default async function LocationOpengraphImage({ params }: { params: Promise<{ zipCode: string }> }) {
  return locationImage("es", (await params).zipCode);
}
