import "server-only";
/**
 * Reviews by customers, through the signed link of the review e-mail (lib/reviews/tokens.ts):
 * no login, one review per booking, editable through the same link until it is published.
 *
 * Publication is always a moderator's act. Every review starts "pending"; none is published at
 * submit. A review stays editable until published, and text with links or e-mail addresses is
 * held for moderation and never published automatically (README → Reviews): publishing clean
 * text at once would make it uneditable the moment it is sent and publish unread text. So the
 * back office publishes, and `heldReason` ("links" / "email", lib/reviews/text.ts) tells the
 * moderator why a review must not be published as it stands.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { bookingInclude } from "@/lib/bookings/serialize";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { ApiError, badRequest, conflict } from "@/lib/http/errors";
import { fromDbDate } from "@/lib/scheduling/dates.shared";
import { findZip } from "@/lib/zips/index.shared";
import { REVIEW_MESSAGES, reviewSubmitSchema } from "@/lib/validations/review.shared";
import { jobPainter } from "./requests";
import { reviewInclude, serializeReview } from "./serialize";
import { containsLinkOrEmail } from "./text";
import { verifyReviewToken } from "./tokens";

/** A link that is not ours, expired or names no booking: the same 403 and words as the cancel link's. */
const invalidLink = () =>
  new ApiError(403, `${REVIEW_MESSAGES.invalidLink}: ${REVIEW_MESSAGES.invalidLinkText}`);

const PHOTO_GONE = "A photo could not be found or is already used. Remove it and upload it again.";

async function bookingForToken(db: PrismaClient, token: string, now: Date) {
  const id = verifyReviewToken(token, now);
  const booking =
    id &&
    (await db.booking.findUnique({
      where: { id },
      include: { ...bookingInclude, review: { include: reviewInclude } },
    }));
  if (!booking) throw invalidLink();
  return booking;
}

/** Why this booking cannot be reviewed now, or null. */
function refusal(booking: { status: string }, review: { status: string } | null): string | null {
  if (booking.status === "cancelled") return REVIEW_MESSAGES.cancelled;
  if (booking.status !== "completed") return REVIEW_MESSAGES.notCompleted;
  if (review && review.status !== "pending") return REVIEW_MESSAGES.alreadyPublished;
  return null;
}

/** GET /api/reviews/[token]: what the review page needs. */
export async function loadReviewForToken(db: PrismaClient, token: string, now: Date = new Date()) {
  const booking = await bookingForToken(db, token, now);
  const reason = refusal(booking, booking.review);
  return {
    bookingId: booking.id,
    painterFirstName: jobPainter(booking)?.contractor.firstName ?? null,
    jobDate: fromDbDate(booking.scheduledDate),
    jobDateLabel: formatBookingDate(fromDbDate(booking.scheduledDate)),
    editable: reason === null,
    refusal: reason,
    review: booking.review ? serializeReview(booking.review) : null,
  };
}

/**
 * PUT /api/reviews/[token]: creates the booking's review or replaces the pending one (rating,
 * text, name, town, photos). 409 once published (or hidden), for a cancelled or unfinished job.
 */
export async function submitReview(db: PrismaClient, token: string, input: unknown, now: Date = new Date()) {
  const booking = await bookingForToken(db, token, now);
  const data = reviewSubmitSchema.parse(input);
  const reason = refusal(booking, booking.review);
  const painter = jobPainter(booking);
  if (reason) throw conflict(reason);
  if (!painter) throw conflict(REVIEW_MESSAGES.notCompleted);

  const fields = {
    rating: data.rating,
    text: data.text ?? null,
    displayName: data.displayName ?? null,
    town: data.town ?? null,
    heldReason: containsLinkOrEmail(data.text),
  };
  const created = !booking.review;
  const reviewId = await db.$transaction(async (tx) => {
    let id: string;
    if (booking.review) {
      id = booking.review.id;
      // Only while still pending: a publication committed meanwhile wins.
      const { count } = await tx.review.updateMany({ where: { id, status: "pending" }, data: fields });
      if (count === 0) throw conflict(REVIEW_MESSAGES.alreadyPublished);
    } else {
      const county = findZip(booking.quote.zipCode)?.county ?? "Philadelphia";
      id = (
        await tx.review.create({
          data: { ...fields, bookingId: booking.id, contractorId: painter.contractorId, county },
        })
      ).id;
    }
    // The photos of the review are exactly the ones sent: others are let go (the daily cleanup
    // removes them with the other stray photos), new ones must be free photos of the upload pipeline.
    await tx.upload.updateMany({
      where: { reviewId: id, id: { notIn: data.photos } },
      data: { reviewId: null },
    });
    if (data.photos.length > 0) {
      const linked = await tx.upload.updateMany({
        where: {
          id: { in: data.photos },
          kind: "ROOM_PHOTO",
          roomId: null,
          OR: [{ reviewId: null }, { reviewId: id }],
        },
        data: { reviewId: id },
      });
      if (linked.count !== new Set(data.photos).size || linked.count !== data.photos.length) {
        throw badRequest(PHOTO_GONE);
      }
    }
    return id;
  });

  const review = await db.review.findUniqueOrThrow({ where: { id: reviewId }, include: reviewInclude });
  return { created, message: REVIEW_MESSAGES.saved, review: serializeReview(review) };
}
