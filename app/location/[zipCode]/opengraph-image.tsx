import { ImageResponse } from "next/og";
import { localName } from "@/lib/seo/location-copy";
import { siteConfig } from "@/lib/site.shared";
import { findZip, ZIP_CODES } from "@/lib/zips/index.shared";

/**
 * A location page's social image: the town (or the Philadelphia neighbourhood), its zip and
 * county. The page's metadata names it with its alt text (locationImageAlt), which is why no
 * `alt` is exported here: a file's alt cannot depend on the zip.
 */
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** Rendered for every zip at build time, like the pages themselves. */
export function generateStaticParams() {
  return ZIP_CODES.map((zip) => ({ zipCode: zip.zipCode }));
}

export default async function LocationOpengraphImage({ params }: { params: Promise<{ zipCode: string }> }) {
  const zip = findZip((await params).zipCode);
  if (!zip) return new Response("Not Found", { status: 404 });
  const place = localName(zip);
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
        <div style={{ fontSize: 36, color: "#1d4ed8", fontWeight: 700 }}>Interior painting in</div>
        <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.1, maxWidth: 1050 }}>{place}</div>
        <div style={{ fontSize: 32, color: "#4b5563" }}>
          {`${zip.city}, ${zip.state} ${zip.zipCode} · ${zip.county} County`}
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
          Instant quotes · Pay after the work
        </div>
      </div>
    </div>,
    size,
  );
}
