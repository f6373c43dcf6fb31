import { createSerwistRoute } from "@serwist/turbopack";
import { publicEnv } from "@/lib/public-env.shared";

/**
 * The painter app's service worker (lib/pwa/service-worker.ts), bundled by esbuild when the site
 * is built and served as /serwist/sw.js (and its source map), prerendered: Turbopack has no
 * plugin for it. Its Service-Worker-Allowed header lets the portal register it for /contractor/.
 *
 * Precached (downloaded once when the app is installed): the styles, the font and the app's
 * icons. Not every script of the build: most are the customer site's and the back office's; the
 * worker keeps the dashboard's own as they load (the page hands it the ones it loaded before
 * it was registered).
 */
const distDir = publicEnv.distDir.replace(/^\.?\/+|\/+$/g, "");

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "lib/pwa/service-worker.ts",
  // The native esbuild (a dependency); Serwist's default, esbuild-wasm, is not installed.
  useNativeEsbuild: true,
  globPatterns: [`${distDir}/static/**/*.{css,woff2}`, "public/pwa/*.png"],
});
