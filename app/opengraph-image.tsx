import { shareImage } from "@/components/site/share-image";
import { DEFAULT_OG_IMAGE } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site.shared";

export const alt = DEFAULT_OG_IMAGE.alt;
export const size = { width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height };
export const contentType = "image/png";

/** The default social-sharing image, rendered once at build time. */
export default function OpengraphImage() {
  return shareImage({
    tagline: `${siteConfig.stats.rating} rating · Pay after the work is done`,
    children: (
      <>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 960 }}>
          Your interior painting price in minutes, not days.
        </div>
        <div style={{ fontSize: 30, color: "#4b5563" }}>
          Philadelphia · Chester · Delaware · Montgomery counties
        </div>
      </>
    ),
  });
}
