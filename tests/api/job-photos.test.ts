/**
 * The painter's before and after photos of the work (docs/product.md §9 "Job photos"):
 * POST /api/contractor/jobs/[jobId]/photos and their signed links, GET /api/job-photos/[token].
 */
import { POST as erase } from "@/app/api/admin/bookings/[bookingId]/erase-personal-data/route";
import { phonePhotoWithGps } from "../helpers/phone-photo";
import { POST as postPhoto } from "@/app/api/contractor/jobs/[jobId]/photos/route";
import { GET as getPhoto } from "@/app/api/job-photos/[token]/route";
import { POST as lookupRoute } from "@/app/api/bookings/[id]/lookup/route";
import { POST as liveStatusRoute } from "@/app/api/bookings/[id]/live-status/route";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { runDailyCleanup } from "@/lib/admin/cleanup";
import { startSession } from "@/lib/auth/sessions";
import { updateJobStatus } from "@/lib/contractors/jobs";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { getStorage } from "@/lib/storage";
import { roomLabel } from "@/lib/pricing/quote.shared";
import { jobPhotoPath } from "@/lib/uploads/job-photos";
import { JOB_PHOTO_LIMITS, JOB_PHOTO_MESSAGES } from "@/lib/validations/job-photo-rules.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { BASE, jsonRequest, params, PNG_1X1 } from "../helpers/http";
import { startedJob } from "../helpers/jobs";

jest.mock("@/lib/pages/public-pages", () => ({ refreshPublicPages: jest.fn() }));

const HOUR = 3_600_000;
let admin: Record<string, string>;

beforeAll(async () => {
  await runSeed(db, { demo: false });
  admin = { authorization: `Bearer ${(await startSession(db, { role: "admin" })).token}` };
});

const bearer = async (contractorId: string) => ({
  authorization: `Bearer ${(await startSession(db, { role: "contractor", contractorId })).token}`,
});

/** A phone photo with the camera's EXIF and the GPS position of the house. */
const phonePhoto = () => phonePhotoWithGps();

interface Send {
  jobId: string;
  roomId: string;
  phase?: string;
  clientRef?: string;
  headers: Record<string, string>;
  file?: File;
}

async function send({ jobId, roomId, phase = "before", clientRef = randomUUID(), headers, file }: Send) {
  const form = new FormData();
  form.set("file", file ?? new File([await phonePhoto()], "IMG_0042.jpg", { type: "image/jpeg" }));
  form.set("roomId", roomId);
  form.set("phase", phase);
  form.set("clientRef", clientRef);
  const request = new Request(`${BASE}/api/contractor/jobs/${jobId}/photos`, {
    method: "POST",
    body: form,
    headers,
  });
  return postPhoto(request, params({ jobId }));
}

const open = (url: string) => {
  const token = url.split("/api/job-photos/")[1]!;
  return getPhoto(new Request(`${BASE}/api/job-photos/${token}`), params({ token }));
};

/** Manage Booking's look-up (Booking ID + e-mail), from an address of its own (its budget is per address). */
const lookup = (id: string, email: string) =>
  lookupRoute(
    jsonRequest(`/api/bookings/${id}/lookup`, { email }, "POST", {
      "x-forwarded-for": `e2e-photos-${randomUUID()}`,
    }),
    params({ id }),
  );
const refresh = (id: string, token: string) =>
  liveStatusRoute(
    jsonRequest(`/api/bookings/${id}/live-status`, { token }, "POST", {
      "x-forwarded-for": `e2e-photos-${randomUUID()}`,
    }),
    params({ id }),
  );

async function painterJob() {
  const made = await startedJob();
  const rooms = await db.room.findMany({ where: { quoteId: made.quote.id }, orderBy: { position: "asc" } });
  return { ...made, roomId: rooms[0]!.id, headers: await bearer(made.painterId) };
}

describe("job photos", () => {
  it("stores the painter's photo without its metadata, linked to the job, its room and phase, behind a signed link", async () => {
    const { job, booking, roomId, headers, painterId } = await painterJob();
    const clientRef = randomUUID();
    const response = await send({ jobId: job.id, roomId, clientRef, headers });
    expect(response.status).toBe(201);
    const photo = await response.json();
    expect(photo).toMatchObject({ roomId, phase: "before", clientRef });
    expect(photo.url).toMatch(/^\/api\/job-photos\/[\w-]+\.[\w-]+$/);

    const row = await db.upload.findUniqueOrThrow({ where: { id: photo.id } });
    expect(row).toMatchObject({
      kind: "JOB_PHOTO",
      bookingId: booking.id,
      jobId: job.id,
      jobRoomId: roomId,
      roomId: null,
      phase: "before",
      contractorId: painterId,
      clientRef,
    });
    expect(row.storageKey).toMatch(/^local:job-photos\//);

    const served = await open(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    // Not among the customer's room photos: the quote shows what the customer sent, nothing more.
    expect(await db.upload.count({ where: { roomId } })).toBe(0);
  });

  it("makes one photo of one clientRef sent twice (a lost answer, the offline queue sending again)", async () => {
    const { job, roomId, headers } = await painterJob();
    const clientRef = randomUUID();
    const first = await send({ jobId: job.id, roomId, clientRef, headers });
    const again = await send({ jobId: job.id, roomId, clientRef, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(await db.upload.count({ where: { jobId: job.id } })).toBe(1);
  });

  it("is the job's painter's only: another painter gets 404, the admin 403, nobody signed in 401", async () => {
    const { job, roomId } = await painterJob();
    const other = await createContractor({ areas: [["Philadelphia", 1]] });
    const asOther = await send({ jobId: job.id, roomId, headers: await bearer(other.id) });
    expect(asOther.status).toBe(404);
    expect(await asOther.json()).toMatchObject({ error: "Job not found" });
    expect((await send({ jobId: job.id, roomId, headers: admin })).status).toBe(403);
    expect((await send({ jobId: job.id, roomId, headers: {} })).status).toBe(401);
    expect(await db.upload.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("refuses a room of another quote, a bad phase or key, and a file that is not an image", async () => {
    const { job, roomId, headers } = await painterJob();
    const elsewhere = await createTestQuote();
    const otherRoom = await db.room.findFirstOrThrow({ where: { quoteId: elsewhere.id } });
    const wrongRoom = await send({ jobId: job.id, roomId: otherRoom.id, headers });
    expect(wrongRoom.status).toBe(422);
    expect(await wrongRoom.json()).toMatchObject({ error: JOB_PHOTO_MESSAGES.roomId });
    expect(await (await send({ jobId: job.id, roomId, phase: "during", headers })).json()).toMatchObject({
      error: `Invalid request: phase: ${JOB_PHOTO_MESSAGES.phase}`,
    });
    expect((await send({ jobId: job.id, roomId, clientRef: "x", headers })).status).toBe(400);
    const pdf = new File([Buffer.from("%PDF-1.4\n")], "note.jpg", { type: "image/jpeg" });
    const notImage = await send({ jobId: job.id, roomId, headers, file: pdf });
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toMatchObject({ error: JOB_PHOTO_MESSAGES.notAnImage });
    expect(await db.upload.count({ where: { jobId: job.id } })).toBe(0);
  });

  it(`holds ${JOB_PHOTO_LIMITS.perRoomAndPhase} photos per room and phase and ${JOB_PHOTO_LIMITS.perJob} per job`, async () => {
    const { job, booking, roomId, headers, painterId } = await painterJob();
    const png = new File([PNG_1X1], "p.png", { type: "image/png" });
    const row = (phase: "before" | "after", jobRoomId = roomId) => ({
      kind: "JOB_PHOTO" as const,
      storageKey: `local:job-photos/${randomUUID()}`,
      originalName: "p.png",
      mimeType: "image/png",
      sizeBytes: 1,
      sha256: "0".repeat(64),
      contractorId: painterId,
      bookingId: booking.id,
      jobId: job.id,
      jobRoomId,
      phase,
    });
    await db.upload.createMany({
      data: Array.from({ length: JOB_PHOTO_LIMITS.perRoomAndPhase }, () => row("before")),
    });
    const full = await send({ jobId: job.id, roomId, headers, file: png });
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({
      error: "This room already has 6 before photos, the most one room may have.",
    });
    expect((await send({ jobId: job.id, roomId, phase: "after", headers, file: png })).status).toBe(201);

    const rooms = await db.room.findMany({ where: { quoteId: booking.quoteId } });
    const extra = await db.room.create({
      data: { ...rooms[0]!, id: undefined, position: 9, paintOptions: rooms[0]!.paintOptions ?? {} },
    });
    const left = JOB_PHOTO_LIMITS.perJob - JOB_PHOTO_LIMITS.perRoomAndPhase - 1;
    await db.upload.createMany({ data: Array.from({ length: left }, () => row("after", extra.id)) });
    const overJob = await send({ jobId: job.id, roomId, phase: "after", headers, file: png });
    expect(overJob.status).toBe(409);
    expect(await overJob.json()).toMatchObject({
      error: "This job already has 30 photos, the most one job may have.",
    });
    expect(await db.upload.count({ where: { jobId: job.id } })).toBe(JOB_PHOTO_LIMITS.perJob);
  });

  it("takes before photos until completion, after photos from the start until 24 hours after completion", async () => {
    const { job, roomId, headers } = await painterJob();
    await db.jobAssignment.update({ where: { id: job.id }, data: { status: "acknowledged" } });
    const early = await send({ jobId: job.id, roomId, phase: "after", headers });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: JOB_PHOTO_MESSAGES.afterTooEarly });
    expect((await send({ jobId: job.id, roomId, phase: "before", headers })).status).toBe(201);

    await db.jobAssignment.update({
      where: { id: job.id },
      data: { status: "completed", completedAt: new Date(Date.now() - 23 * HOUR) },
    });
    expect(await (await send({ jobId: job.id, roomId, phase: "before", headers })).json()).toMatchObject({
      error: JOB_PHOTO_MESSAGES.beforeTooLate,
    });
    expect((await send({ jobId: job.id, roomId, phase: "after", headers })).status).toBe(201);
    await db.jobAssignment.update({
      where: { id: job.id },
      data: { completedAt: new Date(Date.now() - 25 * HOUR) },
    });
    const late = await send({ jobId: job.id, roomId, phase: "after", headers });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: JOB_PHOTO_MESSAGES.afterTooLate });
  });

  it("sends the after photos with the completion e-mail as signed links, not attachments", async () => {
    const { job, roomId, headers, painterId, quote } = await painterJob();
    await send({ jobId: job.id, roomId, phase: "before", headers });
    const after = await (await send({ jobId: job.id, roomId, phase: "after", headers })).json();
    await updateJobStatus(db, painterId, job.id, { status: "completed" });
    const mail = await db.emailMessage.findFirstOrThrow({
      where: { to: quote.email, template: "booking-completed" },
    });
    const links = [...mail.html.matchAll(/https?:\/\/[^"]+\/api\/job-photos\/[\w.-]+/g)].map((m) => m[0]);
    expect(new Set(links).size).toBe(1);
    expect(mail.html).toContain("Photos of the finished work (the links work for 30 days):");
    expect(mail.html).toContain('alt="After photo 1: ');
    expect(mail.attachments).toBeNull();
    const served = await open(links[0]!);
    expect(served.status).toBe(200);
    expect(links[0]).not.toContain(after.url.split("/").pop());
  });

  it("shows a completed job's after photos, by room, on the customer's Manage Booking (look-up and refresh)", async () => {
    const { job, booking, roomId, headers, painterId, quote } = await painterJob();
    const rooms = await db.room.findMany({ where: { quoteId: quote.id }, orderBy: { position: "asc" } });
    const before = await (await send({ jobId: job.id, roomId, phase: "before", headers })).json();
    const after = await (await send({ jobId: job.id, roomId, phase: "after", headers })).json();
    // In progress: a status to follow, no photos yet.
    const started = await (await lookup(booking.id, quote.email)).json();
    expect(started.liveStatus.step).toBe("in_progress");
    expect(started.afterPhotos).toEqual([]);
    await updateJobStatus(db, painterId, job.id, { status: "completed" });

    const found = await lookup(booking.id, quote.email);
    expect(found.status).toBe(200);
    const { afterPhotos, liveStatus } = await found.json();
    expect(liveStatus.step).toBe("completed");
    expect(afterPhotos).toEqual([
      { room: roomLabel(rooms[0]!, 0), urls: [expect.stringMatching(/^\/api\/job-photos\/[\w.-]+$/)] },
    ]);
    const url: string = afterPhotos[0].urls[0];
    // The customer's link (30 days), not the painter's: the after photo, not the before one.
    expect(url).not.toBe(after.url);
    const [row] = await db.upload.findMany({ where: { jobId: job.id, phase: "after" } });
    expect(url).toBe(jobPhotoPath(row!.id, JOB_PHOTO_LIMITS.customerLinkDays));
    expect(url).not.toBe(jobPhotoPath(before.id, JOB_PHOTO_LIMITS.customerLinkDays));
    const served = await open(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    // The page still open since the start: the refresh that sees the completion brings them too.
    const refreshed = await (await refresh(booking.id, started.statusToken)).json();
    expect(refreshed).toEqual({ liveStatus, afterPhotos });
  });

  it("shows no photos on Manage Booking once erased, nor to a look-up with another customer's e-mail", async () => {
    const { job, booking, roomId, headers, painterId, quote } = await painterJob();
    await send({ jobId: job.id, roomId, phase: "after", headers });
    await updateJobStatus(db, painterId, job.id, { status: "completed" });
    const wrong = await lookup(booking.id, `someone-else-${randomUUID()}@example.com`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({
      error: "Booking Not Found: Please check your booking ID and email address",
      code: "not_found",
    });
    expect((await (await lookup(booking.id, quote.email)).json()).afterPhotos).toHaveLength(1);
    const response = await erase(
      jsonRequest(`/api/admin/bookings/${booking.id}/erase-personal-data`, undefined, "POST", admin),
      params({ bookingId: booking.id }),
    );
    expect(response.status).toBe(200);
    const erased = await db.booking.findUniqueOrThrow({
      where: { id: booking.id },
      include: { quote: true },
    });
    // The customer's address is gone with the rest; the booking itself still answers, without photos.
    expect((await lookup(booking.id, quote.email)).status).toBe(404);
    const found = await lookup(booking.id, erased.quote.email);
    expect(found.status).toBe(200);
    const body = await found.json();
    expect(body.liveStatus.step).toBe("completed");
    expect(body.afterPhotos).toEqual([]);
  });

  it("answers a forged or altered link with 404", async () => {
    const forged = await open("/api/job-photos/eyJwIjoiMSJ9.not-a-signature");
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ error: "Photo not found" });
  });

  it("goes with the booking's personal data: rows and stored files", async () => {
    const { job, booking, roomId, headers, painterId } = await painterJob();
    const photo = await (await send({ jobId: job.id, roomId, headers })).json();
    await send({ jobId: job.id, roomId, phase: "after", headers });
    await updateJobStatus(db, painterId, job.id, { status: "completed" });
    const keys = (await db.upload.findMany({ where: { bookingId: booking.id } })).map((u) => u.storageKey);
    expect(keys).toHaveLength(2);
    const response = await erase(
      jsonRequest(`/api/admin/bookings/${booking.id}/erase-personal-data`, undefined, "POST", admin),
      params({ bookingId: booking.id }),
    );
    expect(response.status).toBe(200);
    expect(await db.upload.count({ where: { bookingId: booking.id } })).toBe(0);
    for (const key of keys) expect(await getStorage().get(key)).toBeNull();
    expect((await open(photo.url)).status).toBe(404);
    // Within the after photos' 24 hours, a photo still queued on the phone is refused, not stored.
    const late = await send({ jobId: job.id, roomId, phase: "after", headers });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: JOB_PHOTO_MESSAGES.closed });
    expect(await db.upload.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("goes with the quote of a cancelled booking deleted whole: the daily cleanup removes rows and files", async () => {
    const now = new Date("2031-07-14T12:00:00Z");
    const { job, booking, roomId, headers } = await painterJob();
    await send({ jobId: job.id, roomId, headers });
    const [row] = await db.upload.findMany({ where: { jobId: job.id } });
    // What the cleanup of cancelled bookings leaves: the job gone, the quote unbooked and old.
    await db.booking.delete({ where: { id: booking.id } });
    await db.quote.update({
      where: { id: booking.quoteId },
      data: { createdAt: new Date(now.getTime() - 31 * 86_400_000) },
    });
    expect(await db.upload.findUniqueOrThrow({ where: { id: row!.id } })).toMatchObject({
      bookingId: null,
      jobId: null,
    });
    expect(await runDailyCleanup(db, now)).toBe(true);
    expect(await db.upload.findUnique({ where: { id: row!.id } })).toBeNull();
    expect(await getStorage().get(row!.storageKey)).toBeNull();
  });
});
