import type { BookingDto } from "@/lib/bookings/serialize";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";

export const BOOKING_ID = "0b7e4f5c-2d1a-4c3b-9e8f-7a6b5c4d3e2f";
/** Ten days ahead: cancelling is free. */
export const FUTURE_DATE = addDays(todayInNewYork(), 10);

/** The live status of a job completed on Dec 3, 2026 (4 PM in New York). */
export const COMPLETED_STEP = {
  step: "completed" as const,
  onTheWayAt: null,
  completedAt: "2026-12-03T21:00:00.000Z",
};

export function bookingFixture(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    id: BOOKING_ID,
    quoteId: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
    status: "scheduled",
    scheduledDate: FUTURE_DATE,
    timeSlot: "morning",
    timeSlotLabel: "8:00 AM-12:00 PM",
    estimatedDays: 1,
    notes: null,
    totalCost: 1234.5,
    total_cost: 1234.5,
    cancellationFee: null,
    customerName: "Emily Carter",
    customerEmail: "emily.carter@example.com",
    customerPhone: "(215) 555-0101",
    address: "2116 Spruce St, Philadelphia, PA 19103",
    propertyType: "townhouse",
    projectType: "interior",
    contractorName: "Marco Rossi",
    assignmentId: null,
    assignmentStatus: "assigned",
    liveStatus: null,
    createdAt: "2026-01-01T12:00:00.000Z",
    holdExpiresAt: null,
    quote: {
      id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
      address: "2116 Spruce St, Philadelphia, PA 19103",
      totalCost: 1234.5,
    },
    ...overrides,
  };
}

/** A fetch mock answering JSON with `status`. */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}

export function mockFetch(...responses: Response[]) {
  const fetchMock = jest.fn();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function requestBody(fetchMock: jest.Mock, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** A toast with `text` is on screen (the one-toast Toaster may still hold the previous one while it leaves). */
export async function expectToast(text: string | RegExp) {
  const { screen } = await import("@testing-library/react");
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
}

/** Dismisses every toast and waits until none is left, so the next assertion sees only new ones. */
export async function clearToasts() {
  const { waitFor, act } = await import("@testing-library/react");
  const { toast } = await import("@/components/ui/toast");
  expect(document.querySelectorAll("[data-sonner-toast]").length).toBeGreaterThan(0);
  act(() => {
    toast.dismiss();
  });
  await waitFor(() => expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(0));
}
