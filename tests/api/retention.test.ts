/**
 * Nothing kept too long (README → Retention): the daily cleanup removes each kind of personal data
 * past its tunable period, and nothing younger, nothing still on its way, nothing the business needs.
 */
import { cleanupStats, runCleanup, runDailyCleanup } from "@/lib/admin/cleanup";
import { isErasedEmail } from "@/lib/bookings/erased.shared";
import { db } from "@/lib/db";
import type { EmailStatus } from "@/lib/generated/prisma/client";
import { refreshPublicPages } from "@/lib/pages/public-pages";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { getStorage } from "@/lib/storage";
import { storeW9 } from "@/lib/uploads/w9";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { PDF_BYTES } from "../helpers/http";
import { storedRoomPhoto } from "../helpers/uploads";

jest.mock("@/lib/pages/public-pages", () => ({ refreshPublicPages: jest.fn() }));

const DAY = 86_400_000;
/** Each test's daily run has a day of its own (a day is claimed once it is done). */
let dayNumber = 0;
const nextDay = () => new Date(Date.UTC(2040, 0, 1 + ++dayNumber, 12));
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

afterEach(() => {
  for (const name of [
    "RETENTION_SENT_EMAIL_DAYS",
    "RETENTION_COMPLETED_BOOKING_DAYS",
    "RETENTION_INQUIRY_DAYS",
    "RETENTION_UNVERIFIED_W9_DAYS",
  ])
    delete process.env[name];
});

async function email(status: EmailStatus, createdAt: Date) {
  return db.emailMessage.create({
    data: {
      to: "sam@example.com",
      subject: "Your booking",
      html: "<p>Sam</p>",
      text: "Sam",
      status,
      createdAt,
    },
  });
}

const exists = {
  email: async (id: string) => (await db.emailMessage.count({ where: { id } })) === 1,
  inquiry: async (id: string) => (await db.commercialInquiry.count({ where: { id } })) === 1,
};

describe("sent e-mails", () => {
  it("go after 90 days (sent, failed or held), never one still queued or sending, and younger ones stay", async () => {
    const now = nextDay();
    const sent = await email("sent", daysBefore(now, 91));
    const failed = await email("failed", daysBefore(now, 91));
    const held = await email("held", daysBefore(now, 91));
    const queued = await email("queued", daysBefore(now, 91));
    const sending = await email("sending", daysBefore(now, 91));
    const recent = await email("sent", daysBefore(now, 89));

    expect((await cleanupStats(db, now)).retention.oldEmails).toEqual({ count: 3, days: 90 });
    expect(await runDailyCleanup(db, now)).toBe(true);
    expect(await Promise.all([sent, failed, held].map((m) => exists.email(m.id)))).toEqual([
      false,
      false,
      false,
    ]);
    expect(await Promise.all([queued, sending, recent].map((m) => exists.email(m.id)))).toEqual([
      true,
      true,
      true,
    ]);
    expect((await cleanupStats(db, now)).retention.oldEmails.count).toBe(0);
  });

  it("follow RETENTION_SENT_EMAIL_DAYS", async () => {
    const now = nextDay();
    const month = await email("sent", daysBefore(now, 31));
    process.env.RETENTION_SENT_EMAIL_DAYS = "30";
    expect(await runDailyCleanup(db, now)).toBe(true);
    expect(await exists.email(month.id)).toBe(false);
  });
});

describe("commercial inquiries", () => {
  it("go after a year, or RETENTION_INQUIRY_DAYS", async () => {
    const now = nextDay();
    const inquiry = (days: number) =>
      db.commercialInquiry.create({
        data: {
          name: "Olga Office",
          email: "olga@example.com",
          message: "Three floors of offices",
          createdAt: daysBefore(now, days),
        },
      });
    const old = await inquiry(366);
    const recent = await inquiry(200);
    expect(await runDailyCleanup(db, now)).toBe(true);
    expect([await exists.inquiry(old.id), await exists.inquiry(recent.id)]).toEqual([false, true]);

    process.env.RETENTION_INQUIRY_DAYS = "180";
    const later = nextDay();
    expect(await runDailyCleanup(db, later)).toBe(true);
    expect(await exists.inquiry(recent.id)).toBe(false);
  });
});

describe("completed bookings' personal data", () => {
  /** A booking completed `days` before `now`, with notes, a job note and a room photo. */
  async function completed(now: Date, days: number) {
    const quote = await createTestQuote();
    const painter = await createContractor({ areas: [["Philadelphia", 1]] });
    const completedAt = daysBefore(now, days);
    const booking = await db.booking.create({
      data: {
        quoteId: quote.id,
        status: "completed",
        scheduledDate: toDbDate(addDays(todayInNewYork(), -1)),
        timeSlot: "morning",
        notes: "Gate code 4321",
        completedAt,
        reviewRequestedAt: completedAt,
      },
    });
    await db.jobAssignment.create({
      data: {
        bookingId: booking.id,
        contractorId: painter.id,
        status: "completed",
        contractorEarnings: "200.00",
        notes: "Dog in the yard",
      },
    });
    const room = await db.room.findFirstOrThrow({ where: { quoteId: quote.id } });
    const { storageKey } = await storedRoomPhoto({ roomId: room.id });
    return { booking, quote, storageKey };
  }

  const read = (id: string) =>
    db.booking.findUniqueOrThrow({ where: { id }, include: { quote: true, assignments: true } });

  it("is erased three years after completion, with the booking's money, dates and status kept", async () => {
    const now = nextDay();
    const old = await completed(now, 1096);
    const recent = await completed(now, 1000);
    expect((await cleanupStats(db, now)).retention.expiredPersonalData).toEqual({ count: 1, days: 1095 });

    expect(await runDailyCleanup(db, now)).toBe(true);
    const erased = await read(old.booking.id);
    expect(erased).toMatchObject({
      status: "completed",
      notes: null,
      personalDataErasedAt: now,
      quote: { customerName: "Erased", address: "Erased", phone: "" },
    });
    expect(Number(erased.quote.totalCost)).toBe(Number(old.quote.totalCost));
    expect(isErasedEmail(erased.quote.email)).toBe(true);
    expect(erased.assignments[0]).toMatchObject({ notes: null, contractorEarnings: expect.anything() });
    expect(await db.upload.count({ where: { storageKey: old.storageKey } })).toBe(0);
    expect(await getStorage().get(old.storageKey)).toBeNull();

    const kept = await read(recent.booking.id);
    expect(kept).toMatchObject({ notes: "Gate code 4321", personalDataErasedAt: null });
    expect(kept.quote.email).toBe(recent.quote.email);
    expect(await getStorage().get(recent.storageKey)).not.toBeNull();
    expect((await cleanupStats(db, now)).retention.expiredPersonalData.count).toBe(0);

    // Once: a later run leaves the erased booking as it is.
    await runDailyCleanup(db, nextDay());
    expect((await read(old.booking.id)).personalDataErasedAt).toEqual(now);
  });

  it("follows RETENTION_COMPLETED_BOOKING_DAYS, and a backlog is worked off in short batches", async () => {
    const now = nextDay();
    process.env.RETENTION_COMPLETED_BOOKING_DAYS = "365";
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await completed(now, 400));
    const run = await runCleanup(db, {
      now,
      actor: "admin",
      limits: { batchSize: 2, maxBatches: 10, budgetMs: 60_000 },
    });
    // These three, and any earlier test's booking completed more than a year before `now`.
    expect(run.erasedBookings).toBeGreaterThanOrEqual(3);
    expect(run.batches).toBeGreaterThanOrEqual(2);
    for (const { booking } of made) expect((await read(booking.id)).personalDataErasedAt).toEqual(now);
    expect(refreshPublicPages).not.toHaveBeenCalled();
  });
});

describe("unverified applicants' W9s", () => {
  async function applicant(now: Date, { days, verified }: { days: number; verified: boolean }) {
    const contractor = await createContractor({ areas: [] });
    const w9 = await storeW9(new File([PDF_BYTES], "w9.pdf", { type: "application/pdf" }));
    const upload = await db.upload.create({ data: { ...w9, contractorId: contractor.id } });
    await db.contractor.update({
      where: { id: contractor.id },
      data: { w9UploadId: upload.id, isVerified: verified, createdAt: daysBefore(now, days) },
    });
    return { id: contractor.id, upload };
  }

  it("go 180 days after the application, file included; a verified painter's W9 and a recent one stay", async () => {
    const now = nextDay();
    const stale = await applicant(now, { days: 181, verified: false });
    const verified = await applicant(now, { days: 400, verified: true });
    const recent = await applicant(now, { days: 100, verified: false });
    expect((await cleanupStats(db, now)).retention.unverifiedW9s).toEqual({ count: 1, days: 180 });

    expect(await runDailyCleanup(db, now)).toBe(true);
    expect(await db.contractor.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({
      w9UploadId: null,
    });
    expect(await db.upload.count({ where: { id: stale.upload.id } })).toBe(0);
    expect(await getStorage().get(stale.upload.storageKey)).toBeNull();
    for (const kept of [verified, recent]) {
      expect((await db.contractor.findUniqueOrThrow({ where: { id: kept.id } })).w9UploadId).toBe(
        kept.upload.id,
      );
      expect(await getStorage().get(kept.upload.storageKey)).not.toBeNull();
    }
    const entry = await db.auditLog.findFirstOrThrow({
      where: { action: "cleanup.run", actor: "system" },
      orderBy: { createdAt: "desc" },
    });
    expect(entry.after).toMatchObject({ deletedW9s: 1, deletedPhotos: 0 });
  });

  it("follow RETENTION_UNVERIFIED_W9_DAYS", async () => {
    const now = nextDay();
    const applied = await applicant(now, { days: 40, verified: false });
    process.env.RETENTION_UNVERIFIED_W9_DAYS = "30";
    expect(await runDailyCleanup(db, now)).toBe(true);
    expect(await db.upload.count({ where: { id: applied.upload.id } })).toBe(0);
  });
});
