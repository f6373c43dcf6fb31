import type { BreakdownLine, QuoteConditions, QuotePaintOptions } from "@/lib/pricing";

export type WizardStep = 1 | 2 | 3 | 4;
export const WIZARD_STEPS = [
  { step: 1, label: "Project" },
  { step: 2, label: "Rooms" },
  { step: 3, label: "Conditions" },
  { step: 4, label: "Review" },
] as const satisfies readonly { step: WizardStep; label: string }[];

/** A quote as POST /api/quotes and GET /api/quotes/{id} answer it (money in dollars, 2 decimals). */
export interface SavedQuote {
  id: string;
  totalCost: number;
  finalCost: number;
  subtotal?: number;
  taxAmount?: number;
  address?: string;
  customerName?: string | null;
  email?: string;
  phone?: string;
  propertyType?: string;
  projectType?: string;
  rooms: unknown;
  conditions?: QuoteConditions | string;
  paintOptions?: QuotePaintOptions | string;
  breakdown?: BreakdownLine[];
  createdAt?: string;
  [key: string]: unknown;
}

/** Result of POST /api/check-service-area. */
export interface ServiceAreaCheck {
  isServiceable: boolean;
  message: string;
}

export type ServiceAreaState =
  | { status: "unchecked" }
  | { status: "checking" }
  | { status: "serviceable"; message: string }
  | { status: "not-serviceable"; message: string };
