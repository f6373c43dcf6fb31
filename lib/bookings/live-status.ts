import "server-only";
/**
 * Manage Booking's live status, kept current while the page is open (docs/product.md §4). A look-up
 * (ID or reference + e-mail) answers a signed status token with the booking; the page refreshes with
 * that token alone, so a refresh spends neither the booking's wrong-e-mail budget nor the look-up
 * budget, and proves exactly what the look-up proved: this booking's status, nothing more. Each
 * refresh is one read by primary key (and, once completed, one of the after photos), rate-limited per address (LIMITS.bookingStatusPerAddress).
 */
import type { DbClient } from "@/lib/db/types";
import { ApiError } from "@/lib/http/errors";
import { customerAfterPhotos } from "@/lib/uploads/job-photos";
import { liveStatusRequestSchema } from "@/lib/validations/booking.shared";
import { fromDbDate } from "@/lib/scheduling/dates.shared";
import { linkExpiry } from "./fees.shared";
import {
  isFinalStep,
  LIVE_STATUS_TEXT,
  liveStatusOf,
  type LiveStatus,
  type RoomPhotos,
} from "./live-status.shared";
import { currentAssignment, type BookingWithRelations } from "./serialize";
import { createBookingToken, verifyBookingToken } from "./tokens";

/**
 * The token a look-up hands out: valid until the appointment's last day is over (as the e-mailed
 * links), none when there is nothing left to follow (cancelled, held, completed).
 */
export function liveStatusToken(booking: BookingWithRelations, status: LiveStatus | null): string | null {
  if (!status || isFinalStep(status.step)) return null;
  const expiry = linkExpiry(fromDbDate(booking.scheduledDate), booking.estimatedDays);
  return createBookingToken(booking.id, "status", expiry);
}

/**
 * A completed job's after photos for its customer (docs/product.md §9 "Job photos"): read only once
 * the job is completed, none for an erased booking (its photos went with its personal data).
 */
export async function afterPhotosFor(
  db: DbClient,
  booking: { id: string; personalDataErasedAt: Date | null },
  status: LiveStatus | null,
): Promise<RoomPhotos[]> {
  if (!status || !isFinalStep(status.step) || booking.personalDataErasedAt) return [];
  return customerAfterPhotos(db, booking.id);
}

const invalidToken = () => new ApiError(403, LIVE_STATUS_TEXT.en.refreshExpired);

/** The booking's live status, for a request carrying its status token. */
export async function liveStatusByToken(
  db: DbClient,
  rawId: string,
  input: unknown,
): Promise<{ liveStatus: LiveStatus | null; afterPhotos: RoomPhotos[] }> {
  const { token } = liveStatusRequestSchema.parse(input);
  const id = verifyBookingToken(token, "status");
  // A token names its booking: it proves nothing about another one.
  if (!id || id !== rawId.trim().toLowerCase()) throw invalidToken();
  const booking = await db.booking.findUnique({
    where: { id },
    select: {
      id: true,
      personalDataErasedAt: true,
      status: true,
      scheduledDate: true,
      completedAt: true,
      assignments: {
        orderBy: { assignedAt: "desc" },
        select: { status: true, onTheWayAt: true, completedAt: true },
      },
    },
  });
  if (!booking) throw invalidToken();
  const liveStatus = liveStatusOf(booking, currentAssignment(booking));
  // The refresh that sees the job completed brings its photos: a second indexed read, once.
  return { liveStatus, afterPhotos: await afterPhotosFor(db, booking, liveStatus) };
}
