/** @jest-environment node */
import { detectFileType } from "@/lib/storage/sniff";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

/** A ZIP local file header naming its first entry, as the start of a .docx or any other ZIP looks. */
const zipEntry = (name: string) => bytes([0x50, 0x4b, 0x03, 0x04], new Array(26).fill(0), name, "...");

/** An ISO-BMFF file (HEIC, MP4, AVIF …): a box size, "ftyp" and the major brand. */
const ftyp = (brand: string) => bytes([0, 0, 0, 0x10], "ftyp", brand, [0, 0, 0, 0]);

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("detectFileType: every type the uploads accept", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF"), "image", "image/jpeg", "jpg"],
    [
      "PNG",
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR"),
      "image",
      "image/png",
      "png",
    ],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image", "image/webp", "webp"],
    ["HEIC", ftyp("heic"), "image", "image/heic", "heic"],
    ["HEIC (mif1 brand)", ftyp("mif1"), "image", "image/heic", "heic"],
    ["PDF", bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"), "document", "application/pdf", "pdf"],
    [
      "DOC",
      bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(16).fill(0)),
      "document",
      "application/msword",
      "doc",
    ],
    ["DOCX", zipEntry("[Content_Types].xml"), "document", DOCX, "docx"],
    ["DOCX (word/ entry first)", zipEntry("word/document.xml"), "document", DOCX, "docx"],
  ])("%s", (_name, file, kind, mimeType, extension) => {
    expect(detectFileType(file)).toEqual({ kind, mimeType, extension });
  });
});

describe("detectFileType: anything else is refused, whatever its name claims", () => {
  it.each([
    ["a Windows program (renamed .pdf)", bytes("MZ", [0x90, 0, 3, 0, 0, 0], " this is not a pdf")],
    ["an ELF program", bytes([0x7f], "ELF", [2, 1, 1, 0])],
    ["HTML with a script (renamed .png)", bytes("<html><script>alert(1)</script>")],
    ["SVG (scriptable, so not an accepted image)", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["GIF", bytes("GIF89a", [1, 0, 1, 0])],
    ["a ZIP that is not a Word file (e.g. a .jar)", zipEntry("META-INF/MANIFEST.MF")],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["an ISO-BMFF that is not HEIC (MP4)", ftyp("isom")],
    ["a PNG signature cut short", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["%PDF without the dash", bytes("%PDF")],
    ["an empty file", bytes()],
  ])("%s", (_name, file) => {
    expect(detectFileType(file)).toBeUndefined();
  });
});
