import { ImageResponse } from "next/og";
import { DEFAULT_OG_IMAGE } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site.shared";

export const alt = DEFAULT_OG_IMAGE.alt;
export const size = { width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height };
export const contentType = "image/png";

/** The default social-sharing image, rendered once at build time. */
export default function OpengraphImage() {
  const swatches = ["#9caf88", "#2f4463", "#f1e8d6", "#b8603f", "#3f5e4b", "#c9d3d6"];
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
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 960 }}>
          Your interior painting price in minutes, not days.
        </div>
        <div style={{ fontSize: 30, color: "#4b5563" }}>
          Philadelphia · Chester · Delaware · Montgomery counties
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", gap: 14 }}>
          {swatches.map((color) => (
            <div
              key={color}
              style={{ width: 64, height: 64, borderRadius: 12, background: color, display: "flex" }}
            />
          ))}
        </div>
        <div style={{ fontSize: 28, color: "#1d4ed8", fontWeight: 700 }}>
          {`${siteConfig.stats.rating} rating · Pay after the work is done`}
        </div>
      </div>
    </div>,
    size,
  );
}
