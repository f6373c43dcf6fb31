/**
 * The JSON of the admin API (lib/admin/*.ts serializers). Kept as plain
 * interfaces so client code never imports server modules.
 */

export type BookingStatus = "pending" | "scheduled" | "confirmed" | "in_progress" | "completed" | "cancelled";
export type TimeSlot = "morning" | "afternoon" | "evening";

export interface ContractorAreaLink {
  id: string;
  name: string;
  isActive: boolean;
  priority: number;
}

export interface AdminContractor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  licenseNumber?: string | null;
  experienceYears: number | null;
  bio?: string | null;
  sqFtPerDay: number | null;
  isActive: boolean;
  isVerified: boolean;
  totalJobs: number;
  createdAt: string;
  lastLoginAt?: string | null;
  /** Path of the admin-only W9 viewer, or null when no file is on record. */
  w9Document: string | null;
  w9: { name: string; mimeType: string; size: number; uploadedAt: string } | null;
  serviceAreas: ContractorAreaLink[];
  /** Why the painter receives no jobs (lib/scheduling/matching.ts); empty when they are matched. */
  matchingBlockers: string[];
}

/** GET /api/admin/contractors/{id}/service-areas */
export interface ContractorAreaOption {
  id: string;
  name: string;
  type: "county" | "zipcode";
  isActive: boolean;
  assigned: boolean;
  priority: number | null;
}

export interface ServiceArea {
  id: string;
  name: string;
  type: "county" | "zipcode";
  zipCodes: string[];
  counties: string[];
  isActive: boolean;
  contractorCount: number;
  createdAt: string;
}

export interface BookingFinancials {
  totalCost: number;
  contractorEarnings: number;
  platformShare: number;
  cancellationFee: number;
}

export interface AdminBooking {
  id: string;
  quoteId: string;
  status: BookingStatus | (string & {});
  scheduledDate: string;
  timeSlot: TimeSlot | (string & {});
  timeSlotLabel?: string | null;
  estimatedDays?: number | null;
  notes: string | null;
  totalCost: number;
  cancellationFee?: number | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  address: string | null;
  propertyType?: string | null;
  projectType?: string | null;
  contractorName: string | null;
  contractorId: string | null;
  contractorEmail: string | null;
  contractorPhone?: string | null;
  assignmentId: string | null;
  assignmentStatus: string | null;
  county: string | null;
  createdAt: string;
  financials: BookingFinancials;
}

export interface PricingItem {
  id: string;
  name: string;
  value: number;
  description: string | null;
  category: string;
  unit: string;
  isActive: boolean;
  updatedAt?: string;
}

export interface CleanupStats {
  totalQuotes: number;
  totalBookings: number;
  totalAssignments: number;
  oldQuotesCount: number;
  oldBookingsCount: number;
  orphanedAssignmentsCount: number;
  pending: number;
}

export interface CleanupResult {
  message?: string;
  deletedQuotes: number;
  deletedBookings: number;
  deletedAssignments: number;
  stats?: CleanupStats;
}

export interface WeeklyPoint {
  week: string;
  bookings: number;
  revenue: number;
  contractorShare: number;
  platformShare: number;
}

export interface BookingAnalytics {
  weekly: WeeklyPoint[];
  byCounty: { county: string; bookings: number }[];
}

export interface FreeDay {
  date: string;
  timeSlots: string[];
}
