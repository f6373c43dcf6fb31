import { shareImage } from "@/components/site/share-image";
import { getT } from "@/lib/i18n/server";
import { SPANISH_OG_IMAGE } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site.shared";

const t = getT("es", "home");

export const alt = SPANISH_OG_IMAGE.alt;
export const size = { width: SPANISH_OG_IMAGE.width, height: SPANISH_OG_IMAGE.height };
export const contentType = "image/png";

/** The Spanish pages' social-sharing image (as app/opengraph-image.tsx), rendered once at build time. */
export default function OpengraphImage() {
  return shareImage({
    tagline: t("ogImage.tagline", { rating: siteConfig.stats.rating }),
    children: (
      <>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
          {t("ogImage.title")}
        </div>
        <div style={{ fontSize: 30, color: "#4b5563" }}>{t("ogImage.counties")}</div>
      </>
    ),
  });
}
