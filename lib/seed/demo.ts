/**
 * Writes the demo data (lib/seed/demo-contractors.ts, demo-jobs.ts) so that every screen has something to show:
 * contractors, their service areas and availability, and quotes, bookings and jobs in every
 * status. Records have stable ids (seedId) so re-running updates them.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import {
  centsToDecimalString,
  decimalToCents,
  defaultRoomPaintOptions,
  measureRoom,
  quoteTotals,
  roomCostCents,
  applyRate,
  DEFAULT_CONTRACTOR_RATE,
  ROOM_DEFAULTS,
  type PricingConfig,
  type RoomPricingInput,
} from "@/lib/pricing/index.shared";
import { propertyKey } from "@/lib/quotes/property-key";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { addDays, todayInNewYork, toDbDate } from "@/lib/scheduling/dates.shared";
import { estimatedDays as projectDays } from "@/lib/scheduling/estimate";
import { TIME_SLOT_TABLE, TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import { extractZipCode } from "@/lib/zips/index.shared";
import { countyAreaId } from "./config";
import { DEMO_CONTRACTOR_PASSWORD, DEMO_CONTRACTORS, demoContractorEmail } from "./demo-contractors";
import { DEMO_JOBS, type DemoJob, type DemoRoom } from "./demo-jobs";
import { seedId } from "./ids";
import { bookingStampsFor, jobStampsOnTheWay } from "@/lib/bookings/lifecycle.shared";
import { holdsSlots, JOB_STATES, NEW_BOOKING_STATUS } from "@/lib/bookings/states.shared";
import { bookingInclude } from "@/lib/bookings/serialize";
import { issueJobInvoice } from "@/lib/invoices/issue";
import { recordPayment } from "@/lib/invoices/payments";

export const demoContractorId = (key: string) => seedId(`contractor:${key}`);

async function seedContractors(db: PrismaClient) {
  const passwordHash = await hashPassword(DEMO_CONTRACTOR_PASSWORD);
  for (const c of DEMO_CONTRACTORS) {
    const id = demoContractorId(c.key);
    const profile = {
      firstName: c.firstName,
      lastName: c.lastName,
      email: demoContractorEmail(c),
      phone: c.phone,
      businessName: c.businessName ?? null,
      licenseNumber: c.businessName ? `PA-HIC-${100000 + c.experienceYears * 1234}` : null,
      experienceYears: c.experienceYears,
      bio: c.bio,
      isVerified: c.isVerified,
      isActive: c.isActive,
      sqFtPerDay: c.sqFtPerDay,
    };
    // The password is set once: re-seeding must not undo a password change.
    await db.contractor.upsert({ where: { id }, create: { id, ...profile, passwordHash }, update: profile });
    for (const [county, priority] of c.areas) {
      const serviceAreaId = countyAreaId(county);
      await db.contractorServiceArea.upsert({
        where: { contractorId_serviceAreaId: { contractorId: id, serviceAreaId } },
        create: { contractorId: id, serviceAreaId, priority },
        update: { priority },
      });
    }
  }
}

const PAINTING_SLOTS = TIME_SLOTS.filter((slot) => TIME_SLOT_TABLE[slot].paintingJob);

/** 30 days of availability from today: one day off a week, consultation evenings for some. */
async function seedAvailability(db: PrismaClient, today: string) {
  for (const [index, c] of DEMO_CONTRACTORS.entries()) {
    if (!c.isActive) continue;
    const contractorId = demoContractorId(c.key);
    for (let day = 0; day < 30; day++) {
      if ((day + index) % 7 === 6) continue;
      const timeSlots = index % 2 === 0 ? [...TIME_SLOTS] : PAINTING_SLOTS;
      const date = toDbDate(addDays(today, day));
      await db.contractorAvailability.upsert({
        where: { contractorId_date: { contractorId, date } },
        create: { contractorId, date, timeSlots },
        update: { timeSlots },
      });
    }
  }
}

function toRoomInput(room: DemoRoom): RoomPricingInput {
  const paintOptions = room.paintOptions ?? defaultRoomPaintOptions();
  if (room.colors && !room.paintOptions) {
    for (const surface of ["walls", "ceiling", "trim", "doors"] as const)
      paintOptions[surface].colorCode = room.colors;
  }
  return {
    ...ROOM_DEFAULTS,
    windowWidth: 0,
    windowHeight: 0,
    excludedArea: 0,
    ...room,
    paintOptions,
  };
}

async function seedJob(db: PrismaClient, job: DemoJob, pricing: PricingConfig, today: string) {
  const quoteId = seedId(`quote:${job.key}`);
  const rooms = job.rooms.map(toRoomInput);
  const roomCents = rooms.map((r) => roomCostCents(r, pricing));
  const conditions = {
    primer: false,
    furnitureMoving: !!job.furnitureMoving,
    substantialPrep: !!job.substantialPrep,
  };
  const totals = quoteTotals(roomCents, conditions, pricing);
  const paintableSqFt = rooms.reduce((sum, r) => sum + measureRoom(r).paintableArea, 0);
  const createdAt = toDbDate(addDays(today, -job.quoteAgeDays));
  const quote = {
    propertyType: job.propertyType,
    customerName: job.customerName,
    email: job.email,
    phone: job.phone,
    address: job.address,
    propertyKey: propertyKey(job.address),
    zipCode: extractZipCode(job.address) ?? "",
    ...conditions,
    subtotal: centsToDecimalString(totals.subtotalCents),
    taxAmount: centsToDecimalString(totals.taxCents),
    totalCost: centsToDecimalString(totals.totalCents),
    finalCost: centsToDecimalString(totals.totalCents),
    paintableSqFt: paintableSqFt.toFixed(2),
    pricingSnapshot: pricing,
    createdAt,
  };
  await db.quote.upsert({ where: { id: quoteId }, create: { id: quoteId, ...quote }, update: quote });
  await db.room.deleteMany({ where: { quoteId } });
  await db.room.createMany({
    data: rooms.map((r, position) => ({
      id: seedId(`room:${job.key}:${position}`),
      quoteId,
      position,
      type: job.rooms[position]!.type,
      length: r.length,
      width: r.width,
      height: r.height,
      paintWalls: r.paintWalls,
      paintCeiling: r.paintCeiling,
      paintTrim: r.paintTrim,
      paintDoors: r.paintDoors,
      paintWindows: r.paintWindows,
      doorCount: r.doorCount,
      windowCount: r.windowCount,
      windowWidth: r.windowWidth,
      windowHeight: r.windowHeight,
      excludedArea: r.excludedArea,
      paintOptions: r.paintOptions,
      cost: centsToDecimalString(roomCents[position]!),
    })),
  });
  if (!job.booking) return;

  const b = job.booking;
  const bookingId = seedId(`booking:${job.key}`);
  const contractor = DEMO_CONTRACTORS.find((c) => c.key === b.contractor)!;
  const contractorId = demoContractorId(b.contractor);
  const scheduled = addDays(today, b.dayOffset);
  const estimatedDays = projectDays(paintableSqFt, contractor.sqFtPerDay, b.timeSlot);
  const rate = pricing.contractorCommissionRate || DEFAULT_CONTRACTOR_RATE;
  const earnings = centsToDecimalString(applyRate(totals.totalCents, rate));
  const done = b.status === "completed";
  const lastDay = toDbDate(addDays(scheduled, estimatedDays - 1));
  const booking = {
    quoteId,
    status: b.status,
    scheduledDate: toDbDate(scheduled),
    timeSlot: b.timeSlot,
    estimatedDays,
    notes: b.notes ?? null,
    cancellationFee: b.status === "cancelled" ? "0.00" : null,
    cancelledAt: null,
    confirmedAt: null,
    completedAt: null,
    // The stamp its status is entered with (BOOKING_STATES): on booking, a completion on the last day.
    ...bookingStampsFor(NEW_BOOKING_STATUS, b.status, done ? lastDay : createdAt),
    createdAt,
  };
  await db.booking.upsert({
    where: { id: bookingId },
    create: { id: bookingId, ...booking },
    update: booking,
  });

  const assignmentId = seedId(`assignment:${job.key}`);
  const assignment = {
    bookingId,
    contractorId,
    status: b.job,
    contractorEarnings: earnings,
    notes: done ? "Two coats applied; touch-ups done with the customer." : null,
    assignedAt: createdAt,
    acknowledgedAt: null,
    startedAt: null,
    completedAt: null,
    // Every stamp of the painter's moves that led to its status: acknowledged on booking, started on its day.
    ...jobStampsOnTheWay(b.job, {
      acknowledgedAt: createdAt,
      startedAt: toDbDate(scheduled),
      completedAt: lastDay,
    }),
  };
  await db.jobAssignment.upsert({
    where: { id: assignmentId },
    create: { id: assignmentId, ...assignment },
    update: assignment,
  });

  if (done) await seedInvoice(db, bookingId, job.key, lastDay);

  // A booking that holds slots (BOOKING_STATES) holds its painter's on every day of the project,
  // while the job is still theirs (neither rejected nor cancelled: it earns).
  await db.slotReservation.deleteMany({ where: { bookingId } });
  if (holdsSlots(b.status) && JOB_STATES[b.job].earns) {
    await db.slotReservation.createMany({
      data: Array.from({ length: estimatedDays }, (_, day) => ({
        contractorId,
        date: toDbDate(addDays(scheduled, day)),
        timeSlot: b.timeSlot,
        bookingId,
      })),
      skipDuplicates: true,
    });
  }
}

/**
 * A completed demo job's invoice, issued on its last day (no e-mail: it is history), and paid in
 * cash on the spot for every other job, so the Payments tab shows open and paid invoices. Seeding
 * again finds the invoice and the payment (its clientRef) already there.
 */
async function seedInvoice(db: PrismaClient, bookingId: string, key: string, lastDay: Date) {
  const issuedAt = new Date(lastDay.getTime() + 21 * 3_600_000);
  await db.$transaction(async (tx) => {
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, include: bookingInclude });
    const invoice = await issueJobInvoice(tx, booking, issuedAt, { email: false });
    const completed = DEMO_JOBS.filter((j) => j.booking?.status === "completed");
    if (completed.findIndex((j) => j.key === key) % 2 === 0) {
      await recordPayment(
        tx,
        {
          invoiceId: invoice.id,
          method: "cash",
          amountCents: decimalToCents(invoice.total),
          receivedAt: issuedAt,
          recordedBy: `contractor:${booking.assignments[0]?.contractorId ?? "demo"}`,
          clientRef: seedId(`payment:${key}`),
          quiet: true,
        },
        issuedAt,
      );
    }
  });
}

export async function seedDemoData(db: PrismaClient, today: string = todayInNewYork()) {
  await seedContractors(db);
  await seedAvailability(db, today);
  const pricing = await loadPricingConfig(db);
  for (const job of DEMO_JOBS) await seedJob(db, job, pricing, today);
}
