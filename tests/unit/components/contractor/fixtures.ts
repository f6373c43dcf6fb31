import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import type { JobRoom, QuotePaintOptions } from "@/lib/quotes/specification";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";

export const TODAY = todayInNewYork();
export const YESTERDAY = addDays(TODAY, -1);
export const TOMORROW = addDays(TODAY, 1);
export const NEXT_WEEK = addDays(TODAY, 7);

let counter = 0;

export function roomFixture(overrides: Partial<JobRoom> = {}): JobRoom {
  return {
    id: `room-${++counter}`,
    type: "living-room",
    name: null,
    length: 18,
    width: 14,
    height: 9,
    paintWalls: true,
    paintCeiling: true,
    paintTrim: false,
    paintDoors: true,
    paintWindows: true,
    doorCount: 2,
    windowCount: 3,
    windowWidth: 3,
    windowHeight: 5,
    excludedArea: 0,
    paintOptions: {
      customerSupplies: false,
      colorConsultation: false,
      walls: {
        quality: "standard",
        finish: "eggshell",
        colorCode: "SW 7008 Alabaster",
        brand: "Sherwin-Williams",
      },
      ceiling: { quality: "standard", finish: "flat", colorCode: "SW 7005 Pure White", brand: "" },
      trim: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
      doors: { quality: "premium", finish: "semi-gloss", colorCode: "SW 7005 Pure White", brand: "" },
      windows: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
    },
    photos: [{ id: "p1", name: "wall.jpg", url: "/api/uploads/p1" }],
    cost: 812.4,
    ...overrides,
  };
}

interface JobOptions {
  id?: string;
  status?: ContractorJob["status"];
  date?: string | null;
  timeSlot?: string;
  earnings?: string | null;
  customerName?: string;
  completedAt?: string | null;
  assignedAt?: string;
  notes?: string | null;
  paintOptions?: unknown;
  totalCost?: number;
  estimatedDays?: number;
  rooms?: JobRoom[];
}

const SLOT_LABELS: Record<string, string> = {
  morning: "8:00 AM-12:00 PM",
  afternoon: "12:00 PM-4:00 PM",
  evening: "4:00 PM-7:00 PM",
};

export function jobFixture(options: JobOptions = {}): ContractorJob {
  const n = ++counter;
  const timeSlot = options.timeSlot ?? "morning";
  return {
    id: options.id ?? `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    bookingId: `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    status: options.status ?? "assigned",
    contractorEarnings: options.earnings === undefined ? "600.00" : options.earnings,
    notes: options.notes ?? null,
    assignedAt: options.assignedAt ?? "2026-01-05T15:00:00.000Z",
    completedAt: options.completedAt ?? null,
    serviceType: timeSlot === "evening" ? "Color Consultation" : "Painting Job",
    booking: {
      id: `20000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      status: "scheduled",
      scheduledDate: options.date === undefined ? NEXT_WEEK : options.date,
      timeSlot,
      timeSlotLabel: SLOT_LABELS[timeSlot] ?? null,
      estimatedDays: options.estimatedDays ?? 1,
      notes: null,
      quote: {
        customerName: options.customerName ?? `Customer ${n}`,
        phone: "(215) 555-0101",
        address: "2116 Spruce St, Philadelphia, PA 19103",
        totalCost: options.totalCost ?? 1000,
        projectType: "interior",
        propertyType: "townhouse",
        rooms: options.rooms ?? [roomFixture()],
        conditions: { primer: false, furnitureMoving: true, substantialPrep: false },
        paintOptions: (options.paintOptions === undefined
          ? { quality: "premium", finish: "eggshell", customerSupplies: false }
          : options.paintOptions) as QuotePaintOptions | string | null,
      },
    },
    // Older rows and clients left fields out or sent text: the dashboard reads them defensively.
  } as unknown as ContractorJob;
}

/** A fetch mock answering JSON with `status`. */
export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

type Route = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

/** Answers by URL and method; unmatched requests fail the test loudly. */
export function routeFetch(route: Route) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const response = await route(url, init);
    if (!response) throw new Error(`Unexpected fetch ${init.method ?? "GET"} ${url}`);
    return response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function callsTo(fetchMock: jest.Mock, pattern: string | RegExp, method?: string) {
  return fetchMock.mock.calls.filter(([url, init]) => {
    const m = ((init as RequestInit | undefined)?.method ?? "GET").toUpperCase();
    const matches = typeof pattern === "string" ? String(url) === pattern : pattern.test(String(url));
    return matches && (!method || m === method);
  });
}

export function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** A toast with `text` is on screen. */
export async function expectToast(text: string | RegExp) {
  const { screen } = await import("@testing-library/react");
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
