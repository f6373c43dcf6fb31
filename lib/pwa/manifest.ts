import type { MetadataRoute } from "next";
import { siteConfig } from "@/lib/site.shared";
import { APP_SCOPE, APP_SHORT_NAME, APP_START_URL } from "./app.shared";

/**
 * The web app manifest of the painter app (README → The painter's phone): the contractor portal only, installed from
 * its pages (app/contractor/layout.tsx links it), opening on the dashboard, standalone. The
 * customer site has no manifest: customers have nothing to install.
 *
 * Icons: public/pwa/, drawn from app/icon.svg by scripts/generate-app-icons.mjs.
 */
export function painterAppManifest(): MetadataRoute.Manifest {
  return {
    id: APP_START_URL,
    name: `${siteConfig.shortName} for Painters`,
    short_name: APP_SHORT_NAME,
    description: `Your ${siteConfig.shortName} jobs, schedule and earnings, on your phone.`,
    start_url: APP_START_URL,
    scope: APP_SCOPE,
    display: "standalone",
    theme_color: siteConfig.themeColor,
    // The pages' background (app/globals.css --background, light theme): the splash screen.
    background_color: "#ffffff",
    icons: [
      { src: "/pwa/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/pwa/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/pwa/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
