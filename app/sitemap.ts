import type { MetadataRoute } from "next";
import { COST_GUIDE_PATH, countyGuidePath } from "@/lib/cost-guide/paths.shared";
import { sitemapEntries, type SitemapPage } from "@/lib/seo/sitemap";
import { SERVICE_AREAS_PATH, countyPath } from "@/lib/zips/county-pages.shared";
import { SERVED_COUNTIES, ZIP_CODES } from "@/lib/zips/index.shared";

/** Public pages of docs/product.md §2 (login, dashboards and token links are left out on purpose). */
const PUBLIC_ROUTES: SitemapPage[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/about", priority: 0.6, changeFrequency: "monthly" },
  { path: "/color-consultation", priority: 0.6, changeFrequency: "monthly" },
  { path: "/style-quiz", priority: 0.6, changeFrequency: "monthly" },
  { path: "/faq", priority: 0.7, changeFrequency: "monthly" },
  { path: SERVICE_AREAS_PATH, priority: 0.7, changeFrequency: "monthly" },
  { path: COST_GUIDE_PATH, priority: 0.7, changeFrequency: "weekly" },
  { path: "/become-painter", priority: 0.5, changeFrequency: "monthly" },
  { path: "/manage-booking", priority: 0.3, changeFrequency: "yearly" },
  { path: "/privacy", priority: 0.2, changeFrequency: "yearly" },
  { path: "/terms", priority: 0.2, changeFrequency: "yearly" },
];

/** Every public English page, then the Spanish twins, each with its hreflang pair (lib/seo/sitemap.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries([
    ...PUBLIC_ROUTES,
    ...SERVED_COUNTIES.map((county) => ({
      path: countyPath(county),
      priority: 0.7,
      changeFrequency: "monthly" as const,
    })),
    ...SERVED_COUNTIES.map((county) => ({
      path: countyGuidePath(county),
      priority: 0.6,
      changeFrequency: "weekly" as const,
    })),
    ...ZIP_CODES.map((zip) => ({
      path: `/location/${zip.zipCode}`,
      priority: 0.8,
      changeFrequency: "monthly" as const,
    })),
  ]);
}
