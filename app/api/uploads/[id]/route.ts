import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { parseId } from "@/lib/http/ids";
import { readRoomPhoto } from "@/lib/uploads/room-photos";

export const GET = route<{ id: string }>(async (_request, { params }) => {
  const { id } = await params;
  const photo = await readRoomPhoto(db, parseId(id, "Invalid photo ID"));
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.mimeType,
      "Content-Disposition": "inline",
      // Shown as an image, never run as a page of the site.
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
      // The id never changes its bytes; private: only the browser that has the link caches it.
      "Cache-Control": "private, max-age=31536000, immutable",
    },
  });
});
