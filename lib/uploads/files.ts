import "server-only";
import { createHash } from "node:crypto";
import { readBodyAtMost } from "@/lib/http/body";
import { BODY_CAPS, MAX_UPLOAD_BYTES } from "@/lib/http/body-caps";
import { ApiError, badRequest } from "@/lib/http/errors";

/**
 * Reads a multipart request, refusing a body of another type (415), one past BODY_CAPS.upload
 * (413) and an unreadable one (400). The size is counted while the body streams in, whether or
 * not it declares a Content-Length: nothing past the cap is ever read or kept. (The upload routes
 * ask route() for the same cap, which counts too; this keeps the reader safe on its own.)
 * request.formData() would read the whole body into memory before parsing it: it only ever sees
 * the bytes read here.
 */
export async function readMultipartForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(415, "Send the file as multipart/form-data");
  }
  const body = await readBodyAtMost(request, BODY_CAPS.upload);
  try {
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("The upload could not be read: send it as multipart/form-data");
  }
}

/** The file of `field`: present, not empty, at most 10 MB. */
export function uploadedFile(
  form: FormData,
  field: string,
  missingMessage = `Attach the file in the "${field}" field`,
): File {
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0)
    throw badRequest(missingMessage, { fields: { [field]: [missingMessage] } });
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return file;
}

/** Reads the single file of a multipart upload request. */
export async function readUploadedFile(request: Request, field: string): Promise<File> {
  return uploadedFile(await readMultipartForm(request), field);
}

function tooLarge() {
  return new ApiError(413, BODY_CAPS.upload.message);
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** A display name without any path, control characters or absurd length. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}
