/**
 * What the job alerts' API tests share (tests/api/push-alerts.test.ts, push-subscriptions.test.ts): the
 * local push service, painters signed in with or without a device, and bookings that alert them.
 */
import { POST as login } from "@/app/api/contractor/login/route";
import { DELETE, GET, POST } from "@/app/api/contractor/push-subscriptions/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postPushReceipt } from "@/app/api/push-receipts/route";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "./fixtures";
import { BASE, jsonRequest, params } from "./http";
import { startLocalPushService, type LocalDevice, type LocalPushService } from "./local-push-service";

const today = todayInNewYork();
export const day = (n: number) => addDays(today, n);
export const MINUTE = 60_000;

/** The push service on this machine, started before the file's tests (startPushServiceForFile). */
export let service: LocalPushService;

/** Seeds the database and starts the local push service before the file's tests; closes it after. */
export function startPushServiceForFile() {
  beforeAll(async () => {
    await runSeed(db, { demo: false });
    service = await startLocalPushService();
  });
  afterAll(() => service.close());
}

let clients = 0;
const nextIp = () => `10.77.${Math.floor(++clients / 250)}.${clients % 250}`;

/** A painter in Philadelphia free on `dates` (morning and afternoon), signed in: their API token. */
export async function painter(dates: string[]) {
  const contractor = await createContractor({
    areas: [["Philadelphia", 1]],
    availability: Object.fromEntries(dates.map((d) => [d, ["morning", "afternoon"]])),
  });
  await db.contractor.update({
    where: { id: contractor.id },
    data: { passwordHash: await hashPassword("secret12") },
  });
  const answer = await login(
    jsonRequest("/api/contractor/login", { email: contractor.email, password: "secret12" }, "POST", {
      "x-forwarded-for": nextIp(),
    }),
    params({}),
  );
  const { token } = (await answer.json()) as { token: string };
  return { contractor, headers: { authorization: `Bearer ${token}` } };
}

export const subscribe = (headers: Record<string, string>, body: unknown) =>
  POST(jsonRequest("/api/contractor/push-subscriptions", body, "POST", headers), params({}));
export const unsubscribe = (headers: Record<string, string>, endpoint: string) =>
  DELETE(jsonRequest("/api/contractor/push-subscriptions", { endpoint }, "DELETE", headers), params({}));
export const settings = (headers: Record<string, string>, endpoint?: string) =>
  GET(
    new Request(
      `${BASE}/api/contractor/push-subscriptions${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ""}`,
      { headers },
    ),
    params({}),
  );

/** A painter with one device subscribed through the route. */
export async function subscribedPainter(dates: string[]) {
  const p = await painter(dates);
  const device = service.newDevice();
  const answer = await subscribe(p.headers, device.subscription);
  expect(answer.status).toBe(200);
  return { ...p, device };
}

export async function book(date: string, email = `owner-${++clients}@example.com`) {
  const quote = await createTestQuote({ email });
  const answer = await postBooking(
    jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" }, "POST", {
      "x-forwarded-for": nextIp(),
    }),
    params({}),
  );
  expect(answer.status).toBe(201);
  return { booking: (await answer.json()) as { id: string }, email };
}

export const mailTo = (to: string, template: string) => db.emailMessage.count({ where: { to, template } });

/** The alerts the device received, decrypted. */
export const alertsOf = (device: LocalDevice) => service.receivedBy(device).map((r) => r.payload);

/** The receipt token of the device's `n`th alert (what its service worker would post back). */
export function receiptOf(device: LocalDevice, n = 0): string {
  const payload = service.receivedBy(device)[n]?.payload as { receipt?: unknown } | undefined;
  if (typeof payload?.receipt !== "string") throw new Error(`Alert ${n} carried no receipt`);
  return payload.receipt;
}

/**
 * POST /api/push-receipts as a phone's service worker does (no session; from `address`, a fresh
 * one unless given). `body`: an object is sent as JSON, a string as it is.
 */
export const postReceipt = (
  body: unknown,
  { address = nextIp(), headers = {} as Record<string, string> } = {},
) =>
  postPushReceipt(
    jsonRequest("/api/push-receipts", body, "POST", { "x-forwarded-for": address, ...headers }),
    params({}),
  );

/** A client address of its own (a rate-limit budget of its own). */
export const newAddress = () => nextIp();
