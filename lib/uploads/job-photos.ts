import "server-only";
/**
 * The painter's before and after photos of the work (docs/product.md §9 "Job photos"), taken on the
 * job card and sent, often from the offline queue, with the device's key (clientRef): a resend is the
 * same photo. Stored like the customers' room photos (re-encoded without metadata, in the private
 * store) and never shown through a public path: every view is a signed link (purpose "job-photo"),
 * handed only to the job's painter, the back office and, in the completion e-mail, the customer.
 * Their rows and files go with the booking's personal data (lib/bookings/erase-copies.ts).
 */
import type { RoomPhotos } from "@/lib/bookings/live-status.shared";
import type { DbClient } from "@/lib/db/types";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError, conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { roomLabel } from "@/lib/pricing/quote.shared";
import { DAY_MS } from "@/lib/scheduling/dates.shared";
import { signToken, verifyToken } from "@/lib/security/signed-token";
import { siteConfig } from "@/lib/site.shared";
import { getStorage } from "@/lib/storage";
import { detectFileType } from "@/lib/storage/sniff";
import { jobPhotoFields } from "@/lib/validations/job-photo";
import {
  JOB_PHOTO_LIMITS,
  JOB_PHOTO_MESSAGES,
  photoPhaseOpen,
  takesPhotos,
  type JobPhotoDto,
  type JobPhotoPhase,
} from "@/lib/validations/job-photo-rules.shared";
import { withoutMetadata } from "./clean-image";
import { uploadedFile, safeFileName, sha256Hex } from "./files";

export const jobPhotoSelect = {
  id: true,
  jobRoomId: true,
  phase: true,
  clientRef: true,
  createdAt: true,
} satisfies Prisma.UploadSelect;

type JobPhotoRow = Prisma.UploadGetPayload<{ select: typeof jobPhotoSelect }>;

/** The link's expiry, rounded up to a whole day: one photo keeps one URL all day (the browser caches it). */
function linkExpiry(days: number, now: Date): number {
  return Math.ceil((now.getTime() + days * DAY_MS) / DAY_MS) * DAY_MS;
}

export const jobPhotoPath = (id: string, days: number, now: Date = new Date()) =>
  `/api/job-photos/${signToken("job-photo", { p: id }, linkExpiry(days, now))}`;

export function serializeJobPhoto(
  row: JobPhotoRow,
  days: number = JOB_PHOTO_LIMITS.staffLinkDays,
  now: Date = new Date(),
): JobPhotoDto {
  return {
    id: row.id,
    roomId: row.jobRoomId ?? "",
    phase: row.phase ?? "before",
    clientRef: row.clientRef,
    url: jobPhotoPath(row.id, days, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A booking's job photos, oldest first: the back office's booking, the completion e-mail. */
export async function bookingJobPhotos(
  db: DbClient,
  bookingId: string,
  phase?: JobPhotoPhase,
): Promise<JobPhotoRow[]> {
  return db.upload.findMany({
    where: { kind: "JOB_PHOTO", bookingId, ...(phase ? { phase } : {}) },
    select: jobPhotoSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** The after photos' links for the customer's completion e-mail: absolute, valid 30 days. */
export async function afterPhotoLinks(db: DbClient, bookingId: string, now: Date = new Date()) {
  const rows = await bookingJobPhotos(db, bookingId, "after");
  return rows.map((row) => ({
    roomId: row.jobRoomId ?? "",
    url: `${siteConfig.url}${jobPhotoPath(row.id, JOB_PHOTO_LIMITS.customerLinkDays, now)}`,
  }));
}

/**
 * The after photos on the customer's Manage Booking, grouped by room in the rooms' order: the links of
 * the completion e-mail (same signer, customerLinkDays), relative to the site. One indexed read.
 */
export async function customerAfterPhotos(
  db: DbClient,
  bookingId: string,
  now: Date = new Date(),
): Promise<RoomPhotos[]> {
  const rows = await db.upload.findMany({
    where: { kind: "JOB_PHOTO", bookingId, phase: "after" },
    select: { id: true, jobRoom: { select: { id: true, type: true, name: true, position: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const rooms = new Map<string, RoomPhotos & { position: number }>();
  for (const { id, jobRoom } of rows) {
    const key = jobRoom?.id ?? "";
    const room = rooms.get(key) ?? {
      room: jobRoom ? roomLabel(jobRoom, jobRoom.position) : "Room",
      position: jobRoom?.position ?? Number.MAX_SAFE_INTEGER,
      urls: [],
    };
    room.urls.push(jobPhotoPath(id, JOB_PHOTO_LIMITS.customerLinkDays, now));
    rooms.set(key, room);
  }
  return [...rooms.values()]
    .sort((a, b) => a.position - b.position)
    .map(({ room, urls }) => ({ room, urls }));
}

type PhotoJob = Prisma.JobAssignmentGetPayload<{
  include: { booking: { include: { quote: { select: { rooms: { select: { id: true } } } } } } };
}>;

/** Whether a photo of `phase` may still be added to the job now (docs/product.md §9 "Job photos"). */
function assertPhaseOpen(job: PhotoJob, phase: JobPhotoPhase, now: Date) {
  // An erased booking keeps no pictures of the customer's home, and takes none later.
  if (job.booking.personalDataErasedAt) throw conflict(JOB_PHOTO_MESSAGES.closed);
  if (photoPhaseOpen(job, phase, now)) return;
  if (!takesPhotos(job.status)) throw conflict(JOB_PHOTO_MESSAGES.closed);
  if (phase === "before") throw conflict(JOB_PHOTO_MESSAGES.beforeTooLate);
  throw conflict(
    photoPhaseOpen(job, "before", now) ? JOB_PHOTO_MESSAGES.afterTooEarly : JOB_PHOTO_MESSAGES.afterTooLate,
  );
}

async function assertWithinLimits(db: DbClient, jobId: string, roomId: string, phase: JobPhotoPhase) {
  const [ofJob, ofRoom] = await Promise.all([
    db.upload.count({ where: { kind: "JOB_PHOTO", jobId } }),
    db.upload.count({ where: { kind: "JOB_PHOTO", jobId, jobRoomId: roomId, phase } }),
  ]);
  if (ofJob >= JOB_PHOTO_LIMITS.perJob) throw conflict(JOB_PHOTO_MESSAGES.perJob);
  if (ofRoom >= JOB_PHOTO_LIMITS.perRoomAndPhase) throw conflict(JOB_PHOTO_MESSAGES.perRoomAndPhase(phase));
}

/** The photo already stored under this key: the same photo sent again (its answer was lost). */
async function sameKeyPhoto(db: DbClient, clientRef: string, jobId: string, contractorId: string) {
  const existing = await db.upload.findUnique({
    where: { clientRef },
    select: { ...jobPhotoSelect, jobId: true, contractorId: true },
  });
  if (!existing) return null;
  if (existing.jobId !== jobId || existing.contractorId !== contractorId)
    throw conflict(JOB_PHOTO_MESSAGES.usedRef);
  return existing;
}

/**
 * Adds one photo to the painter's own job (another painter's job is a 404, as a missing one).
 * Checked before the photo is decoded (the job, its room, the phase, the limits), and again, with the
 * job's row locked, before its row is written: two sends of one key, or of the last free place, make
 * one photo. A file stored for a photo that was then refused is deleted.
 */
export async function addJobPhoto(
  db: PrismaClient,
  contractorId: string,
  rawJobId: string,
  form: FormData,
  now: Date = new Date(),
): Promise<{ photo: JobPhotoDto; repeated: boolean }> {
  const jobId = parseId(rawJobId, "Invalid job ID");
  const job = await db.jobAssignment.findFirst({
    where: { id: jobId, contractorId },
    include: { booking: { include: { quote: { select: { rooms: { select: { id: true } } } } } } },
  });
  if (!job) throw notFound("Job not found");
  const { roomId, phase, clientRef } = jobPhotoFields(form);
  const file = uploadedFile(form, "file", 'Attach the photo in the "file" field');
  const repeat = await sameKeyPhoto(db, clientRef, jobId, contractorId);
  if (repeat) return { photo: serializeJobPhoto(repeat, undefined, now), repeated: true };
  if (!job.booking.quote.rooms.some((room) => room.id === roomId))
    throw new ApiError(422, JOB_PHOTO_MESSAGES.roomId, { fields: { roomId: [JOB_PHOTO_MESSAGES.roomId] } });
  assertPhaseOpen(job, phase, now);
  await assertWithinLimits(db, jobId, roomId, phase);

  const uploaded = new Uint8Array(await file.arrayBuffer());
  const type = detectFileType(uploaded);
  if (type?.kind !== "image") throw new ApiError(400, JOB_PHOTO_MESSAGES.notAnImage);
  // No GPS position of the customer's home, no camera, no time: lib/uploads/clean-image.ts.
  const bytes = await withoutMetadata(uploaded, type);
  const name = safeFileName(file.name, `${phase}.${type.extension}`);
  const storageKey = await getStorage().put({
    bytes,
    prefix: "job-photos",
    fileName: name,
    mimeType: type.mimeType,
  });
  try {
    return await db.$transaction(async (tx) => {
      // One writer per job at a time: the limits and the key are checked against committed photos.
      await tx.$queryRaw`SELECT id FROM "JobAssignment" WHERE id = ${jobId}::uuid FOR UPDATE`;
      const again = await sameKeyPhoto(tx, clientRef, jobId, contractorId);
      if (again) {
        await getStorage().delete(storageKey);
        return { photo: serializeJobPhoto(again, undefined, now), repeated: true };
      }
      await assertWithinLimits(tx, jobId, roomId, phase);
      const row = await tx.upload.create({
        data: {
          kind: "JOB_PHOTO",
          storageKey,
          originalName: name,
          mimeType: type.mimeType,
          sizeBytes: bytes.byteLength,
          sha256: sha256Hex(bytes),
          contractorId,
          bookingId: job.bookingId,
          jobId,
          jobRoomId: roomId,
          phase,
          clientRef,
        },
        select: jobPhotoSelect,
      });
      return { photo: serializeJobPhoto(row, undefined, now), repeated: false };
    });
  } catch (error) {
    await getStorage().delete(storageKey);
    throw error;
  }
}

/** The bytes behind a signed photo link; a bad, expired or erased one is a 404. */
export async function readJobPhoto(db: DbClient, token: string) {
  const claims = verifyToken("job-photo", token);
  const id = typeof claims?.p === "string" ? claims.p : null;
  const upload = id && (await db.upload.findFirst({ where: { id, kind: "JOB_PHOTO" } }));
  const bytes = upload && (await getStorage().get(upload.storageKey));
  if (!upload || !bytes) throw notFound("Photo not found");
  return { bytes, mimeType: upload.mimeType };
}
