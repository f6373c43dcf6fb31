/**
 * Identifies a file by its first bytes, never by its name or the browser's
 * claimed type: a PDF renamed photo.jpg is still a PDF.
 */
export type DetectedType =
  | { kind: "image"; mimeType: "image/jpeg" | "image/png" | "image/webp" | "image/heic"; extension: string }
  | { kind: "document"; mimeType: "application/pdf"; extension: "pdf" }
  | { kind: "document"; mimeType: "application/msword"; extension: "doc" }
  | {
      kind: "document";
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
      extension: "docx";
    };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

function isDocx(bytes: Uint8Array): boolean {
  // A .docx is a ZIP whose entries include word/…; the names sit in the local file headers.
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  return head.includes("word/") || head.includes("[Content_Types].xml");
}

export function detectFileType(bytes: Uint8Array): DetectedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { kind: "image", mimeType: "image/jpeg", extension: "jpg" };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: "image", mimeType: "image/png", extension: "png" };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return { kind: "image", mimeType: "image/webp", extension: "webp" };
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(bytes, 8, 12))) {
    return { kind: "image", mimeType: "image/heic", extension: "heic" };
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return { kind: "document", mimeType: "application/pdf", extension: "pdf" };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { kind: "document", mimeType: "application/msword", extension: "doc" };
  }
  if (isDocx(bytes)) {
    return {
      kind: "document",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    };
  }
  return undefined;
}
