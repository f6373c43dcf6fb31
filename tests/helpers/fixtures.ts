import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { countyAreaId } from "@/lib/seed/config";
import type { TimeSlot } from "@/lib/generated/prisma/client";
import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { createQuote } from "@/lib/quotes/create";
import { toDbDate } from "@/lib/scheduling/dates.shared";

export async function createContractor(options: {
  areas: [county: string, priority: number][];
  sqFtPerDay?: number;
  isActive?: boolean;
  availability?: Record<string, TimeSlot[]>;
  firstName?: string;
}) {
  const contractor = await db.contractor.create({
    data: {
      firstName: options.firstName ?? "Pat",
      lastName: `Painter-${randomUUID().slice(0, 6)}`,
      email: `painter-${randomUUID()}@example.com`,
      phone: "215-555-0100",
      experienceYears: 5,
      passwordHash: "$2a$04$invalidinvalidinvalidinvalidinvalidinvalidinvalidinv",
      isActive: options.isActive ?? true,
      isVerified: true,
      sqFtPerDay: options.sqFtPerDay ?? 500,
      serviceAreas: {
        create: options.areas.map(([county, priority]) => ({
          serviceAreaId: countyAreaId(county),
          priority,
        })),
      },
    },
  });
  for (const [date, timeSlots] of Object.entries(options.availability ?? {})) {
    await db.contractorAvailability.create({
      data: { contractorId: contractor.id, date: toDbDate(date), timeSlots },
    });
  }
  return contractor;
}

/**
 * A saved quote in 19103 whose walls cover about `wallSqFt` square feet (customer supplies paint).
 * Each has its own customer and property unless told otherwise: one customer may hold only a few
 * upcoming bookings (lib/security/limits.ts).
 */
export async function createTestQuote(options: Parameters<typeof testQuoteInput>[0] = {}) {
  return createQuote(db, testQuoteInput(options));
}

/** The body of a valid quote request (POST /api/quotes), as createTestQuote saves it. */
export function testQuoteInput({
  wallSqFt = 400,
  email = `owner-${randomUUID()}@example.com`,
  address = `${1000 + Math.floor(Math.random() * 9000)} ${randomUUID().slice(0, 8)} St, Philadelphia, PA 19103`,
} = {}) {
  // A square room 10 ft high: perimeter × 10 = wallSqFt
  const side = wallSqFt / 40;
  return {
    projectType: "interior",
    address,
    propertyType: "single-family",
    customerName: "Test Owner",
    email,
    phone: "215-555-0199",
    rooms: [
      {
        type: "living-room",
        length: side,
        width: side,
        height: 10,
        paintWalls: true,
        paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true },
      },
    ],
  };
}

/** `count` e-mails in the outbox, due at `now`; their ids, oldest first. */
export async function queueTestEmails(count = 1, now = new Date()) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const message = await db.emailMessage.create({
      data: {
        to: `customer-${i}@example.com`,
        subject: `Message ${i}`,
        html: "<p>hi</p>",
        text: "hi",
        template: "test",
        nextAttemptAt: now,
      },
    });
    ids.push(message.id);
  }
  return ids;
}
