/**
 * Reviews: the request e-mail when a job is completed, the reminder after 5 days, the
 * review link (GET/PUT /api/reviews/[token]) and the back office's moderation.
 */
import { PUT as putAdminBooking } from "@/app/api/admin/bookings/[bookingId]/route";
import { PUT as putReply } from "@/app/api/admin/reviews/[id]/reply/route";
import { POST as postHide } from "@/app/api/admin/reviews/[id]/hide/route";
import { POST as postPublish } from "@/app/api/admin/reviews/[id]/publish/route";
import { GET as getAdminReviews } from "@/app/api/admin/reviews/route";
import { GET as getReview, PUT as putReview } from "@/app/api/reviews/[token]/route";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { runDailyCleanup } from "@/lib/admin/cleanup";
import { queueDueReviewReminders } from "@/lib/reviews/requests";
import { containsLinkOrEmail } from "@/lib/reviews/text";
import { createReviewToken } from "@/lib/reviews/tokens";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createBookingToken } from "@/lib/bookings/tokens";
import { runSeed } from "@/lib/seed";
import { saveRoomPhoto } from "@/lib/uploads/room-photos";
import { REVIEW_MESSAGES } from "@/lib/validations/review.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { getRequest, jsonRequest, params, PNG_1X1 } from "../helpers/http";

const DAY = 86_400_000;
const INVALID_LINK = `${REVIEW_MESSAGES.invalidLink}: ${REVIEW_MESSAGES.invalidLinkText}`;
let admin: Record<string, string>;
let painterId: string;
let ip = 0;
/** Each request from its own address, so the per-address limit never decides a test (it has its own). */
const client = () => ({ "x-forwarded-for": `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}` });

beforeAll(async () => {
  await runSeed(db, { demo: false });
  const painter = await createContractor({ firstName: "Dana", areas: [["Chester", 1]] });
  painterId = painter.id;
  admin = { authorization: `Bearer ${(await startSession(db, { role: "admin" })).token}` };
});

/** A booking of Dana's, three days ago, confirmed; `complete` moves it to completed through the back office. */
async function pastBooking(
  address = `${Math.floor(Math.random() * 9000) + 100} Lancaster Ave, Wayne, PA 19087`,
) {
  const quote = await createTestQuote({ address });
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      status: "confirmed",
      scheduledDate: toDbDate(addDays(todayInNewYork(), -3)),
      timeSlot: "morning",
    },
  });
  await db.jobAssignment.create({
    data: {
      bookingId: booking.id,
      contractorId: painterId,
      status: "acknowledged",
      contractorEarnings: "300.00",
    },
  });
  return { id: booking.id, email: quote.email, scheduledDate: addDays(todayInNewYork(), -3) };
}

async function setStatus(bookingId: string, status: string) {
  const response = await putAdminBooking(
    jsonRequest(`/api/admin/bookings/${bookingId}`, { status }, "PUT", admin),
    params({ bookingId }),
  );
  expect(response.status).toBe(200);
}

async function completedBooking() {
  const booking = await pastBooking();
  await setStatus(booking.id, "completed");
  const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
  return {
    ...booking,
    token: createReviewToken(booking.id, new Date(row.reviewRequestedAt!.getTime() + 30 * DAY)),
  };
}

const put = (token: string, body: unknown) =>
  putReview(jsonRequest(`/api/reviews/${token}`, body, "PUT", client()), params({ token }));
const get = (token: string) => getReview(getRequest(`/api/reviews/${token}`, client()), params({ token }));
const GOOD_TEXT = "Dana was careful, on time and left the rooms spotless.";

describe("the review request", () => {
  it("is queued with the completion e-mail: the painter's first name, the job date and a 30-day link", async () => {
    const booking = await pastBooking();
    await setStatus(booking.id, "completed");
    const mails = await db.emailMessage.findMany({
      where: { to: booking.email },
      orderBy: { createdAt: "asc" },
    });
    expect(mails.map((m) => m.template).sort()).toEqual(["booking-completed", "invoice", "review-request"]);
    const request = mails.find((m) => m.template === "review-request")!;
    expect(request.status).toBe("queued"); // through the outbox, never sent inline
    expect(request.subject).toContain("Dana");
    expect(request.text).toContain("Dana");
    const { formatBookingDate } = await import("@/lib/bookings/format.shared");
    expect(request.text).toContain(formatBookingDate(booking.scheduledDate));
    const link = /\/review\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(request.text)?.[1];
    expect(link).toBeDefined();
    const page = await get(link!);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      bookingId: booking.id,
      painterFirstName: "Dana",
      jobDate: booking.scheduledDate,
      editable: true,
      review: null,
    });
    // The link lasts 30 days, not 31.
    const { verifyReviewToken } = await import("@/lib/reviews/tokens");
    expect(verifyReviewToken(link!, new Date(Date.now() + 29 * DAY))).toBe(booking.id);
    expect(verifyReviewToken(link!, new Date(Date.now() + 31 * DAY))).toBeNull();

    // Completing again (back office moves it away and back) never asks twice.
    await setStatus(booking.id, "in_progress");
    await setStatus(booking.id, "completed");
    expect(await db.emailMessage.count({ where: { to: booking.email, template: "review-request" } })).toBe(1);
  });

  it("reminds once, 5 days later, only for completed bookings without a review", async () => {
    const quiet = await completedBooking();
    const reviewed = await completedBooking();
    const cancelled = await completedBooking();
    const recent = await completedBooking();
    expect((await put(reviewed.token, { rating: 5 })).status).toBe(201);
    await setStatus(cancelled.id, "cancelled");
    const sixDaysAgo = new Date(Date.now() - 6 * DAY);
    await db.booking.updateMany({
      where: { id: { in: [quiet.id, reviewed.id, cancelled.id] } },
      data: { reviewRequestedAt: sixDaysAgo },
    });
    await db.booking.update({
      where: { id: recent.id },
      data: { reviewRequestedAt: new Date(Date.now() - 4 * DAY) },
    });

    const [a, b] = await Promise.all([queueDueReviewReminders(db), queueDueReviewReminders(db)]);
    expect(a + b).toBe(1);
    expect(await queueDueReviewReminders(db)).toBe(0);
    // The recent one is reminded once its 5 days are up.
    expect(await queueDueReviewReminders(db, new Date(Date.now() + 2 * DAY))).toBe(1);
    expect(await queueDueReviewReminders(db, new Date(Date.now() + 3 * DAY))).toBe(0);
    const reminders = await db.emailMessage.findMany({ where: { template: "review-reminder" } });
    const to = reminders.map((r) => r.to);
    expect(to).toContain(quiet.email);
    expect(to).toContain(recent.email);
    expect(to).not.toContain(reviewed.email);
    expect(to).not.toContain(cancelled.email);
    expect(to.filter((x) => x === quiet.email)).toHaveLength(1);
    // The reminder carries a link to the same booking, and never a second reminder.
    const link = /\/review\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(
      reminders.find((r) => r.to === quiet.email)!.text,
    )?.[1];
    expect((await get(link!)).status).toBe(200);
  });
});

describe("the review link", () => {
  it("answers the cancel link's clear 403 when tampered, expired or made for something else", async () => {
    const booking = await completedBooking();
    const expired = createReviewToken(booking.id, new Date(Date.now() - 1000));
    const [payload, signature] = booking.token.split(".");
    const tampered = `${payload}x.${signature}`;
    const otherPurpose = createBookingToken(booking.id, "cancel", new Date(Date.now() + DAY));
    for (const token of [expired, tampered, otherPurpose, "nonsense"]) {
      for (const response of [await get(token), await put(token, { rating: 5 })]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: INVALID_LINK, code: "forbidden" });
      }
    }
    expect(INVALID_LINK).toBe("Invalid Link: This review link is invalid or expired.");
    expect(await db.review.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("checks the form: stars required, text 20 to 2,000 characters, at most 3 photos", async () => {
    const { token, id } = await completedBooking();
    const cases: [unknown, string, string][] = [
      [{}, "rating", REVIEW_MESSAGES.ratingRequired],
      [{ rating: 0 }, "rating", REVIEW_MESSAGES.ratingRequired],
      [{ rating: 6 }, "rating", REVIEW_MESSAGES.ratingRequired],
      [{ rating: 4.5 }, "rating", REVIEW_MESSAGES.ratingRequired],
      [{ rating: 5, text: "Too short." }, "text", REVIEW_MESSAGES.textLength],
      [{ rating: 5, text: "x".repeat(2001) }, "text", REVIEW_MESSAGES.textLength],
      [
        {
          rating: 5,
          photos: [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()],
        },
        "photos",
        REVIEW_MESSAGES.tooManyPhotos,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(token, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: `Invalid request: ${field}: ${message}`,
        code: "invalid_request",
        details: { fields: { [field]: [message] } },
      });
    }
    expect(await db.review.count({ where: { bookingId: id } })).toBe(0);
    expect((await put(token, { rating: 5, text: "x".repeat(2000) })).status).toBe(201);
  });

  it("keeps one review per booking, editable until published, then 409", async () => {
    const { token, id } = await completedBooking();
    const photo = await saveRoomPhoto(db, new File([PNG_1X1], "wall.png", { type: "image/png" }));
    const first = await put(token, {
      rating: 3,
      text: GOOD_TEXT,
      displayName: "Ann",
      town: "Wayne",
      photos: [photo.id],
    });
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created.review).toMatchObject({
      rating: 3,
      status: "pending",
      author: "Ann from Wayne",
      county: "Chester",
    });
    expect(created.review.photos).toEqual([{ id: photo.id, url: `/api/uploads/${photo.id}` }]);

    const edit = await put(token, { rating: 5, text: GOOD_TEXT });
    expect(edit.status).toBe(200);
    expect((await edit.json()).review).toMatchObject({
      id: created.review.id,
      rating: 5,
      author: "a homeowner in Chester County",
      photos: [],
    });
    expect(await db.review.count({ where: { bookingId: id } })).toBe(1);
    expect((await (await get(token)).json()).review).toMatchObject({ rating: 5 });

    await postPublish(
      jsonRequest(`/api/admin/reviews/${created.review.id}/publish`, "", "POST", admin),
      params({ id: created.review.id }),
    );
    const late = await put(token, { rating: 1 });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: REVIEW_MESSAGES.alreadyPublished, code: "conflict" });
    const page = await (await get(token)).json();
    expect(page).toMatchObject({ editable: false, refusal: REVIEW_MESSAGES.alreadyPublished });
    expect((await db.review.findUniqueOrThrow({ where: { id: created.review.id } })).rating).toBe(5);
  });

  it("refuses a cancelled booking and a job not yet completed", async () => {
    const cancelled = await completedBooking();
    await setStatus(cancelled.id, "cancelled");
    const refused = await put(cancelled.token, { rating: 5 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(REVIEW_MESSAGES.cancelled);

    const open = await pastBooking();
    const early = await put(createReviewToken(open.id, new Date(Date.now() + DAY)), { rating: 5 });
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe(REVIEW_MESSAGES.notCompleted);
    expect(await db.review.count({ where: { bookingId: { in: [cancelled.id, open.id] } } })).toBe(0);
  });

  it("holds text with links or e-mail addresses, saying why", async () => {
    expect(containsLinkOrEmail("Great job, see www.example.com")).toBe("links");
    expect(containsLinkOrEmail("Visit https://spam.example/x")).toBe("links");
    expect(containsLinkOrEmail("cheap paint at paintdeals.biz today")).toBe("links");
    expect(containsLinkOrEmail("write me at ann@example.com please")).toBe("email");
    expect(containsLinkOrEmail("Great job. The rooms look new, 10/10.")).toBeNull();

    const withLink = await completedBooking();
    const withEmail = await completedBooking();
    await put(withLink.token, { rating: 5, text: "Great work, more photos at http://my-photos.example.com" });
    await put(withEmail.token, { rating: 5, text: "Great work! Questions? Write to ann@example.com" });
    const held = await db.review.findMany({ where: { bookingId: { in: [withLink.id, withEmail.id] } } });
    expect(Object.fromEntries(held.map((r) => [r.bookingId, [r.status, r.heldReason]]))).toEqual({
      [withLink.id]: ["pending", "links"],
      [withEmail.id]: ["pending", "email"],
    });
  });
});

describe("moderation", () => {
  it("publishes, hides and replies, each written to the audit log", async () => {
    const { token } = await completedBooking();
    const reviewId = (await (await put(token, { rating: 4, text: GOOD_TEXT })).json()).review.id;
    const call = async (handler: typeof postPublish, path: string, body?: unknown, method = "POST") =>
      handler(
        jsonRequest(`/api/admin/reviews/${reviewId}/${path}`, body ?? "", method, admin),
        params({ id: reviewId }),
      );

    const published = await call(postPublish, "publish");
    expect(published.status).toBe(200);
    const publishedAt = (await published.json()).review.publishedAt;
    expect(publishedAt).toEqual(expect.any(String));

    const badReply = await call(putReply, "reply", { reply: "x".repeat(501) }, "PUT");
    expect(badReply.status).toBe(400);
    expect((await badReply.json()).details).toEqual({ fields: { reply: [REVIEW_MESSAGES.replyLength] } });
    const replied = await call(putReply, "reply", { reply: "Thank you, Dana will be glad!" }, "PUT");
    expect((await replied.json()).review).toMatchObject({
      reply: "Thank you, Dana will be glad!",
      status: "published",
    });

    expect((await (await call(postHide, "hide")).json()).review.status).toBe("hidden");
    expect((await (await call(postPublish, "publish")).json()).review.publishedAt).toBe(publishedAt);

    const trail = await db.auditLog.findMany({
      where: { entity: "Review", entityId: reviewId },
      orderBy: { createdAt: "asc" },
    });
    expect(trail.map((t) => t.action)).toEqual([
      "review.publish",
      "review.reply",
      "review.hide",
      "review.publish",
    ]);
    expect(trail[2]).toMatchObject({ before: { status: "published" }, after: { status: "hidden" } });

    const missing = crypto.randomUUID();
    const gone = await postPublish(
      jsonRequest(`/api/admin/reviews/${missing}/publish`, "", "POST", admin),
      params({ id: missing }),
    );
    expect(gone.status).toBe(404);
  });

  it("lists reviews by status, newest first, page by page", async () => {
    for (let i = 0; i < 3; i++) {
      const { token } = await completedBooking();
      await put(token, { rating: 2 + i });
    }
    const pending = await db.review.count({ where: { status: "pending" } });
    const seen: string[] = [];
    let cursor: string | null = null;
    const { listAdminReviews } = await import("@/lib/reviews/moderation");
    do {
      const page: Awaited<ReturnType<typeof listAdminReviews>> = await listAdminReviews(
        db,
        { status: "pending", ...(cursor ? { cursor } : {}) },
        2,
      );
      expect(page.reviews.length).toBeLessThanOrEqual(2);
      for (const r of page.reviews) {
        expect(r.status).toBe("pending");
        expect(r).toMatchObject({ county: "Chester", painter: { id: painterId } });
        expect(r.booking.id).toEqual(expect.any(String));
      }
      seen.push(...page.reviews.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(pending);
    expect(new Set(seen).size).toBe(pending);

    const first = await getAdminReviews(getRequest("/api/admin/reviews?status=pending", admin), params({}));
    expect(first.status).toBe(200);
    const body = await first.json();
    const created = body.reviews.map((r: { createdAt: string }) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const bad = await getAdminReviews(getRequest("/api/admin/reviews?cursor=garbage!", admin), params({}));
    expect(bad.status).toBe(400);
    const badStatus = await getAdminReviews(
      getRequest("/api/admin/reviews?status=deleted", admin),
      params({}),
    );
    expect(badStatus.status).toBe(400);
    expect((await getAdminReviews(getRequest("/api/admin/reviews"), params({}))).status).toBe(401);
  });
});

it("the cleanup never removes a reviewed booking, even cancelled long ago", async () => {
  const { token, id } = await completedBooking();
  const reviewId = (await (await put(token, { rating: 5, text: GOOD_TEXT })).json()).review.id;
  await postPublish(
    jsonRequest(`/api/admin/reviews/${reviewId}/publish`, "", "POST", admin),
    params({ id: reviewId }),
  );
  await setStatus(id, "cancelled");
  await db.booking.update({ where: { id }, data: { cancelledAt: new Date(Date.now() - 400 * DAY) } });
  await runDailyCleanup(db, new Date(Date.now() + 2 * DAY));
  expect(await db.booking.count({ where: { id } })).toBe(1);
  expect((await db.review.findUniqueOrThrow({ where: { id: reviewId } })).status).toBe("published");
});
