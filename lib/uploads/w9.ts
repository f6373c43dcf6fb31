import "server-only";
import { badRequest } from "@/lib/http/errors";
import { getStorage } from "@/lib/storage";
import { detectFileType } from "@/lib/storage/sniff";
import { safeFileName, sha256Hex } from "./files";
import { encryptW9 } from "./w9-crypto";

const ALLOWED = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

export const W9_NOT_ACCEPTED = "The W9 must be a PDF, DOC or DOCX file (max. 10 MB).";

/**
 * Checks a W9 by both its extension and its content (a program renamed .pdf is
 * refused) and stores it privately, encrypted (./w9-crypto.ts). Returns the Upload row data to create:
 * the size and hash are the document's own, so a restored backup can be checked against them.
 */
export async function storeW9(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  const type = detectFileType(bytes);
  if (!(extension in ALLOWED) || type?.kind !== "document") throw badRequest(W9_NOT_ACCEPTED);
  // .doc and .docx are often confused by users; both are Word: accept either content for either extension.
  const sameFamily = type.extension === extension || (extension !== "pdf" && type.extension !== "pdf");
  if (!sameFamily) throw badRequest(W9_NOT_ACCEPTED);
  const name = safeFileName(file.name, `w9.${type.extension}`);
  const storageKey = await getStorage().put({
    bytes: encryptW9(bytes),
    prefix: "w9",
    fileName: `${name}.enc`,
    mimeType: "application/octet-stream",
  });
  return {
    kind: "W9" as const,
    storageKey,
    originalName: name,
    mimeType: type.mimeType,
    sizeBytes: bytes.byteLength,
    sha256: sha256Hex(bytes),
  };
}
