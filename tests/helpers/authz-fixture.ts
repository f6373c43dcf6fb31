/**
 * The seeded world of the authorisation tests (tests/api/authz-matrix.test.ts, authz-cross-tenant.test.ts):
 * two approved contractors A and B with their own service area, availability
 * and jobs, an admin, a customer holding the e-mailed links of their bookings,
 * and another customer's booking. Built once per test file; sessions are reused.
 */
import { hashPassword } from "@/lib/auth/password";
import { sessionCookieName } from "@/lib/auth/session-token";
import { startSession } from "@/lib/auth/sessions";
import { createBooking } from "@/lib/bookings/create";
import { createBookingToken } from "@/lib/bookings/tokens";
import { createReviewToken } from "@/lib/reviews/tokens";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { countyAreaId } from "@/lib/seed/config";
import type { TimeSlot } from "@/lib/generated/prisma/client";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { saveRoomPhoto } from "@/lib/uploads/room-photos";
import { storeW9 } from "@/lib/uploads/w9";
import { createContractor, createTestQuote } from "./fixtures";
import { PDF_BYTES, PNG_1X1 } from "./http";

export const ACTORS = ["anonymous", "customer", "contractorA", "contractorB", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

const PHILADELPHIA_ADDRESS = "2116 Spruce St, Philadelphia, PA 19103";
const MEDIA_ADDRESS = "22 S Olive St, Media, PA 19063"; // Delaware County

export interface BookedJob {
  bookingId: string;
  jobId: string;
  quoteId: string;
  customerEmail: string;
}

export type AuthzFixture = Awaited<ReturnType<typeof seedAuthzFixture>>;

async function book(
  quoteId: string,
  scheduledDate: string,
  timeSlot: TimeSlot,
  contractorId: string,
): Promise<BookedJob> {
  const { booking } = await createBooking(db, { quoteId, scheduledDate, timeSlot });
  const job = await db.jobAssignment.findFirstOrThrow({ where: { bookingId: booking.id } });
  // The fixture depends on who got the job: fail here, not in some matrix row.
  if (job.contractorId !== contractorId)
    throw new Error(`Fixture booking on ${scheduledDate} went to the wrong contractor`);
  const { email } = await db.quote.findUniqueOrThrow({ where: { id: quoteId }, select: { email: true } });
  return { bookingId: booking.id, jobId: job.id, quoteId, customerEmail: email };
}

const linkExpiry = () => new Date(Date.now() + 90 * 86_400_000);

export async function seedAuthzFixture() {
  await runSeed(db, { demo: false });
  const today = todayInNewYork();
  const day = (n: number) => addDays(today, n);
  const philadelphia = countyAreaId("Philadelphia");
  const delaware = countyAreaId("Delaware");

  // Contractor A: Philadelphia. Each fixture booking has its own day so nothing competes.
  const aPassword = "painter-a-secret";
  const a = await createContractor({
    firstName: "Alice",
    areas: [["Philadelphia", 1]],
    availability: {
      [day(3)]: ["morning"], // the customer's booking (rescheduled to day 4 by the customer row)
      [day(4)]: ["morning"],
      [day(5)]: ["morning"], // the customer's booking that the customer row cancels
      [day(6)]: ["morning"], // the job whose status A moves
      [day(7)]: ["morning"], // POST /api/bookings rows
      [day(8)]: ["morning", "afternoon"], // free: read by the availability routes
      [day(40)]: ["morning"], // written by the POST /api/contractor/availability rows
      // A 3-day hold awaiting its customer's confirmation (POST /api/bookings/[id]/confirm rows).
      [day(20)]: ["morning"],
      [day(21)]: ["morning"],
      [day(22)]: ["morning"],
    },
  });
  await db.contractor.update({ where: { id: a.id }, data: { passwordHash: await hashPassword(aPassword) } });
  // A has a W9 on file (GET /api/admin/w9/[A]).
  const w9 = await storeW9(new File([PDF_BYTES], "w9-alice.pdf", { type: "application/pdf" }));
  const w9Row = await db.upload.create({ data: { ...w9, contractorId: a.id } });
  await db.contractor.update({ where: { id: a.id }, data: { w9UploadId: w9Row.id } });

  // Contractor B: Delaware County only, other days.
  const bPassword = "painter-b-secret";
  const b = await createContractor({
    firstName: "Bruno",
    areas: [["Delaware", 1]],
    availability: { [day(10)]: ["morning"], [day(11)]: ["afternoon"] },
  });
  await db.contractor.update({ where: { id: b.id }, data: { passwordHash: await hashPassword(bPassword) } });

  // A contractor nobody else uses: the target of the admin password reset (which ends its sessions).
  const spare = await createContractor({ firstName: "Spare", areas: [] });

  // The customer: two bookings (both A's jobs) and the e-mailed links of each.
  const customerEmail = "carla.customer@example.com";
  const customerQuote = await createTestQuote({ email: customerEmail, address: PHILADELPHIA_ADDRESS });
  const customerBooking = await book(customerQuote.id, day(3), "morning", a.id);
  const cancelQuote = await createTestQuote({ email: customerEmail, address: PHILADELPHIA_ADDRESS });
  const customerCancelBooking = await book(cancelQuote.id, day(5), "morning", a.id);
  // A hold (3 painter-days): its own mailbox, so the customer's caps stay as the other rows expect.
  const holdQuote = await createTestQuote({ email: "hold.customer@example.com", wallSqFt: 1500 });
  const { booking: hold } = await createBooking(db, {
    quoteId: holdQuote.id,
    scheduledDate: day(20),
    timeSlot: "morning",
  });
  if (hold.status !== "pending") throw new Error("Fixture hold was not created pending");

  // Another customer of A (the job A moves through its statuses) and a customer of B.
  const statusQuote = await createTestQuote({
    email: "third.customer@example.com",
    address: "2118 Spruce St, Philadelphia, PA 19103",
  });
  const statusJob = await book(statusQuote.id, day(6), "morning", a.id);
  const otherQuote = await createTestQuote({ email: "oscar.other@example.com", address: MEDIA_ADDRESS });
  const otherBooking = await book(otherQuote.id, day(10), "morning", b.id);

  // An unbooked quote for the POST /api/bookings rows (A is free on day 7).
  const openQuote = await createTestQuote({
    email: customerEmail,
    address: "2120 Spruce St, Philadelphia, PA 19103",
  });

  // Two completed jobs of A's, done last week: one the customer reviews (the review link's rows),
  // one already reviewed (the moderation rows).
  const completedJob = async (email: string, address: string) => {
    const quote = await createTestQuote({ email, address });
    const booking = await db.booking.create({
      data: {
        quoteId: quote.id,
        status: "completed",
        scheduledDate: toDbDate(day(-7)),
        timeSlot: "morning",
        completedAt: new Date(),
        reviewRequestedAt: new Date(),
      },
    });
    await db.jobAssignment.create({
      data: {
        bookingId: booking.id,
        contractorId: a.id,
        status: "completed",
        contractorEarnings: "100.00",
        completedAt: new Date(),
      },
    });
    return booking.id;
  };
  const reviewBookingId = await completedJob(customerEmail, "2122 Spruce St, Philadelphia, PA 19103");
  const reviewedBookingId = await completedJob(
    "rita.reviewer@example.com",
    "2124 Spruce St, Philadelphia, PA 19103",
  );
  const review = await db.review.create({
    data: {
      bookingId: reviewedBookingId,
      contractorId: a.id,
      rating: 4,
      text: "Alice was careful and tidy, and finished on time.",
      county: "Philadelphia",
    },
  });

  const photo = await saveRoomPhoto(db, new File([PNG_1X1], "kitchen.png", { type: "image/png" }));
  const spareArea = await db.serviceArea.create({
    data: { name: "Authz Spare Area", type: "zipcode", zipCodes: ["19103"], counties: [], isActive: true },
  });
  const pricingItem = await db.pricingConfigItem.findFirstOrThrow({ where: { name: "doorCost" } });

  const sessions: Record<"contractorA" | "contractorB" | "admin", string> = {
    contractorA: (await startSession(db, { role: "contractor", contractorId: a.id })).token,
    contractorB: (await startSession(db, { role: "contractor", contractorId: b.id })).token,
    admin: (await startSession(db, { role: "admin" })).token,
  };

  return {
    today,
    day,
    sessions,
    contractorA: {
      id: a.id,
      email: a.email,
      password: aPassword,
      areaId: philadelphia,
      /** A's jobs: the customer's two bookings and the status job. */
      jobs: [customerBooking, customerCancelBooking, statusJob],
      statusJob,
      /** A free date of A's (both slots offered, nothing booked). */
      freeDate: day(8),
      /** The date the availability rows write. */
      writeDate: day(40),
    },
    contractorB: { id: b.id, email: b.email, password: bPassword, areaId: delaware, jobs: [otherBooking] },
    spareContractorId: spare.id,
    customer: {
      email: customerEmail,
      quoteId: customerQuote.id,
      booking: customerBooking,
      rescheduleTo: { scheduledDate: day(4), timeSlot: "morning" as const },
      cancelBooking: customerCancelBooking,
      /** The links of the customer's confirmation e-mails. */
      tokens: {
        reschedule: createBookingToken(customerBooking.bookingId, "reschedule", linkExpiry()),
        cancel: createBookingToken(customerCancelBooking.bookingId, "cancel", linkExpiry()),
        /** The cancel link of the booking the customer reschedules (for the wrong-action check). */
        cancelOfRescheduled: createBookingToken(customerBooking.bookingId, "cancel", linkExpiry()),
        /** The review link of the customer's completed job. */
        review: createReviewToken(reviewBookingId, linkExpiry()),
        /** The confirm link of the hold's e-mail. */
        confirm: createBookingToken(hold.id, "confirm", linkExpiry()),
      },
      reviewBookingId,
      holdBookingId: hold.id,
    },
    /** A pending review of A's completed job: what the moderation rows act on. */
    reviewId: review.id,
    otherCustomer: {
      email: otherBooking.customerEmail,
      booking: otherBooking,
      tokens: {
        cancel: createBookingToken(otherBooking.bookingId, "cancel", linkExpiry()),
        reschedule: createBookingToken(otherBooking.bookingId, "reschedule", linkExpiry()),
      },
    },
    openQuote: { id: openQuote.id, scheduledDate: day(7), timeSlot: "morning" as const },
    photoId: photo.id,
    spareAreaId: spareArea.id,
    pricingItem: { name: pricingItem.name, value: Number(pricingItem.value) },
  };
}

/** A fresh session of the actor (for logout rows, which end the session they use). */
export async function freshSession(fixture: AuthzFixture, actor: Actor): Promise<string | null> {
  if (actor === "contractorA")
    return (await startSession(db, { role: "contractor", contractorId: fixture.contractorA.id })).token;
  if (actor === "contractorB")
    return (await startSession(db, { role: "contractor", contractorId: fixture.contractorB.id })).token;
  if (actor === "admin") return (await startSession(db, { role: "admin" })).token;
  return null;
}

/** The browser's session cookie for a token, as Auth.js names it. */
export const sessionCookieHeader = (token: string) => `${sessionCookieName()}=${encodeURIComponent(token)}`;

/** Every row of a contractor (profile, areas, availability, reservations, jobs and their bookings, alert devices): another contractor's requests must leave them as they were. */
export async function contractorRows(contractorId: string) {
  const [contractor, areas, availability, reservations, jobs, bookings, sessions, devices] =
    await Promise.all([
      db.contractor.findUniqueOrThrow({ where: { id: contractorId } }),
      db.contractorServiceArea.findMany({ where: { contractorId }, orderBy: { serviceAreaId: "asc" } }),
      db.contractorAvailability.findMany({ where: { contractorId }, orderBy: { date: "asc" } }),
      db.slotReservation.findMany({
        where: { contractorId },
        orderBy: [{ date: "asc" }, { timeSlot: "asc" }],
      }),
      db.jobAssignment.findMany({ where: { contractorId }, orderBy: { id: "asc" } }),
      db.booking.findMany({ where: { assignments: { some: { contractorId } } }, orderBy: { id: "asc" } }),
      db.authSession.findMany({ where: { contractorId }, orderBy: { id: "asc" } }),
      db.pushSubscription.findMany({ where: { contractorId }, orderBy: { id: "asc" } }),
    ]);
  return JSON.stringify({ contractor, areas, availability, reservations, jobs, bookings, sessions, devices });
}

/**
 * What a refused request must leave untouched: row counts of every table a
 * request could write (rate-limit and login-throttle counters excepted: they
 * count refusals by design) and the fields that authorised writes change.
 */
export async function worldState() {
  const [counts, bookings, jobs, availability, contractors, areas, links, pricing, sessions] =
    await Promise.all([
      Promise.all([
        db.quote.count(),
        db.room.count(),
        db.upload.count(),
        db.emailMessage.count(),
        db.auditLog.count(),
        db.commercialInquiry.count(),
        db.review.count(),
        db.pushSubscription.count(),
      ]),
      db.booking.findMany({ orderBy: { id: "asc" } }),
      db.jobAssignment.findMany({ orderBy: { id: "asc" } }),
      db.contractorAvailability.findMany({ orderBy: [{ contractorId: "asc" }, { date: "asc" }] }),
      db.contractor.findMany({ orderBy: { id: "asc" } }),
      db.serviceArea.findMany({ orderBy: { id: "asc" } }),
      db.contractorServiceArea.findMany({ orderBy: [{ contractorId: "asc" }, { serviceAreaId: "asc" }] }),
      db.pricingConfigItem.findMany({ orderBy: { name: "asc" } }),
      db.authSession.findMany({ orderBy: { id: "asc" }, select: { id: true, revokedAt: true } }),
    ]);
  const reservations = await db.slotReservation.findMany({
    orderBy: [{ contractorId: "asc" }, { date: "asc" }, { timeSlot: "asc" }],
  });
  return JSON.stringify({
    counts,
    bookings,
    jobs,
    reservations,
    availability,
    contractors,
    areas,
    links,
    pricing,
    sessions,
  });
}
