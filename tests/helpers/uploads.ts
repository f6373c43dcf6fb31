/** Files the API tests need on record: a painter registered with a W9, a stored room photo. */
import { POST as register } from "@/app/api/contractor/register/route";
import { db } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { BASE, params, PDF_BYTES, PNG_1X1 } from "./http";

/**
 * Registers a painter through the real route (POST /api/contractor/register) with PDF_BYTES as
 * their W9 ("w9-<first name>.pdf"); returns the contractor's id and e-mail.
 */
export async function registerPainterWithW9(firstName = "Wanda") {
  const email = `w9.${crypto.randomUUID()}@example.com`;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    firstName,
    lastName: "Nine",
    email,
    password: "velvet-otter-climbs",
    phone: "2155550123",
    experienceYears: "3",
  }))
    form.set(k, v);
  form.set(
    "w9Document",
    new File([PDF_BYTES], `w9-${firstName.toLowerCase()}.pdf`, { type: "application/pdf" }),
  );
  const response = await register(
    new Request(`${BASE}/api/contractor/register`, { method: "POST", body: form }),
    params({}),
  );
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
  const { id } = await db.contractor.findUniqueOrThrow({ where: { email } });
  return { id, email };
}

/** A room photo in the store (a real file) with its Upload row, attached to `owner` (none: stray). */
export async function storedRoomPhoto(
  owner: { roomId: string } | { reviewId: string } | Record<string, never> = {},
  createdAt?: Date,
) {
  const storageKey = await getStorage().put({
    bytes: new Uint8Array(PNG_1X1),
    prefix: "room-photos",
    fileName: "room.png",
    mimeType: "image/png",
  });
  return db.upload.create({
    data: {
      kind: "ROOM_PHOTO",
      storageKey,
      originalName: "room.png",
      mimeType: "image/png",
      sizeBytes: PNG_1X1.byteLength,
      sha256: "0".repeat(64),
      ...owner,
      ...(createdAt ? { createdAt } : {}),
    },
  });
}
