/**
 * The room-photo upload route and what counts as a photo, for the browser: the quote wizard's
 * room photos and the review page's photos share them. No zod and no UI here, so that a light
 * page (the review link's) can use them without the quote wizard's modules.
 */
export const ROOM_PHOTO_UPLOAD_URL = "/api/uploads/room-photos";

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|heic|heif|avif|bmp)$/i;

/** Image files only (docs/product.md §5); a file without a type is judged by its extension. */
export function isImageFile(file: File): boolean {
  return file.type ? file.type.startsWith("image/") : IMAGE_EXTENSION.test(file.name);
}
