/** manifest.json as a restore reads it (lib/backup/manifest.ts): ours only, and no path leaving uploads/. */
import { MANIFEST_FORMAT, parseManifest, safeRelativePath } from "@/lib/backup/manifest";
import { checksumLine, parseChecksumLine } from "@/lib/backup/names";

const valid = {
  format: MANIFEST_FORMAT,
  createdAt: "2026-11-27T03:15:09.000Z",
  app: { commit: null, migration: "20261126300000_email_outage" },
  database: {
    file: "database.dump",
    format: "pg_dump custom",
    bytes: 10,
    sha256: "a".repeat(64),
    schema: "public",
    serverVersion: "PostgreSQL 15.20",
    tables: { Booking: 1 },
  },
  uploads: { folder: "uploads", files: [{ path: "w9/0b6c", bytes: 3, sha256: "b".repeat(64) }] },
};

it("reads a manifest of ours and refuses anything else", () => {
  expect(parseManifest(JSON.stringify(valid))).toEqual(valid);
  expect(parseManifest("not json")).toBeNull();
  expect(parseManifest(JSON.stringify({ ...valid, format: "other/1" }))).toBeNull();
  expect(parseManifest(JSON.stringify({ ...valid, database: { ...valid.database, sha256: 1 } }))).toBeNull();
});

it("refuses upload paths that would leave the upload folder", () => {
  for (const bad of ["../etc/passwd", "/etc/passwd", "w9/../../x", "w9//x", "./x", ""]) {
    expect(safeRelativePath(bad)).toBe(false);
    const files = [{ path: bad, bytes: 1, sha256: "c".repeat(64) }];
    expect(parseManifest(JSON.stringify({ ...valid, uploads: { folder: "uploads", files } }))).toBeNull();
  }
  expect(safeRelativePath("room-photos/5d7e0c3a-1f2b-4c5d-8e9f-0a1b2c3d4e5f")).toBe(true);
});

it("writes and reads the checksum file in sha256sum's format", () => {
  const line = checksumLine("d".repeat(64), "brushwise-20261127T031509Z.tar");
  expect(line).toBe(`${"d".repeat(64)}  brushwise-20261127T031509Z.tar\n`);
  expect(parseChecksumLine(line)).toBe("d".repeat(64));
  expect(parseChecksumLine("not a checksum")).toBeNull();
});
