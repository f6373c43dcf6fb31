import { APP_SCOPE, APP_SHORT_NAME, APP_START_URL } from "@/lib/pwa/app.shared";
import { painterAppManifest } from "@/lib/pwa/manifest";
import { siteConfig } from "@/lib/site.shared";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const manifest = painterAppManifest();

describe("painterAppManifest", () => {
  it("installs the contractor portal, opening on the dashboard, as a standalone app", () => {
    expect(manifest).toMatchObject({
      start_url: "/contractor/dashboard",
      scope: "/contractor/",
      display: "standalone",
      theme_color: siteConfig.themeColor,
    });
    expect(manifest.id).toBe(APP_START_URL);
    expect(manifest.start_url!.startsWith(APP_SCOPE)).toBe(true);
    expect(manifest.name).toBe("BrushWise for Painters");
  });

  it("names the app as the site does (the service worker carries the short name without the site's config)", () => {
    expect(APP_SHORT_NAME).toBe(siteConfig.shortName);
    expect(manifest.short_name).toBe(siteConfig.shortName);
  });

  it("has 192 and 512 px icons and a maskable one, each a committed PNG of its stated size", () => {
    const icons = manifest.icons ?? [];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    for (const icon of icons) {
      const file = path.join(process.cwd(), "public", icon.src);
      expect(existsSync(file)).toBe(true);
      const png = readFileSync(file);
      // PNG header: width and height are the big-endian words at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
