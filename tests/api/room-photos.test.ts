import { GET as getPhoto } from "@/app/api/uploads/[id]/route";
import { phonePhotoWithGps } from "../helpers/phone-photo";
import { POST as uploadPhoto } from "@/app/api/uploads/room-photos/route";
import { POST as postQuote } from "@/app/api/quotes/route";
import { GET as getQuoteRoute } from "@/app/api/quotes/[id]/route";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { getStorage } from "@/lib/storage";
import { PHOTO_NOT_READABLE } from "@/lib/uploads/clean-image";
import { NOT_AN_IMAGE } from "@/lib/uploads/room-photos";
import { BASE, getRequest, jsonRequest, multipartRequest, params, PDF_BYTES, PNG_1X1 } from "../helpers/http";

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

const upload = (file: File) =>
  uploadPhoto(multipartRequest("/api/uploads/room-photos", "file", file), params({}));
const png = (name: string) => new File([PNG_1X1], name, { type: "image/png" });

function draftWithPhotos(photos: string[]) {
  return {
    projectType: "interior",
    address: "2116 Spruce St, Philadelphia, PA 19103",
    propertyType: "condo",
    customerName: "Sam Lee",
    email: "sam.lee@example.com",
    phone: "215-555-0111",
    rooms: [
      {
        type: "office",
        length: 10,
        width: 10,
        photos,
        paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true },
      },
    ],
  };
}

describe("room photos", () => {
  it("stores an image checked by its content and serves it back", async () => {
    const response = await upload(png("kitchen.png"));
    expect(response.status).toBe(201);
    const photo = await response.json();
    expect(photo).toMatchObject({ name: "kitchen.png", mimeType: "image/png" });
    expect(photo.url).toBe(`/api/uploads/${photo.id}`);

    const served = await getPhoto(getRequest(photo.url), params({ id: photo.id }));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    // Encoded again without metadata (lib/uploads/clean-image.ts): the same picture, as a PNG.
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(servedBytes).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });
    expect(photo.size).toBe(servedBytes.length);

    const stored = await db.upload.findUniqueOrThrow({ where: { id: photo.id } });
    expect(stored.storageKey).not.toContain("public");
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stores and serves a phone photo without its metadata: no GPS position, no EXIF at all", async () => {
    const withGps = await phonePhotoWithGps({ background: "#b55" });
    expect((await sharp(withGps).metadata()).exif).toBeDefined(); // the fixture does carry it
    const response = await upload(new File([withGps], "living-room.jpg", { type: "image/jpeg" }));
    expect(response.status).toBe(201);
    const photo = await response.json();
    const served = Buffer.from(
      await (await getPhoto(getRequest(photo.url), params({ id: photo.id }))).arrayBuffer(),
    );
    const stored = await db.upload.findUniqueOrThrow({ where: { id: photo.id } });
    const kept = await getStorage().get(stored.storageKey);
    for (const bytes of [served, Buffer.from(kept!)]) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: 40, height: 30 });
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    }
    expect(stored.sha256).toBe(createHash("sha256").update(served).digest("hex"));
  });

  it("refuses a photo it cannot read again (a HEIC, a broken JPEG) with what to do, and stores nothing", async () => {
    const before = await db.upload.count();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(40)]);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    for (const [bytes, name] of [
      [heic, "IMG_0001.heic"],
      [broken, "broken.jpg"],
    ] as const) {
      const response = await upload(new File([bytes], name));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(PHOTO_NOT_READABLE);
    }
    expect(await db.upload.count()).toBe(before);
  });

  it("refuses a PDF renamed .jpg, and stores nothing", async () => {
    const before = await db.upload.count();
    const response = await upload(new File([PDF_BYTES], "photo.jpg", { type: "image/jpeg" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: NOT_AN_IMAGE, code: "bad_request" });
    expect(await db.upload.count()).toBe(before);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG_1X1);
    const response = await upload(new File([big], "huge.png", { type: "image/png" }));
    expect(response.status).toBe(413);
  });

  it("refuses a chunked upload without Content-Length at the cap, without reading the rest (413)", async () => {
    const before = await db.upload.count();
    const chunk = new Uint8Array(1024 * 1024);
    let pulled = 0;
    // Endless: reading it all (as request.formData() would) never finishes.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${BASE}/api/uploads/room-photos`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "x-forwarded-for": "10.95.0.1" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const response = await uploadPhoto(request, params({}));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "The file is larger than 10 MB",
      code: "payload_too_large",
    });
    // 10 MB and the multipart allowance, then one chunk to see it is over: never the whole stream.
    expect(pulled).toBeLessThanOrEqual(14);
    expect(await db.upload.count()).toBe(before);
  });

  it("keeps 3 photos on a room, refuses a 4th, and links them when the quote is saved", async () => {
    const ids: string[] = [];
    for (const name of ["a.png", "b.png", "c.png", "d.png"])
      ids.push((await (await upload(png(name))).json()).id);

    const tooMany = await postQuote(jsonRequest("/api/quotes", draftWithPhotos(ids)), params({}));
    expect(tooMany.status).toBe(400);

    const saved = await postQuote(jsonRequest("/api/quotes", draftWithPhotos(ids.slice(0, 3))), params({}));
    expect(saved.status).toBe(201);
    const quote = await saved.json();
    const fetched = await (
      await getQuoteRoute(getRequest(`/api/quotes/${quote.id}`), params({ id: quote.id }))
    ).json();
    expect(fetched.rooms[0].photos.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 3));

    // Resubmitting ("Back to Quote") moves photos of an unbooked quote to the new one…
    const resubmitted = await postQuote(jsonRequest("/api/quotes", draftWithPhotos([ids[0]!])), params({}));
    expect(resubmitted.status).toBe(201);
    const moved = await resubmitted.json();
    expect(moved.rooms[0].photos.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
    // …but a photo of a booked quote stays where it is.
    await db.booking.create({
      data: { quoteId: moved.id, scheduledDate: new Date("2030-01-02T00:00:00Z"), timeSlot: "morning" },
    });
    const stolen = await postQuote(jsonRequest("/api/quotes", draftWithPhotos([ids[0]!])), params({}));
    expect(stolen.status).toBe(400);
  });

  it("answers 404 for an unknown photo and 400 for a malformed id", async () => {
    const id = "7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f";
    expect((await getPhoto(getRequest(`/api/uploads/${id}`), params({ id }))).status).toBe(404);
    expect((await getPhoto(getRequest("/api/uploads/x"), params({ id: "x" }))).status).toBe(400);
  });

  it("answers 415 when the body is not multipart", async () => {
    const response = await uploadPhoto(jsonRequest("/api/uploads/room-photos", { file: "x" }), params({}));
    expect(response.status).toBe(415);
  });
});
