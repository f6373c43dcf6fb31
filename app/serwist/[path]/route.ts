import { createSerwistRoute } from "@serwist/turbopack";
import { APP_SCOPE } from "@/lib/pwa/app.shared";
import { publicEnv } from "@/lib/public-env.shared";

/**
 * The painter app's service worker (lib/pwa/service-worker.ts), bundled by esbuild when the site
 * is built and served as /serwist/sw.js (and its source map), prerendered: Turbopack has no
 * plugin for it.
 *
 * Precached (downloaded once when the app is installed): the styles and the app's
 * icons. Not every script of the build: most are the customer site's and the back office's; the
 * worker keeps the dashboard's own as they load (the page hands it the ones it loaded before
 * it was registered).
 */
const distDir = publicEnv.distDir.replace(/^\.?\/+|\/+$/g, "");

const serwist = createSerwistRoute({
  swSrc: "lib/pwa/service-worker.ts",
  // The native esbuild (a dependency); Serwist's default, esbuild-wasm, is not installed.
  useNativeEsbuild: true,
  globPatterns: [`${distDir}/static/**/*.css`, "public/pwa/*.png"],
});

export const { dynamic, dynamicParams, revalidate, generateStaticParams } = serwist;

/**
 * Serwist allows its worker the whole site (Service-Worker-Allowed: /); the portal's folder is
 * enough, so no registration, ours or an injected one, can put it in front of the customer site.
 */
export async function GET(...args: Parameters<typeof serwist.GET>) {
  const response = await serwist.GET(...args);
  response.headers.set("Service-Worker-Allowed", APP_SCOPE);
  return response;
}
