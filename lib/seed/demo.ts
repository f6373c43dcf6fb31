/**
 * Demo data so that every screen has something to show: contractors in every
 * state, their service areas and availability, and quotes, bookings and jobs in
 * every status. Records have stable ids (seedId) so re-running updates them.
 */
import "server-only";
import type { BookingStatus, JobStatus, PrismaClient, TimeSlot } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import {
  centsToDecimalString,
  defaultRoomPaintOptions,
  measureRoom,
  quoteTotals,
  roomCostCents,
  applyRate,
  DEFAULT_CONTRACTOR_RATE,
  ROOM_DEFAULTS,
  type PricingConfig,
  type RoomPricingInput,
} from "@/lib/pricing";
import { propertyKey } from "@/lib/quotes/property-key";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { addDays, todayInNewYork, toDbDate } from "@/lib/scheduling/dates";
import { extractZipCode } from "@/lib/zips";
import { countyAreaId } from "./config";
import { seedId } from "./ids";

/** Password of every demo contractor account (documented in the README). */
export const DEMO_CONTRACTOR_PASSWORD = "painter123";

interface DemoContractor {
  key: string;
  firstName: string;
  lastName: string;
  businessName?: string;
  phone: string;
  experienceYears: number;
  isVerified: boolean;
  isActive: boolean;
  sqFtPerDay: number;
  areas: [county: string, priority: number][];
  bio: string;
}

export const DEMO_CONTRACTORS: DemoContractor[] = [
  {
    key: "marco",
    firstName: "Marco",
    lastName: "Rossi",
    businessName: "Rossi Fine Painting",
    phone: "(215) 555-0142",
    experienceYears: 14,
    isVerified: true,
    isActive: true,
    sqFtPerDay: 600,
    areas: [
      ["Philadelphia", 1],
      ["Montgomery", 2],
    ],
    bio: "Second-generation painter specialising in rowhome interiors and plaster repair.",
  },
  {
    key: "aisha",
    firstName: "Aisha",
    lastName: "Johnson",
    businessName: "Johnson & Daughters Painting",
    phone: "(610) 555-0178",
    experienceYears: 9,
    isVerified: true,
    isActive: true,
    sqFtPerDay: 500,
    areas: [
      ["Delaware", 1],
      ["Philadelphia", 2],
    ],
    bio: "Family crew known for spotless cut lines and careful furniture protection.",
  },
  {
    key: "tom",
    firstName: "Tom",
    lastName: "Kowalski",
    businessName: "Main Line Brush Co.",
    phone: "(610) 555-0119",
    experienceYears: 21,
    isVerified: true,
    isActive: true,
    sqFtPerDay: 450,
    areas: [
      ["Montgomery", 1],
      ["Chester", 2],
    ],
    bio: "Historic homes, high ceilings and fine trim work along the Main Line.",
  },
  {
    key: "linh",
    firstName: "Linh",
    lastName: "Nguyen",
    businessName: "Nguyen Interiors",
    phone: "(484) 555-0163",
    experienceYears: 7,
    isVerified: true,
    isActive: true,
    sqFtPerDay: 550,
    areas: [
      ["Chester", 1],
      ["Delaware", 3],
    ],
    bio: "Colour-consultation specialist; low-VOC and zero-VOC paint systems.",
  },
  {
    key: "dave",
    firstName: "Dave",
    lastName: "O'Brien",
    phone: "(610) 555-0131",
    experienceYears: 4,
    isVerified: false,
    isActive: true,
    sqFtPerDay: 400,
    areas: [["Delaware", 2]],
    bio: "Independent painter, quick turnarounds on bedrooms and hallways.",
  },
  {
    key: "priya",
    firstName: "Priya",
    lastName: "Patel",
    businessName: "Patel Color Studio",
    phone: "(267) 555-0187",
    experienceYears: 3,
    isVerified: false,
    isActive: true,
    sqFtPerDay: 500,
    areas: [["Philadelphia", 3]],
    bio: "Accent walls, murals and modern colour palettes.",
  },
  {
    key: "frank",
    firstName: "Frank",
    lastName: "DiMarco",
    businessName: "DiMarco & Sons",
    phone: "(215) 555-0104",
    experienceYears: 30,
    isVerified: true,
    isActive: false,
    sqFtPerDay: 500,
    areas: [["Montgomery", 3]],
    bio: "Retired from new work this season.",
  },
  {
    key: "keisha",
    firstName: "Keisha",
    lastName: "Williams",
    phone: "(484) 555-0150",
    experienceYears: 2,
    isVerified: false,
    isActive: false,
    sqFtPerDay: 350,
    areas: [["Chester", 4]],
    bio: "Awaiting insurance documents.",
  },
];

export const demoContractorId = (key: string) => seedId(`contractor:${key}`);
export const demoContractorEmail = (c: Pick<DemoContractor, "firstName" | "lastName">) =>
  `${c.firstName}.${c.lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + "@example.com";

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

/** 30 days of availability from today: one day off a week, evenings for some. */
async function seedAvailability(db: PrismaClient, today: string) {
  for (const [index, c] of DEMO_CONTRACTORS.entries()) {
    if (!c.isActive) continue;
    const contractorId = demoContractorId(c.key);
    for (let day = 0; day < 30; day++) {
      if ((day + index) % 7 === 6) continue;
      const timeSlots: TimeSlot[] =
        index % 2 === 0 ? ["morning", "afternoon", "evening"] : ["morning", "afternoon"];
      const date = toDbDate(addDays(today, day));
      await db.contractorAvailability.upsert({
        where: { contractorId_date: { contractorId, date } },
        create: { contractorId, date, timeSlots },
        update: { timeSlots },
      });
    }
  }
}

type DemoRoom = Partial<RoomPricingInput> &
  Pick<RoomPricingInput, "length" | "width"> & { type: string; colors?: string };

interface DemoJob {
  key: string;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  propertyType: "single-family" | "townhouse" | "condo";
  rooms: DemoRoom[];
  furnitureMoving?: boolean;
  substantialPrep?: boolean;
  /** Days after the quote was made; no booking when undefined */
  booking?: {
    dayOffset: number;
    timeSlot: TimeSlot;
    status: BookingStatus;
    contractor: string;
    job: JobStatus;
    notes?: string;
  };
  quoteAgeDays: number;
}

const DEMO_JOBS: DemoJob[] = [
  {
    key: "q1",
    customerName: "Emily Carter",
    email: "emily.carter@example.com",
    phone: "(215) 555-0101",
    address: "2116 Spruce St, Philadelphia, PA 19103",
    propertyType: "townhouse",
    quoteAgeDays: 2,
    rooms: [
      {
        type: "living-room",
        length: 18,
        width: 14,
        paintTrim: true,
        doorCount: 2,
        colors: "SW 7008 Alabaster",
      },
      { type: "bedroom", length: 12, width: 11, paintCeiling: true, colors: "BM OC-17 White Dove" },
    ],
    booking: { dayOffset: 3, timeSlot: "morning", status: "scheduled", contractor: "marco", job: "assigned" },
  },
  {
    key: "q2",
    customerName: "James Okafor",
    email: "james.okafor@example.com",
    phone: "(610) 555-0102",
    address: "415 W Lancaster Ave, Wayne, PA 19087",
    propertyType: "single-family",
    quoteAgeDays: 4,
    furnitureMoving: true,
    rooms: [
      { type: "kitchen", length: 14, width: 12, paintDoors: true, doorCount: 1, colors: "SW 6204 Sea Salt" },
      {
        type: "dining-room",
        length: 13,
        width: 12,
        paintTrim: true,
        paintWindows: true,
        windowCount: 2,
        windowWidth: 3,
        windowHeight: 5,
        colors: "BM HC-172 Revere Pewter",
      },
    ],
    booking: {
      dayOffset: 5,
      timeSlot: "afternoon",
      status: "confirmed",
      contractor: "tom",
      job: "acknowledged",
      notes: "Dog in the house; please ring the side door.",
    },
  },
  {
    key: "q3",
    customerName: "Sofia Martinez",
    email: "sofia.martinez@example.com",
    phone: "(267) 555-0103",
    address: "1520 E Passyunk Ave, Philadelphia, PA 19147",
    propertyType: "condo",
    quoteAgeDays: 6,
    rooms: [
      { type: "bedroom", length: 12, width: 10, colors: "SW 9166 Drift of Mist" },
      { type: "hallway", length: 16, width: 4, paintTrim: true, colors: "SW 7005 Pure White" },
    ],
    booking: {
      dayOffset: 0,
      timeSlot: "morning",
      status: "in_progress",
      contractor: "marco",
      job: "in_progress",
    },
  },
  {
    key: "q4",
    customerName: "Robert Chen",
    email: "robert.chen@example.com",
    phone: "(610) 555-0104",
    address: "22 S Olive St, Media, PA 19063",
    propertyType: "single-family",
    quoteAgeDays: 20,
    substantialPrep: true,
    rooms: [
      {
        type: "office",
        length: 11,
        width: 10,
        paintCeiling: true,
        paintTrim: true,
        colors: "BM 2062-20 Hale Navy",
      },
    ],
    booking: {
      dayOffset: -10,
      timeSlot: "morning",
      status: "completed",
      contractor: "aisha",
      job: "completed",
      notes: "Customer paid by check.",
    },
  },
  {
    key: "q5",
    customerName: "Hannah Schultz",
    email: "hannah.schultz@example.com",
    phone: "(484) 555-0105",
    address: "130 W Gay St, West Chester, PA 19380",
    propertyType: "townhouse",
    quoteAgeDays: 30,
    rooms: [
      {
        type: "living-room",
        length: 20,
        width: 15,
        paintCeiling: true,
        paintTrim: true,
        doorCount: 1,
        paintDoors: true,
        colors: "SW 7036 Accessible Beige",
      },
      { type: "bathroom", length: 8, width: 6, colors: "BM 2135-50 Palladian Blue" },
    ],
    booking: {
      dayOffset: -20,
      timeSlot: "afternoon",
      status: "completed",
      contractor: "linh",
      job: "completed",
    },
  },
  {
    key: "q6",
    customerName: "Marcus Reed",
    email: "marcus.reed@example.com",
    phone: "(215) 555-0106",
    address: "4000 Ridge Ave, Philadelphia, PA 19129",
    propertyType: "single-family",
    quoteAgeDays: 3,
    rooms: [{ type: "bedroom", length: 13, width: 12, colors: "SW 6255 Morning Fog" }],
    booking: {
      dayOffset: 7,
      timeSlot: "morning",
      status: "cancelled",
      contractor: "aisha",
      job: "cancelled",
      notes: "Cancelled by the customer: moving date changed.",
    },
  },
  {
    key: "q7",
    customerName: "Olivia Brooks",
    email: "olivia.brooks@example.com",
    phone: "(610) 555-0107",
    address: "88 E Lancaster Ave, Ardmore, PA 19003",
    propertyType: "single-family",
    quoteAgeDays: 1,
    rooms: [{ type: "dining-room", length: 14, width: 13, paintTrim: true, colors: "BM HC-154 Hale Navy" }],
    booking: {
      dayOffset: 9,
      timeSlot: "afternoon",
      status: "pending",
      contractor: "dave",
      job: "rejected",
      notes: "Painter unavailable; awaiting reassignment.",
    },
  },
  {
    key: "q8",
    customerName: "Daniel Kim",
    email: "daniel.kim@example.com",
    phone: "(484) 555-0108",
    address: "301 Bridge St, Phoenixville, PA 19460",
    propertyType: "townhouse",
    quoteAgeDays: 2,
    rooms: [
      {
        type: "living-room",
        length: 16,
        width: 13,
        paintOptions: { ...defaultRoomPaintOptions(), colorConsultation: true },
      },
    ],
    booking: {
      dayOffset: 4,
      timeSlot: "evening",
      status: "scheduled",
      contractor: "linh",
      job: "assigned",
      notes: "Colour consultation before choosing a palette.",
    },
  },
  {
    key: "q9",
    customerName: "Grace Thompson",
    email: "grace.thompson@example.com",
    phone: "(215) 555-0109",
    address: "7301 Germantown Ave, Philadelphia, PA 19119",
    propertyType: "single-family",
    quoteAgeDays: 5,
    furnitureMoving: true,
    rooms: [
      {
        type: "living-room",
        length: 24,
        width: 18,
        height: 10,
        paintCeiling: true,
        paintTrim: true,
        colors: "SW 7757 High Reflective White",
      },
      { type: "bedroom", length: 16, width: 14, paintCeiling: true, colors: "BM OC-65 Chantilly Lace" },
      { type: "bedroom", length: 14, width: 12, paintCeiling: true, colors: "BM 1466 Edgecomb Gray" },
    ],
    booking: {
      dayOffset: 12,
      timeSlot: "morning",
      status: "scheduled",
      contractor: "marco",
      job: "acknowledged",
    },
  },
  {
    key: "q10",
    customerName: "Nathan Price",
    email: "nathan.price@example.com",
    phone: "(610) 555-0110",
    address: "12 Haverford Station Rd, Haverford, PA 19041",
    propertyType: "single-family",
    quoteAgeDays: 45,
    rooms: [{ type: "other", length: 10, width: 10, colors: "SW 7015 Repose Gray" }],
  },
];

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
  const estimatedDays =
    b.timeSlot === "evening" ? 1 : Math.max(1, Math.ceil(paintableSqFt / contractor.sqFtPerDay));
  const rate = pricing.contractorCommissionRate || DEFAULT_CONTRACTOR_RATE;
  const earnings = centsToDecimalString(applyRate(totals.totalCents, rate));
  const done = b.status === "completed";
  const booking = {
    quoteId,
    status: b.status,
    scheduledDate: toDbDate(scheduled),
    timeSlot: b.timeSlot,
    estimatedDays,
    notes: b.notes ?? null,
    cancellationFee: b.status === "cancelled" ? "0.00" : null,
    cancelledAt: b.status === "cancelled" ? createdAt : null,
    confirmedAt: b.status === "confirmed" ? createdAt : null,
    completedAt: done ? toDbDate(addDays(scheduled, estimatedDays - 1)) : null,
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
    acknowledgedAt: ["acknowledged", "in_progress", "completed"].includes(b.job) ? createdAt : null,
    startedAt: ["in_progress", "completed"].includes(b.job) ? toDbDate(scheduled) : null,
    completedAt: booking.completedAt,
  };
  await db.jobAssignment.upsert({
    where: { id: assignmentId },
    create: { id: assignmentId, ...assignment },
    update: assignment,
  });

  // Live bookings hold their painter's slot on every day of the project.
  await db.slotReservation.deleteMany({ where: { bookingId } });
  if (!["cancelled", "pending"].includes(b.status)) {
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

export async function seedDemoData(db: PrismaClient, today: string = todayInNewYork()) {
  await seedContractors(db);
  await seedAvailability(db, today);
  const pricing = await loadPricingConfig(db);
  for (const job of DEMO_JOBS) await seedJob(db, job, pricing, today);
}
