import { painterAppManifest } from "@/lib/pwa/manifest";

// The same bytes for everyone until the next deploy: built once, served as a static file.
export const dynamic = "force-static";

export function GET() {
  return new Response(JSON.stringify(painterAppManifest()), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
