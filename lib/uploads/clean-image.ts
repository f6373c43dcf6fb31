import "server-only";
/**
 * Every photo a customer uploads (room photos, and the review photos that go on public pages) is
 * decoded and encoded again before it is stored, with no metadata: a phone photo's EXIF carries
 * the GPS position of the customer's home, the camera and the time. Turned upright first (the
 * orientation tag goes with the rest), in its own format.
 *
 * Bounded work: the upload is at most 10 MB (lib/http/body-caps.ts) and the decoded image at most
 * MAX_INPUT_PIXELS (a small file can claim a huge canvas: a decompression bomb).
 */
import sharp from "sharp";
import { ApiError, badRequest } from "@/lib/http/errors";
import type { DetectedType } from "@/lib/storage/sniff";

/** 48 megapixels: the largest phone cameras. */
const MAX_INPUT_PIXELS = 48_000_000;

export const PHOTO_NOT_READABLE =
  "We could not read this photo. Please upload it as a JPEG, PNG or WebP image (on an iPhone: Settings → Camera → Formats → Most Compatible).";

type ImageType = Extract<DetectedType, { kind: "image" }>;

export async function withoutMetadata(bytes: Uint8Array, type: ImageType): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const encoded =
      type.mimeType === "image/png"
        ? image.png()
        : type.mimeType === "image/webp"
          ? image.webp({ quality: 90 })
          : type.mimeType === "image/jpeg"
            ? image.jpeg({ quality: 90 })
            : null;
    // HEIC (HEVC) cannot be decoded here, so its metadata cannot be removed: not stored.
    if (!encoded) throw badRequest(PHOTO_NOT_READABLE);
    return new Uint8Array(await encoded.toBuffer());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(PHOTO_NOT_READABLE);
  }
}
