import { shareImage } from "@/components/site/share-image";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import { countyLabel } from "@/lib/seo/local-words";
import { localName } from "@/lib/seo/location-copy";
import { placeName } from "@/lib/seo/service-areas";
import { findZip } from "@/lib/zips/index.shared";

/**
 * A location page's social image in one language: the town (or the Philadelphia neighbourhood),
 * its zip and county. The page's metadata names it with its alt text (locationImageAltIn), which
 * is why the image files export no `alt`: a file's alt cannot depend on the zip.
 */
export function locationImage(locale: Locale, zipCode: string) {
  const zip = findZip(zipCode);
  if (!zip) return new Response("Not Found", { status: 404 });
  const t = getT(locale, "location");
  return shareImage({
    tagline: t("image.tagline"),
    children: (
      <>
        <div style={{ fontSize: 36, color: "#1d4ed8", fontWeight: 700 }}>{t("image.heading")}</div>
        <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.1, maxWidth: 1050 }}>{localName(zip)}</div>
        <div style={{ fontSize: 32, color: "#4b5563" }}>
          {t("image.line", { place: placeName(zip), county: countyLabel(locale, zip.county) })}
        </div>
      </>
    ),
  });
}
