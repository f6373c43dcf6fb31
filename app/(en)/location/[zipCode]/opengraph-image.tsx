import { shareImage, SHARE_IMAGE_SIZE } from "@/components/site/share-image";
import { localName } from "@/lib/seo/location-copy";
import { findZip, ZIP_CODES } from "@/lib/zips/index.shared";

/**
 * A location page's social image: the town (or the Philadelphia neighbourhood), its zip and
 * county. The page's metadata names it with its alt text (locationImageAlt), which is why no
 * `alt` is exported here: a file's alt cannot depend on the zip.
 */
export const size = SHARE_IMAGE_SIZE;
export const contentType = "image/png";

/** Rendered for every zip at build time, like the pages themselves. */
export function generateStaticParams() {
  return ZIP_CODES.map((zip) => ({ zipCode: zip.zipCode }));
}

export default async function LocationOpengraphImage({ params }: { params: Promise<{ zipCode: string }> }) {
  const zip = findZip((await params).zipCode);
  if (!zip) return new Response("Not Found", { status: 404 });
  const place = localName(zip);
  return shareImage({
    tagline: "Instant quotes · Pay after the work",
    children: (
      <>
        <div style={{ fontSize: 36, color: "#1d4ed8", fontWeight: 700 }}>Interior painting in</div>
        <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.1, maxWidth: 1050 }}>{place}</div>
        <div style={{ fontSize: 32, color: "#4b5563" }}>
          {`${zip.city}, ${zip.state} ${zip.zipCode} · ${zip.county} County`}
        </div>
      </>
    ),
  });
}
