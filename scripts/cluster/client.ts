/** The customers: API calls against one instance, each from an address of its own. */
import type { z } from "@/lib/validations/zod.shared";
import type { createBookingSchema } from "@/lib/validations/booking.shared";
import type { TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { callApi, type ApiAnswer, type ApiError } from "../shared/http";
import { quotePayload, wizardRoom } from "../shared/quotes";
import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { ADMIN_PASSWORD } from "./config";
import { pool } from "./harness";
import { instances, type Instance } from "./instances";

let ipCounter = 0;
/** Each simulated client its own address (as the load balancer would report it). */
export const nextClientIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** Where a call goes: an instance, or nginx in front of them. */
export type Target = Pick<Instance, "url">;

/** One API call; network failures (a killed server) come back as status 0. */
export function api<T = ApiError>(
  instance: Target,
  method: "GET" | "POST" | "PUT",
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return callApi<T>(`${instance.url}${urlPath}`, {
    method,
    body,
    headers: { accept: "application/json", "x-forwarded-for": nextClientIp(), ...headers },
  });
}

/** A back-office session (the seeded admin of the run): its Authorization header. */
export async function adminSession(instance: Target): Promise<Record<string, string>> {
  const login = await api<{ token?: string }>(instance, "POST", "/api/admin/login", {
    username: "admin",
    password: ADMIN_PASSWORD,
  });
  if (login.status !== 200 || !login.json?.token)
    throw new Error(`admin login answered ${login.status}: ${login.text ?? login.error}`);
  return { authorization: `Bearer ${login.json.token}` };
}

/** 10×10 ft, 8 ft high, paint supplied by the customer: 320 sq ft of walls, one day for every painter. */
export function clusterQuote(address: string, email: string) {
  const paintOptions = { ...defaultRoomPaintOptions(), customerSupplies: true };
  return quotePayload({
    address,
    email,
    customerName: "Cluster Tester",
    phone: "215-555-0199",
    propertyType: "single-family",
    rooms: [wizardRoom({ type: "bedroom", length: 10, width: 10, height: 8, paintOptions })],
  });
}

export interface CreatedQuote {
  id: string;
  email: string;
  address: string;
}

/** Quotes through the API, spread over both instances; each with its own customer e-mail. */
export function createQuotes(address: string, count: number, tag: string): Promise<CreatedQuote[]> {
  return pool(
    Array.from({ length: count }, (_, i) => i),
    16,
    async (i) => {
      const email = `cluster-${tag}-${i}@example.com`;
      const response = await api<{ id: string }>(
        instances[i % 2]!,
        "POST",
        "/api/quotes",
        clusterQuote(address, email),
      );
      if (response.status !== 201 || !response.json) {
        throw new Error(`POST /api/quotes answered ${response.status}: ${response.text ?? response.error}`);
      }
      return { id: response.json.id, email, address };
    },
  );
}

type BookingRequest = z.input<typeof createBookingSchema>;
export type BookingAnswer = ApiAnswer<{ id?: string; error?: string; code?: string }>;

export const book = (instance: Target, quoteId: string, scheduledDate: string, timeSlot: TimeSlotId) =>
  api<{ id?: string; error?: string; code?: string }>(instance, "POST", "/api/bookings", {
    quoteId,
    scheduledDate,
    timeSlot,
  } satisfies BookingRequest);

export async function availableDates(instance: Target, quoteId: string): Promise<string[]> {
  const response = await api<{ availableDates: string[] }>(
    instance,
    "GET",
    `/api/contractor-available-dates?quoteId=${quoteId}`,
  );
  if (response.status !== 200 || !response.json) {
    throw new Error(`available dates answered ${response.status}: ${response.text}`);
  }
  return response.json.availableDates;
}

export async function availableSlots(instance: Target, quoteId: string, date: string): Promise<TimeSlotId[]> {
  const response = await api<{ timeSlots: { id: TimeSlotId; available: boolean }[] }>(
    instance,
    "GET",
    `/api/availability?date=${date}&quoteId=${quoteId}`,
  );
  if (response.status !== 200 || !response.json) {
    throw new Error(`availability answered ${response.status}: ${response.text}`);
  }
  return response.json.timeSlots.filter((s) => s.available).map((s) => s.id);
}
