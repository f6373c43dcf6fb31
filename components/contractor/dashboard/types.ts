/**
 * The JSON of the contractor API (lib/contractors/jobs.ts `serializeJob`,
 * lib/contractors/profile.ts). Fields that older data or other clients may
 * leave out or send as JSON text are typed loosely and read defensively.
 */

export type JobStatus = "assigned" | "acknowledged" | "in_progress" | "completed" | "rejected" | "cancelled" | (string & {});

export interface SurfaceOption {
  quality?: string;
  finish?: string;
  colorCode?: string;
  brand?: string;
}

export interface RoomPaintOptions {
  customerSupplies?: boolean;
  colorConsultation?: boolean;
  walls?: SurfaceOption;
  ceiling?: SurfaceOption;
  trim?: SurfaceOption;
  doors?: SurfaceOption;
  windows?: SurfaceOption;
}

export interface RoomPhoto {
  id: string;
  name?: string | null;
  url: string;
}

export interface JobRoom {
  id?: string;
  type?: string | null;
  name?: string | null;
  length?: number | string | null;
  width?: number | string | null;
  height?: number | string | null;
  paintWalls?: boolean;
  paintCeiling?: boolean;
  paintTrim?: boolean;
  paintDoors?: boolean;
  paintWindows?: boolean;
  doorCount?: number | null;
  windowCount?: number | null;
  windowWidth?: number | string | null;
  windowHeight?: number | string | null;
  excludedArea?: number | string | null;
  paintOptions?: RoomPaintOptions | string | null;
  photos?: RoomPhoto[] | null;
  cost?: number | string | null;
}

export interface QuoteConditions {
  primer?: boolean;
  furnitureMoving?: boolean;
  substantialPrep?: boolean;
}

export interface QuotePaintOptions {
  quality?: string;
  finish?: string;
  customerSupplies?: boolean;
}

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
