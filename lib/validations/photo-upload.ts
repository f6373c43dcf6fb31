/**
 * The room-photo upload route and what counts as a photo, for the browser: the quote wizard's
 * room photos and the review page's photos share them. No schema here: the upload is a file,
 * which the server judges by its content (lib/uploads/room-photos.ts, lib/storage/sniff.ts),
 * while the browser can only read its declared type and name, so there is no rule to share.
 * No UI either, so that a light page (the review link's) can use it without the wizard's modules.
 */
export const ROOM_PHOTO_UPLOAD_URL = "/api/uploads/room-photos";

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|heic|heif|avif|bmp)$/i;

/** Image files only (docs/product.md §5); a file without a type is judged by its extension. */
export function isImageFile(file: File): boolean {
  return file.type ? file.type.startsWith("image/") : IMAGE_EXTENSION.test(file.name);
}
