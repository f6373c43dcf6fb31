import { locationImage } from "@/app/_pages/location-image";
import { SHARE_IMAGE_SIZE } from "@/components/site/share-image";
import { ZIP_CODES } from "@/lib/zips/index.shared";

/**
 * A location page's social image (app/_pages/location-image.tsx). Outside the (en) route group on
 * purpose: Next.js appends a hash to a metadata image's address inside a group
 * ("/location/19380/opengraph-image-1oews2"), and the page's metadata names it
 * "/location/19380/opengraph-image".
 */
export const size = SHARE_IMAGE_SIZE;
export const contentType = "image/png";

/** Rendered for every zip at build time, like the pages themselves. */
export function generateStaticParams() {
  return ZIP_CODES.map((zip) => ({ zipCode: zip.zipCode }));
}

export default async function LocationOpengraphImage({ params }: { params: Promise<{ zipCode: string }> }) {
  return locationImage("en", (await params).zipCode);
}
