import type { ReactNode } from "react";
import { ImageResponse } from "next/og";
import { siteConfig } from "@/lib/site.shared";

/** The size of every social-sharing image (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

const SWATCHES = ["#9caf88", "#2f4463", "#f1e8d6", "#b8603f", "#3f5e4b", "#c9d3d6"];

/**
 * A social-sharing image in the site's one frame: the logo and name on top, `children` (the
 * headline) in the middle, paint swatches and `tagline` along the bottom. The default image and
 * each location page's own differ only in those two parts.
 */
export function shareImage({ children, tagline }: { children: ReactNode; tagline: string }): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "linear-gradient(135deg, #eef3ff 0%, #ffffff 55%, #f5efe4 100%)",
        color: "#111827",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div style={{ width: 72, height: 72, borderRadius: 18, background: "#1d4ed8", display: "flex" }} />
        <div style={{ fontSize: 40, fontWeight: 700 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>{children}</div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", gap: 14 }}>
          {SWATCHES.map((color) => (
            <div
              key={color}
              style={{ width: 64, height: 64, borderRadius: 12, background: color, display: "flex" }}
            />
          ))}
        </div>
        <div style={{ fontSize: 28, color: "#1d4ed8", fontWeight: 700 }}>{tagline}</div>
      </div>
    </div>,
    SHARE_IMAGE_SIZE,
  );
}
