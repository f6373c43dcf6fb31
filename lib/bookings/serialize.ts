import "server-only";
import type { Booking, Prisma } from "@/lib/generated/prisma/client";
import { fromDbDate } from "@/lib/scheduling/dates.shared";
import { TIME_SLOT_LABELS } from "@/lib/scheduling/time-slots.shared";
import { liveStatusOf } from "./live-status.shared";

/** What a booking's painter is shown as: contact details, never the account's secrets. */
export const bookingContractorSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  /** The painter's own language: their e-mails and job alerts speak it (lib/email/language.ts). */
  language: true,
} satisfies Prisma.ContractorSelect;

export const bookingInclude = {
  quote: true,
  assignments: {
    orderBy: { assignedAt: "desc" },
    include: { contractor: { select: bookingContractorSelect } },
  },
} satisfies Prisma.BookingInclude;

export type BookingWithRelations = Prisma.BookingGetPayload<{ include: typeof bookingInclude }>;

/** The assignment that counts: the latest one that was not rejected, else the latest. */
export function currentAssignment<A extends { status: string }>(booking: {
  assignments: A[];
}): A | undefined {
  return booking.assignments.find((a) => a.status !== "rejected") ?? booking.assignments[0];
}

/** Status, days, slot and notes: what the customer's and the painter's views of a booking share. */
export function serializeBookingSchedule(
  booking: Pick<Booking, "status" | "scheduledDate" | "timeSlot" | "estimatedDays" | "notes">,
) {
  return {
    status: booking.status,
    scheduledDate: fromDbDate(booking.scheduledDate),
    timeSlot: booking.timeSlot,
    timeSlotLabel: TIME_SLOT_LABELS[booking.timeSlot],
    estimatedDays: booking.estimatedDays,
    notes: booking.notes,
  };
}

/** The booking as its customer sees it (docs/product.md §3 Booking; no contractor contact details). */
export function serializeBooking(booking: BookingWithRelations) {
  const assignment = currentAssignment(booking);
  const totalCost = Number(booking.quote.totalCost.toFixed(2));
  return {
    id: booking.id,
    quoteId: booking.quoteId,
    ...serializeBookingSchedule(booking),
    totalCost,
    total_cost: totalCost,
    cancellationFee: booking.cancellationFee === null ? null : Number(booking.cancellationFee.toFixed(2)),
    customerName: booking.quote.customerName,
    customerEmail: booking.quote.email,
    customerPhone: booking.quote.phone,
    address: booking.quote.address,
    propertyType: booking.quote.propertyType,
    projectType: booking.quote.projectType,
    contractorName: assignment
      ? `${assignment.contractor.firstName} ${assignment.contractor.lastName}`
      : null,
    assignmentId: assignment?.id ?? null,
    assignmentStatus: assignment?.status ?? null,
    createdAt: booking.createdAt.toISOString(),
    /** A hold's end (status pending until confirmed from the e-mail, lib/bookings/holds.ts); null otherwise. */
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    /** The job's live step for Manage Booking (./live-status.shared.ts); null when cancelled or held. */
    liveStatus: liveStatusOf(booking, assignment),
    quote: { id: booking.quote.id, address: booking.quote.address, totalCost },
  };
}

export type BookingDto = ReturnType<typeof serializeBooking>;

/**
 * The booking without its customer's name, e-mail, phone or address: the answer to a request that
 * proves only that it holds the quote's id (booking an already booked quote again), which the
 * back office, booking answers and a painter's job carry, so it is no proof of being the customer.
 */
export function serializeBookingWithoutContact(booking: BookingWithRelations) {
  const {
    customerName: _name,
    customerEmail: _email,
    customerPhone: _phone,
    address: _address,
    quote,
    ...rest
  } = serializeBooking(booking);
  return { ...rest, quote: { id: quote.id, totalCost: quote.totalCost } };
}
