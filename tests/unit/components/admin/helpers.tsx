import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { AdminApiProvider } from "@/components/admin/admin-api";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import type { PricingItemDto as PricingItem } from "@/lib/admin/pricing";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import { TooltipProvider } from "@/components/ui/tooltip";

/** A fetch answer with a JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Installs a fetch mock: `routes` maps "METHOD /path" prefixes (query included
 * when given) to handlers; anything else fails the test.
 */
export function mockFetch(routes: Record<string, Handler | Response | unknown>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { url, method, body };
    calls.push(call);
    const key = Object.keys(routes)
      .filter((k) => {
        const [m, path] = k.split(" ");
        return m === method && (url === path || url.startsWith(path!));
      })
      .sort((a, b) => b.length - a.length)[0];
    if (!key) throw new Error(`unexpected ${method} ${url}`);
    const route = routes[key];
    if (typeof route === "function") return (route as Handler)(call);
    if (route && typeof route === "object" && "status" in route && "json" in route) return route as Response;
    return jsonResponse(200, route);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.startsWith(path)),
  };
}

export function renderAdmin(ui: ReactElement) {
  return render(
    <TooltipProvider>
      <AdminApiProvider>{ui}</AdminApiProvider>
    </TooltipProvider>,
  );
}

export const CONTRACTOR_ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
export const AREA_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
export const BOOKING_ID = "0b7e4f5c-2d1a-4c3b-9e8f-7a6b5c4d3e2f";
export const QUOTE_ID = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";

export function contractorFixture(overrides: Partial<AdminContractor> = {}): AdminContractor {
  return {
    id: CONTRACTOR_ID,
    firstName: "Marco",
    lastName: "Rossi",
    email: "marco.rossi@example.com",
    phone: "(215) 555-0142",
    businessName: "Rossi Fine Painting",
    licenseNumber: null,
    experienceYears: 14,
    bio: null,
    sqFtPerDay: 600,
    isActive: true,
    isVerified: true,
    totalJobs: 3,
    createdAt: "2026-01-05T12:00:00.000Z",
    lastLoginAt: null,
    w9Document: null,
    w9: null,
    serviceAreas: [],
    matchingBlockers: [],
    jobsOutsideHours: 0,
    ...overrides,
  };
}

export function areaFixture(overrides: Partial<ServiceArea> = {}): ServiceArea {
  return {
    id: AREA_ID,
    name: "Center City",
    type: "zipcode",
    zipCodes: ["19103", "19107"],
    counties: [],
    isActive: true,
    contractorCount: 2,
    createdAt: "2026-01-05T12:00:00.000Z",
    ...overrides,
  };
}

export function bookingFixture(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: BOOKING_ID,
    quoteId: QUOTE_ID,
    status: "scheduled",
    scheduledDate: "2026-12-04",
    timeSlot: "morning",
    timeSlotLabel: "8:00 AM-12:00 PM",
    estimatedDays: 1,
    notes: null,
    totalCost: 1000,
    total_cost: 1000,
    cancellationFee: null,
    customerName: "Emily Carter",
    customerEmail: "emily.carter@example.com",
    customerPhone: "(215) 555-0101",
    address: "2116 Spruce St, Philadelphia, PA 19103",
    propertyType: "townhouse",
    projectType: "interior",
    contractorName: "Marco Rossi",
    contractorId: CONTRACTOR_ID,
    contractorEmail: "marco.rossi@example.com",
    contractorPhone: null,
    assignmentId: "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
    assignmentStatus: "assigned",
    county: "Philadelphia",
    liveStatus: null,
    createdAt: "2026-11-20T12:00:00.000Z",
    holdExpiresAt: null,
    quote: { id: QUOTE_ID, address: "2116 Spruce St, Philadelphia, PA 19103", totalCost: 1000 },
    financials: {
      quotedTotal: 1000,
      priceChanges: 0,
      totalCost: 1000,
      contractorEarnings: 600,
      platformShare: 400,
      cancellationFee: 0,
    },
    priceChanges: [],
    jobPhotos: [],
    invoices: [],
    ...overrides,
  };
}

export const PRICING_ITEMS: PricingItem[] = (
  [
    {
      id: "p1",
      name: "wallCostPerSqFt",
      value: 1.85,
      description: "Walls per sq ft",
      category: "surfaces",
      unit: "flat_rate",
      isActive: true,
    },
    {
      id: "p2",
      name: "doorCost",
      value: 65,
      description: "Per door",
      category: "surfaces",
      unit: "flat_rate",
      isActive: true,
    },
    {
      id: "p3",
      name: "furnitureMovingCost",
      value: 50,
      description: "Flat fee",
      category: "labor",
      unit: "flat_rate",
      isActive: true,
    },
    {
      id: "p4",
      name: "premiumQualityMarkup",
      value: 0.22,
      description: "Premium surcharge",
      category: "quality",
      unit: "flat_rate",
      isActive: true,
    },
    {
      id: "p5",
      name: "contractorCommissionRate",
      value: 0.6,
      description: "Contractor share",
      category: "commission",
      unit: "percentage",
      isActive: true,
    },
    {
      id: "p6",
      name: "crewSize",
      value: 2,
      description: "Painters per crew",
      category: "business",
      unit: "count",
      isActive: true,
    },
  ] satisfies Omit<PricingItem, "updatedAt">[]
).map((item) => ({ ...item, updatedAt: "2026-01-05T12:00:00.000Z" }));
