import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { BODY_CAPS } from "@/lib/http/body-caps";
import { route } from "@/lib/http/route";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, enforceRateLimit } from "@/lib/security/rate-limit";
import { readUploadedFile } from "@/lib/uploads/files";
import { saveRoomPhoto } from "@/lib/uploads/room-photos";

export const POST = route(
  async (request) => {
    await enforceRateLimit(db, `room-photo:ip:${clientNetwork(request)}`, LIMITS.photosPerAddress);
    const file = await readUploadedFile(request, "file");
    return NextResponse.json(await saveRoomPhoto(db, file), { status: 201 });
  },
  { bodyCap: BODY_CAPS.upload },
);
