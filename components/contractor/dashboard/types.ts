/**
 * The JSON of the contractor API (lib/contractors/jobs.ts `serializeJob`,
 * lib/contractors/profile.ts). Fields that older data or other clients may
 * leave out or send as JSON text are typed loosely and read defensively.
 */

export type JobStatus = "assigned" | "acknowledged" | "in_progress" | "completed" | "rejected" | "cancelled" | (string & {});

import type { SurfaceOption, RoomPaintOptions, RoomPhoto, JobRoom, QuoteConditions, QuotePaintOptions } from "@/components/jobs/specification-types";

export type { SurfaceOption, RoomPaintOptions, RoomPhoto, JobRoom, QuoteConditions, QuotePaintOptions };

export interface JobQuote {
  customerName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  totalCost?: number | string | null;
  projectType?: string | null;
  propertyType?: string | null;
  rooms?: JobRoom[] | string | null;
  conditions?: QuoteConditions | string | null;
  paintOptions?: QuotePaintOptions | string | null;
}

export interface JobBooking {
  id: string;
  status?: string;
  /** YYYY-MM-DD (New York calendar date) */
  scheduledDate?: string | null;
  timeSlot?: string | null;
  timeSlotLabel?: string | null;
  estimatedDays?: number | null;
  notes?: string | null;
  quote?: JobQuote | null;
}

export interface ContractorJob {
  id: string;
  bookingId: string;
  status: JobStatus;
  /** Numeric string, e.g. "123.45" */
  contractorEarnings?: string | number | null;
  earnings?: string | number | null;
  notes?: string | null;
  assignedAt: string;
  completedAt?: string | null;
  serviceType?: string;
  booking?: JobBooking | null;
}

export interface ContractorProfile {
  firstName: string;
  lastName: string;
  isVerified: boolean;
  email?: string;
  businessName?: string | null;
}

export interface AvailabilityDay {
  date: string;
  timeSlots: string[];
}
