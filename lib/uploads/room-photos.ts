import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { getStorage } from "@/lib/storage";
import { detectFileType } from "@/lib/storage/sniff";
import { withoutMetadata } from "./clean-image";
import { safeFileName, sha256Hex } from "./files";

export interface RoomPhotoDto {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  url: string;
}

export const roomPhotoUrl = (id: string) => `/api/uploads/${id}`;

export const NOT_AN_IMAGE = "Only image files (JPEG, PNG or WebP) can be added as room photos.";

/** Stores one room photo, checked by its content; it is linked to a room when the quote is saved. */
export async function saveRoomPhoto(db: PrismaClient, file: File): Promise<RoomPhotoDto> {
  const uploaded = new Uint8Array(await file.arrayBuffer());
  const type = detectFileType(uploaded);
  if (type?.kind !== "image") throw badRequest(NOT_AN_IMAGE);
  // Stored without the photo's metadata (its GPS position among them): lib/uploads/clean-image.ts.
  const bytes = await withoutMetadata(uploaded, type);
  const name = safeFileName(file.name, `photo.${type.extension}`);
  const storageKey = await getStorage().put({
    bytes,
    prefix: "room-photos",
    fileName: name,
    mimeType: type.mimeType,
  });
  const upload = await db.upload.create({
    data: {
      kind: "ROOM_PHOTO",
      storageKey,
      originalName: name,
      mimeType: type.mimeType,
      sizeBytes: bytes.byteLength,
      sha256: sha256Hex(bytes),
    },
  });
  return {
    id: upload.id,
    name,
    mimeType: upload.mimeType,
    size: upload.sizeBytes,
    url: roomPhotoUrl(upload.id),
  };
}

/** The bytes of a room photo (never a W9: those have their own, authorised route). */
export async function readRoomPhoto(db: PrismaClient, id: string) {
  const upload = await db.upload.findFirst({ where: { id, kind: "ROOM_PHOTO" } });
  const bytes = upload && (await getStorage().get(upload.storageKey));
  if (!upload || !bytes) throw notFound("Photo not found");
  return { bytes, mimeType: upload.mimeType, name: upload.originalName };
}
