import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { parseId } from "@/lib/http/ids";
import { storedImageResponse } from "@/lib/http/stored-image";
import { readRoomPhoto } from "@/lib/uploads/room-photos";

export const GET = route<{ id: string }>(async (_request, { params }) => {
  const { id } = await params;
  const photo = await readRoomPhoto(db, parseId(id, "Invalid photo ID"));
  // The id never changes its bytes; private: only the browser that has the link caches it.
  return storedImageResponse(photo, "private, max-age=31536000, immutable");
});
