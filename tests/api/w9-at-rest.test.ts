/**
 * W9s (taxpayer ids) are encrypted at rest, every view is audited, and a key rotation loses nothing.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { GET as getW9 } from "@/app/api/admin/w9/[filename]/route";
import { W9_DAMAGED } from "@/lib/admin/w9";
import { db } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { reencryptW9s } from "@/lib/uploads/w9-reencrypt";
import { params, PDF_BYTES } from "../helpers/http";
import { signInAdminForFile } from "../helpers/admin-session";
import { registerPainterWithW9 } from "../helpers/uploads";

const TEST_KEY = process.env.W9_ENCRYPTION_KEY;
const NEW_KEY = "ab".repeat(32);
const { get } = signInAdminForFile();

afterEach(() => {
  process.env.W9_ENCRYPTION_KEY = TEST_KEY;
  process.env.W9_PREVIOUS_ENCRYPTION_KEYS = "";
});

const registerPainter = async () => (await registerPainterWithW9("Tess")).id;

const storedFile = async (contractorId: string) => {
  const { w9 } = await db.contractor.findUniqueOrThrow({
    where: { id: contractorId },
    include: { w9: true },
  });
  const match = /^local:w9\/(.+)$/.exec(w9!.storageKey)!;
  return { key: w9!.storageKey, file: path.join(process.env.UPLOAD_DIR!, "w9", match[1]!) };
};

const download = (contractorId: string) =>
  getW9(get(`/api/admin/w9/${contractorId}`), params({ filename: contractorId }));

const views = (contractorId: string) =>
  db.auditLog.findMany({ where: { action: "contractor.w9-view", entityId: contractorId } });

describe("W9 files at rest", () => {
  it("are stored encrypted, served decrypted to the admin, and each view is audited", async () => {
    const id = await registerPainter();
    const { file } = await storedFile(id);
    const onDisk = await readFile(file);
    expect(onDisk.subarray(0, 4).toString()).toBe("BWW9");
    expect(onDisk.includes(Buffer.from("%PDF"))).toBe(false);
    expect(onDisk.includes(PDF_BYTES.subarray(10, 30))).toBe(false);
    expect(await views(id)).toHaveLength(0);

    const first = await download(id);
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    await download(id);
    const logged = await views(id);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ actor: "admin", entity: "Contractor" });
    expect(logged[0]!.after).toMatchObject({ name: "w9-tess.pdf" });
  });

  it("refuses a tampered file instead of serving altered bytes, and audits no view", async () => {
    const id = await registerPainter();
    const { file } = await storedFile(id);
    const bytes = await readFile(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 0xff, bytes.length - 3);
    await writeFile(file, bytes);
    const response = await download(id);
    expect(response.status).toBe(500);
    expect((await response.json()).error).toBe(W9_DAMAGED);
    expect(await views(id)).toHaveLength(0);
    expect((await reencryptW9s(db)).unreadable).toContain(
      (await db.contractor.findUniqueOrThrow({ where: { id } })).w9UploadId,
    );
  });

  it("survives a key rotation: the old key reads until w9:reencrypt moves every file, then is not needed", async () => {
    const id = await registerPainter();
    const before = await storedFile(id);

    process.env.W9_ENCRYPTION_KEY = NEW_KEY;
    const unknownKey = await download(id);
    expect(unknownKey.status).toBe(500);
    expect((await unknownKey.json()).error).toMatch(/W9_PREVIOUS_ENCRYPTION_KEYS/);

    process.env.W9_PREVIOUS_ENCRYPTION_KEYS = TEST_KEY!;
    expect(Buffer.from(await (await download(id)).arrayBuffer()).equals(PDF_BYTES)).toBe(true);

    const outcome = await reencryptW9s(db);
    expect(outcome.reencrypted).toBeGreaterThanOrEqual(1);
    const after = await storedFile(id);
    expect(after.key).not.toBe(before.key);
    expect(await getStorage().get(before.key)).toBeNull();

    process.env.W9_PREVIOUS_ENCRYPTION_KEYS = "";
    expect(Buffer.from(await (await download(id)).arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    expect((await reencryptW9s(db)).reencrypted).toBe(0);
  });

  it("reads a W9 stored before encryption, and w9:reencrypt encrypts it", async () => {
    const id = await registerPainter();
    const { file } = await storedFile(id);
    await writeFile(file, PDF_BYTES);
    expect(Buffer.from(await (await download(id)).arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    await reencryptW9s(db);
    const moved = await readFile((await storedFile(id)).file);
    expect(moved.subarray(0, 4).toString()).toBe("BWW9");
    expect(Buffer.from(await (await download(id)).arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });
});
