import { createHash } from "node:crypto";
import { ApiError, badRequest } from "@/lib/http/errors";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Reads the file field of a multipart request, refusing oversized bodies before buffering them. */
export async function readUploadedFile(request: Request, field: string): Promise<File> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_UPLOAD_BYTES + 64 * 1024) throw tooLarge();
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(415, "Send the file as multipart/form-data");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest("The upload could not be read: send it as multipart/form-data");
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw badRequest(`Attach the file in the "${field}" field`);
  if (file.size === 0) throw badRequest("The file is empty");
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return file;
}

function tooLarge() {
  return new ApiError(413, "The file is larger than 10 MB");
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** A display name without any path, control characters or absurd length. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
  return cleaned || fallback;
}
