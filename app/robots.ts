import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo";

/** Back office, contractor portal, API, developer pages and personal booking links stay out of search. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/admin",
        "/contractor",
        "/api/",
        "/dev",
        "/cancel-booking/",
        "/confirm-booking/",
        "/reschedule-booking/",
        "/invoice/",
      ],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
