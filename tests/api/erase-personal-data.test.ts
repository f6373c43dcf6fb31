/**
 * POST /api/admin/bookings/[bookingId]/erase-personal-data: the booking's personal data
 * goes, its review stays anonymised ("a homeowner in Chester County"), money and statuses stay.
 */
import { POST as erase } from "@/app/api/admin/bookings/[bookingId]/erase-personal-data/route";
import { PUT as updateBooking } from "@/app/api/admin/bookings/[bookingId]/route";
import { POST as lookup } from "@/app/api/bookings/[id]/lookup/route";
import { startSession } from "@/lib/auth/sessions";
import { ERASE_MESSAGES, isErasedEmail } from "@/lib/bookings/erased.shared";
import { db } from "@/lib/db";
import type { BookingStatus } from "@/lib/generated/prisma/client";
import { refreshPublicPages } from "@/lib/pages/public-pages";
import { queueDueReviewReminders } from "@/lib/reviews/requests";
import { reviewAuthor } from "@/lib/reviews/serialize";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { getStorage } from "@/lib/storage";
import { jsonRequest, params } from "../helpers/http";
import { storedRoomPhoto } from "../helpers/uploads";

jest.mock("@/lib/pages/public-pages", () => ({ refreshPublicPages: jest.fn() }));

const DAY = 86_400_000;
const CHESTER_ADDRESS = "10 E Gay St, West Chester, PA 19380";
let admin: Record<string, string>;
let painter: { id: string; email: string };
let painterSession: Record<string, string>;
let made = 0;

beforeAll(async () => {
  await runSeed(db, { demo: false });
  painter = await createContractor({ firstName: "Dana", areas: [["Chester", 1]] });
  admin = { authorization: `Bearer ${(await startSession(db, { role: "admin" })).token}` };
  painterSession = {
    authorization: `Bearer ${(await startSession(db, { role: "contractor", contractorId: painter.id })).token}`,
  };
});

/** A booking of Dana's in West Chester, with notes, its job and (optionally) a named, published review. */
async function booking({
  status = "completed",
  email = `chester-${++made}-${Date.now()}@example.com`,
  review = true,
}: { status?: BookingStatus; email?: string; review?: boolean } = {}) {
  const quote = await createTestQuote({ email, address: CHESTER_ADDRESS });
  await db.quote.update({ where: { id: quote.id }, data: { customerName: "Carol Customer" } });
  const row = await db.booking.create({
    data: {
      quoteId: quote.id,
      status,
      scheduledDate: toDbDate(addDays(todayInNewYork(), status === "completed" ? -10 : 10)),
      timeSlot: "morning",
      notes: "Gate code 4321, ask for Carol",
      completedAt: status === "completed" ? new Date() : null,
      reviewRequestedAt: status === "completed" ? new Date(Date.now() - 10 * DAY) : null,
    },
  });
  await db.jobAssignment.create({
    data: {
      bookingId: row.id,
      contractorId: painter.id,
      status: status === "completed" ? "completed" : "assigned",
      contractorEarnings: "240.00",
      notes: "Carol's dog is friendly",
    },
  });
  const reviewRow = review
    ? await db.review.create({
        data: {
          bookingId: row.id,
          contractorId: painter.id,
          rating: 5,
          text: "Dana was careful and tidy, and finished on time.",
          displayName: "Carol",
          town: "West Chester",
          county: "Chester",
          status: "published",
          publishedAt: new Date(),
          reply: "Thank you, Carol!",
        },
      })
    : null;
  return { id: row.id, quote, email: quote.email, review: reviewRow };
}

const post = (id: string, headers: Record<string, string> = admin) =>
  erase(
    jsonRequest(`/api/admin/bookings/${id}/erase-personal-data`, undefined, "POST", headers),
    params({ bookingId: id }),
  );

const mail = (to: string, text: string, status: "queued" | "sent" | "failed" = "queued") => ({
  to,
  subject: "BrushWise",
  html: `<p>${text}</p>`,
  text,
  template: "test",
  status,
});

describe("erasing a booking's personal data", () => {
  it("replaces the customer's name, e-mail, phone and address, keeping zip, rooms, money, dates and statuses", async () => {
    const b = await booking();
    const before = await db.booking.findUniqueOrThrow({ where: { id: b.id }, include: { quote: true } });
    const rooms = await db.room.findMany({ where: { quoteId: b.quote.id }, orderBy: { position: "asc" } });

    const response = await post(b.id);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe(ERASE_MESSAGES.erased);
    expect(body.booking).toMatchObject({
      id: b.id,
      status: "completed",
      customerName: "Erased",
      customerPhone: "",
      address: "Erased",
      notes: null,
      county: "Chester",
      financials: { totalCost: Number(before.quote.totalCost) },
    });
    expect(isErasedEmail(body.booking.customerEmail)).toBe(true);

    const after = await db.booking.findUniqueOrThrow({ where: { id: b.id }, include: { quote: true } });
    expect(after.quote).toMatchObject({
      customerName: "Erased",
      phone: "",
      phoneDigits: "",
      address: "Erased",
      zipCode: "19380",
      totalCost: before.quote.totalCost,
      finalCost: before.quote.finalCost,
      subtotal: before.quote.subtotal,
    });
    expect(after.quote.email).not.toBe(b.email);
    expect(after.quote.propertyKey).not.toBe(before.quote.propertyKey);
    expect(after).toMatchObject({
      status: before.status,
      scheduledDate: before.scheduledDate,
      timeSlot: before.timeSlot,
      completedAt: before.completedAt,
      quoteZipCode: "19380",
      notes: null,
    });
    expect(after.quoteTotal).toEqual(before.quoteTotal);
    const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: b.id } });
    expect(job).toMatchObject({ notes: null, status: "completed" });
    expect(job.contractorEarnings.toFixed(2)).toBe("240.00");
    expect(await db.room.findMany({ where: { quoteId: b.quote.id }, orderBy: { position: "asc" } })).toEqual(
      rooms,
    );
  });

  it("keeps the published review, anonymised: a homeowner in Chester County", async () => {
    const b = await booking();
    expect(reviewAuthor(b.review!)).toBe("Carol from West Chester");
    jest.mocked(refreshPublicPages).mockClear();
    expect((await post(b.id)).status).toBe(200);
    // The public pages that show it drop the name at once.
    expect(refreshPublicPages).toHaveBeenCalledTimes(1);
    const review = await db.review.findUniqueOrThrow({ where: { bookingId: b.id } });
    expect(review).toMatchObject({
      displayName: null,
      town: null,
      rating: 5,
      text: b.review!.text,
      status: "published",
      county: "Chester",
      reply: "Thank you, Carol!",
      publishedAt: b.review!.publishedAt,
    });
    expect(reviewAuthor(review)).toBe("a homeowner in Chester County");
  });

  it("writes an audit entry that names what was erased, never the values", async () => {
    const b = await booking();
    expect((await post(b.id)).status).toBe(200);
    const entries = await db.auditLog.findMany({
      where: { entity: "Booking", entityId: b.id, action: "booking.erase-personal-data" },
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({
      quoteId: b.quote.id,
      reviewAnonymised: true,
      alreadyErased: false,
      erased: expect.arrayContaining(["customerName", "email", "phone", "address"]),
    });
    const logged = JSON.stringify(entries[0]);
    for (const value of [
      b.email,
      "Carol",
      "West Chester",
      "Gate code",
      "215-555-0199",
      "2155550199",
      "Gay St",
    ]) {
      expect(logged).not.toContain(value);
    }
  });

  it("removes its photos, rows and files: the rooms' and the published review's", async () => {
    const b = await booking();
    const room = await db.room.findFirstOrThrow({ where: { quoteId: b.quote.id } });
    const storage = getStorage();
    const roomPhoto = await storedRoomPhoto({ roomId: room.id });
    const reviewPhoto = await storedRoomPhoto({ reviewId: b.review!.id });
    const elsewhere = await booking();
    const otherRoom = await db.room.findFirstOrThrow({ where: { quoteId: elsewhere.quote.id } });
    const kept = await storedRoomPhoto({ roomId: otherRoom.id });
    jest.mocked(refreshPublicPages).mockClear();

    expect((await post(b.id)).status).toBe(200);
    expect(await db.upload.count({ where: { id: { in: [roomPhoto.id, reviewPhoto.id] } } })).toBe(0);
    expect(await storage.get(roomPhoto.storageKey)).toBeNull();
    expect(await storage.get(reviewPhoto.storageKey)).toBeNull();
    expect(await storage.get(kept.storageKey)).not.toBeNull();
    expect(await db.upload.count({ where: { id: kept.id } })).toBe(1);
    expect(refreshPublicPages).toHaveBeenCalledWith(db, "erasure");
    const entry = await db.auditLog.findFirstOrThrow({
      where: { entityId: b.id, action: "booking.erase-personal-data" },
    });
    expect(entry.after).toMatchObject({ photosRemoved: 2 });
  });

  it("scrubs the audit log's copies of the booking's notes, keeping who changed what and when", async () => {
    const b = await booking();
    expect(
      (
        await updateBooking(
          jsonRequest(
            `/api/admin/bookings/${b.id}`,
            { notes: "Key under the mat, call Carol at 215-555-0199" },
            "PUT",
            admin,
          ),
          params({ bookingId: b.id }),
        )
      ).status,
    ).toBe(200);
    const edit = await db.auditLog.findFirstOrThrow({ where: { entityId: b.id, action: "booking.update" } });
    expect(JSON.stringify(edit)).toContain("Key under the mat");

    expect((await post(b.id)).status).toBe(200);
    const scrubbed = await db.auditLog.findUniqueOrThrow({ where: { id: edit.id } });
    expect(JSON.stringify(scrubbed)).not.toContain("Key under the mat");
    expect(JSON.stringify(scrubbed)).not.toContain("Gate code");
    expect(scrubbed).toMatchObject({
      action: "booking.update",
      actor: edit.actor,
      createdAt: edit.createdAt,
      before: { notes: "Erased", status: "completed" },
      after: { notes: "Erased", status: "completed" },
    });
  });

  it("forgets the customer in the outbox: nothing more is sent to them, and copies of what was sent go", async () => {
    const b = await booking();
    const stranger = `someone-else-${Date.now()}@example.com`;
    await db.emailMessage.createMany({
      data: [
        mail(b.email, "A quick review of your painting job?"), // queued, without the booking's id
        mail(b.email, `Booking ID ${b.id}: confirmed`, "sent"),
        mail(b.email, `Booking ID ${b.id}: completed`, "failed"),
        mail(painter.email, `New job. Booking ID ${b.id}, 10 E Gay St`, "sent"),
        mail(painter.email, `Job cancelled. Booking ID ${b.id}`), // still to go: the painter must hear it
        mail(painter.email, "Another job of yours", "sent"),
        mail(stranger, "Not about this booking"),
      ],
    });

    const body = await (await post(b.id)).json();
    expect(isErasedEmail(body.booking.customerEmail)).toBe(true);
    expect(await db.emailMessage.count({ where: { to: b.email } })).toBe(0);
    const painterMail = await db.emailMessage.findMany({
      where: { to: painter.email },
      orderBy: { text: "asc" },
    });
    expect(painterMail.map((m) => m.text)).toEqual([
      "Another job of yours",
      `Job cancelled. Booking ID ${b.id}`,
    ]);
    expect(await db.emailMessage.count({ where: { to: stranger } })).toBe(1);
    const entry = await db.auditLog.findFirstOrThrow({ where: { entityId: b.id } });
    expect(entry.after).toMatchObject({ emailsRemoved: 4 });
  });

  it("keeps the e-mails of the customer's other bookings when the address is still theirs elsewhere", async () => {
    const email = `two-bookings-${Date.now()}@example.com`;
    const erased = await booking({ email });
    const kept = await booking({ email, status: "scheduled", review: false });
    await db.emailMessage.createMany({
      data: [
        mail(email, `Booking ID ${erased.id}: completed`, "sent"),
        mail(email, `Booking ID ${kept.id}: your appointment is tomorrow`),
      ],
    });
    expect((await post(erased.id)).status).toBe(200);
    const left = await db.emailMessage.findMany({ where: { to: email } });
    expect(left.map((m) => m.text)).toEqual([`Booking ID ${kept.id}: your appointment is tomorrow`]);
    const other = await db.quote.findUniqueOrThrow({ where: { id: kept.quote.id } });
    expect(other).toMatchObject({ email, customerName: "Carol Customer", address: CHESTER_ADDRESS });
  });

  it("leaves no review reminder to be written later", async () => {
    const b = await booking({ review: false });
    expect((await post(b.id)).status).toBe(200);
    await queueDueReviewReminders(db, new Date(Date.now() + DAY));
    const quote = await db.quote.findUniqueOrThrow({ where: { id: b.quote.id } });
    expect(await db.emailMessage.count({ where: { to: quote.email } })).toBe(0);
    expect(await db.emailMessage.count({ where: { to: b.email } })).toBe(0);
  });

  it("cannot be undone by typing an e-mail: the look-up finds no booking with the placeholder", async () => {
    const b = await booking();
    const { booking: erased } = await (await post(b.id)).json();
    for (const email of [erased.customerEmail, b.email]) {
      const response = await lookup(
        jsonRequest(`/api/bookings/${b.id}/lookup`, { email: email.replace(/[0-9a-f-]{36}/, b.id) }),
        params({ id: b.id }),
      );
      expect(response.status).toBe(404);
    }
  });

  it("is idempotent: erasing again changes nothing and says it was already erased", async () => {
    const b = await booking();
    const first = await (await post(b.id)).json();
    const quote = await db.quote.findUniqueOrThrow({ where: { id: b.quote.id } });
    const second = await post(b.id);
    expect(second.status).toBe(200);
    expect((await second.json()).booking).toEqual(first.booking);
    expect(await db.quote.findUniqueOrThrow({ where: { id: b.quote.id } })).toMatchObject({
      email: quote.email,
      propertyKey: quote.propertyKey,
    });
    const entries = await db.auditLog.findMany({
      where: { entityId: b.id, action: "booking.erase-personal-data" },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((e) => (e.after as { alreadyErased: boolean }).alreadyErased)).toEqual([false, true]);
  });

  it("works for a cancelled booking without a review", async () => {
    const b = await booking({ status: "cancelled", review: false });
    jest.mocked(refreshPublicPages).mockClear();
    const response = await post(b.id);
    expect(refreshPublicPages).not.toHaveBeenCalled();
    expect(response.status).toBe(200);
    expect((await response.json()).booking).toMatchObject({ status: "cancelled", customerName: "Erased" });
    const entry = await db.auditLog.findFirstOrThrow({ where: { entityId: b.id } });
    expect(entry.after).toMatchObject({ reviewAnonymised: false });
  });
});

describe("refusals (nothing changes)", () => {
  it("an erased booking cannot be made live again: nobody could be reached or visited", async () => {
    const b = await booking({ status: "cancelled", review: false });
    expect((await post(b.id)).status).toBe(200);
    const response = await updateBooking(
      jsonRequest(`/api/admin/bookings/${b.id}`, { status: "confirmed" }, "PUT", admin),
      params({ bookingId: b.id }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: ERASE_MESSAGES.erasedStaysOver });
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({
      status: "cancelled",
    });
  });

  it("refuses a live booking with 409: its painter still needs the address", async () => {
    const b = await booking({ status: "scheduled", review: false });
    const response = await post(b.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: ERASE_MESSAGES.notErasable, code: "conflict" });
    expect(await db.quote.findUniqueOrThrow({ where: { id: b.quote.id } })).toMatchObject({
      email: b.email,
      customerName: "Carol Customer",
    });
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({
      notes: "Gate code 4321, ask for Carol",
    });
  });

  it("answers 401 without a session and 403 to a painter", async () => {
    const b = await booking();
    expect((await post(b.id, {})).status).toBe(401);
    expect((await post(b.id, painterSession)).status).toBe(403);
    expect(await db.quote.findUniqueOrThrow({ where: { id: b.quote.id } })).toMatchObject({ email: b.email });
    expect(await db.review.findUniqueOrThrow({ where: { bookingId: b.id } })).toMatchObject({
      displayName: "Carol",
    });
  });

  it("answers 404 for an unknown booking and 400 for an id that is no id", async () => {
    const unknown = await post("00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: ERASE_MESSAGES.notFound });
    const bad = await post("not-an-id");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: ERASE_MESSAGES.invalidId });
  });
});
