/**
 * Job alerts (Web Push) to painters: subscribing a device, the three notices (new job, job
 * cancelled, date changed) sent through the outbox to a real HTTP push service on this machine
 * (tests/helpers/local-push-service.ts decrypts what arrives), the push service's answers, and the
 * e-mail for painters without a device or whose devices all refuse.
 */
import { POST as login } from "@/app/api/contractor/login/route";
import { DELETE, GET, POST } from "@/app/api/contractor/push-subscriptions/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { hashPassword } from "@/lib/auth/password";
import { cancelBooking, rescheduleBooking } from "@/lib/bookings/manage";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { pruneOldPushNotices } from "@/lib/push/notices";
import { deliverDuePush } from "@/lib/push/worker";
import { MAX_DEVICES_PER_PAINTER } from "@/lib/push/subscription-rules";
import { PUSH_TTL_SECONDS } from "@/lib/push/send";
import { runSeed } from "@/lib/seed";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { BASE, jsonRequest, params } from "../helpers/http";
import {
  startLocalPushService,
  type LocalDevice,
  type LocalPushService,
} from "../helpers/local-push-service";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);
const MINUTE = 60_000;

let service: LocalPushService;
beforeAll(async () => {
  await runSeed(db, { demo: false });
  service = await startLocalPushService();
});
afterAll(() => service.close());

let clients = 0;
const nextIp = () => `10.77.${Math.floor(++clients / 250)}.${clients % 250}`;

/** A painter in Philadelphia free on `dates` (morning and afternoon), signed in: their API token. */
async function painter(dates: string[]) {
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

const subscribe = (headers: Record<string, string>, body: unknown) =>
  POST(jsonRequest("/api/contractor/push-subscriptions", body, "POST", headers), params({}));
const unsubscribe = (headers: Record<string, string>, endpoint: string) =>
  DELETE(jsonRequest("/api/contractor/push-subscriptions", { endpoint }, "DELETE", headers), params({}));
const settings = (headers: Record<string, string>, endpoint?: string) =>
  GET(
    new Request(
      `${BASE}/api/contractor/push-subscriptions${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ""}`,
      { headers },
    ),
    params({}),
  );

/** A painter with one device subscribed through the route. */
async function subscribedPainter(dates: string[]) {
  const p = await painter(dates);
  const device = service.newDevice();
  const answer = await subscribe(p.headers, device.subscription);
  expect(answer.status).toBe(200);
  return { ...p, device };
}

async function book(date: string, email = `owner-${++clients}@example.com`) {
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

const mailTo = (to: string, template: string) => db.emailMessage.count({ where: { to, template } });

/** The alerts the device received, decrypted. */
const alertsOf = (device: LocalDevice) => service.receivedBy(device).map((r) => r.payload);

describe("subscribing a device", () => {
  it("reports the public key and whether this device is subscribed; subscribes; unsubscribes", async () => {
    const { headers } = await painter([]);
    const device = service.newDevice();
    expect(await (await settings(headers, device.endpoint)).json()).toEqual({
      enabled: true,
      publicKey: env.webPush!.publicKey,
      subscribed: false,
      devices: 0,
    });
    expect(await (await subscribe(headers, device.subscription)).json()).toEqual({ subscribed: true });
    expect(await (await settings(headers, device.endpoint)).json()).toMatchObject({
      subscribed: true,
      devices: 1,
    });
    // Subscribing again (the browser renewed its keys) keeps one row.
    expect((await subscribe(headers, device.subscription)).status).toBe(200);
    expect(await (await settings(headers)).json()).toMatchObject({ devices: 1 });

    expect(await (await unsubscribe(headers, device.endpoint)).json()).toEqual({ subscribed: false });
    expect(await (await settings(headers, device.endpoint)).json()).toMatchObject({
      subscribed: false,
      devices: 0,
    });
  });

  it("another painter can neither see nor remove your device; subscribing it moves it to them", async () => {
    const a = await subscribedPainter([]);
    const b = await painter([]);
    const refused = await unsubscribe(b.headers, a.device.endpoint);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: expect.any(String) });
    expect(await (await settings(b.headers, a.device.endpoint)).json()).toMatchObject({ subscribed: false });
    expect(await db.pushSubscription.count({ where: { contractorId: a.contractor.id } })).toBe(1);

    // The same browser, now signed in as B, subscribes: the device is B's alone.
    expect((await subscribe(b.headers, a.device.subscription)).status).toBe(200);
    const row = await db.pushSubscription.findUniqueOrThrow({ where: { endpoint: a.device.endpoint } });
    expect(row.contractorId).toBe(b.contractor.id);
  });

  it(`keeps at most ${MAX_DEVICES_PER_PAINTER} devices a painter, dropping the oldest`, async () => {
    const { contractor, headers } = await painter([]);
    const devices = Array.from({ length: MAX_DEVICES_PER_PAINTER + 1 }, () => service.newDevice());
    for (const [i, device] of devices.entries()) {
      // Distinct creation times, so "oldest" is well defined.
      await subscribe(headers, device.subscription);
      await db.pushSubscription.update({
        where: { endpoint: device.endpoint },
        data: { createdAt: new Date(Date.now() - (100 - i) * MINUTE) },
      });
    }
    const kept = await db.pushSubscription.findMany({ where: { contractorId: contractor.id } });
    expect(kept).toHaveLength(MAX_DEVICES_PER_PAINTER);
    expect(kept.map((d) => d.endpoint)).not.toContain(devices[0]!.endpoint);
  });

  it("refuses bad subscriptions with 400 and a clear JSON error, writing nothing", async () => {
    const { contractor, headers } = await painter([]);
    const good = service.newDevice().subscription;
    const bodies: unknown[] = [
      {},
      { endpoint: good.endpoint },
      { ...good, endpoint: "not a url" },
      { ...good, endpoint: "http://push.example.com/send/1" },
      { ...good, endpoint: "https://10.0.0.7/send/1" },
      { ...good, endpoint: "https://metadata/send/1" },
      { ...good, endpoint: "https://push.example.com/send/1" },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
      { ...good, keys: { ...good.keys, auth: "!!not-base64url!!" } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(32).toString("base64url") } },
      { ...good, endpoint: `https://fcm.googleapis.com/fcm/send/${"x".repeat(2100)}` },
      "[]",
      "{not json",
    ];
    for (const body of bodies) {
      const answer = await subscribe(headers, body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: expect.stringMatching(/\S/) });
    }
    expect(await db.pushSubscription.count({ where: { contractorId: contractor.id } })).toBe(0);
  });

  it("without a session: 401", async () => {
    expect((await subscribe({}, service.newDevice().subscription)).status).toBe(401);
  });
});

describe("alerts instead of e-mails", () => {
  it("a new job arrives on the painter's device, encrypted for it and signed, and no e-mail goes to them", async () => {
    const date = day(20);
    const { contractor, device } = await subscribedPainter([date]);
    await book(date);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(0);

    expect(await deliverDuePush(db)).toBe(1);
    const [received] = service.receivedBy(device);
    expect(received!.payload).toEqual({
      title: expect.stringMatching(/^New job: /),
      body: expect.stringMatching(/8:00 AM-12:00 PM/),
      url: "/contractor/dashboard",
      tag: expect.stringMatching(/^new-job-/),
    });
    // Nothing of the customer's on a lock screen.
    expect(JSON.stringify(received!.payload)).not.toMatch(/Philadelphia|Test Owner|@/);
    expect(received!.vapid).toEqual({
      aud: service.origin,
      sub: "mailto:owner@brushwise.test",
      exp: expect.any(Number),
      publicKey: env.webPush!.publicKey,
    });
    expect(received!.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      ttl: String(PUSH_TTL_SECONDS),
      urgency: "high",
    });
    const row = await db.pushSubscription.findUniqueOrThrow({ where: { endpoint: device.endpoint } });
    expect(row.lastSuccessAt).not.toBeNull();
    // The e-mail it stood in for is not kept once the alert is delivered (personal data).
    const notice = await db.pushNotice.findFirstOrThrow({ where: { contractorId: contractor.id } });
    expect(notice.fallbackEmail).toEqual({});
    // Delivered once: the next run has nothing to do.
    expect(await deliverDuePush(db)).toBe(0);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(0);
  });

  it("two instances delivering at once send each alert once", async () => {
    const date = day(25);
    const { device } = await subscribedPainter([date]);
    await book(date);
    const runs = await Promise.all([deliverDuePush(db), deliverDuePush(db), deliverDuePush(db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(service.receivedBy(device)).toHaveLength(1);
  });

  it("a painter who did not opt in gets the e-mail, as before", async () => {
    const date = day(21);
    const { contractor } = await painter([date]);
    await book(date);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
    expect(await db.pushNotice.count({ where: { contractorId: contractor.id } })).toBe(0);
  });

  it("a cancelled job: an urgent alert, no e-mail to the painter (the customer still gets theirs)", async () => {
    const date = day(22);
    const { contractor, device } = await subscribedPainter([date]);
    const { booking, email } = await book(date);
    await cancelBooking(db, booking.id, { email });
    await deliverDuePush(db);
    expect(alertsOf(device)).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^New job/) }),
      expect.objectContaining({
        title: expect.stringMatching(/^Job cancelled/),
        url: "/contractor/dashboard",
      }),
    ]);
    expect(service.receivedBy(device)[1]!.headers.urgency).toBe("high");
    expect(await mailTo(contractor.email, "contractor-job-cancelled")).toBe(0);
    expect(await mailTo(email, "booking-cancelled")).toBe(1);
  });

  it("a changed date: an alert to the painter, the e-mail to the customer only", async () => {
    const date = day(23);
    const later = day(24);
    const { contractor, device } = await subscribedPainter([date, later]);
    const { booking, email } = await book(date);
    await rescheduleBooking(db, booking.id, { email, scheduledDate: later, timeSlot: "afternoon" });
    await deliverDuePush(db);
    const moved = alertsOf(device)[1] as { title: string; body: string };
    expect(moved.title).toMatch(/^Job moved: now /);
    expect(moved.body).toMatch(/^Painting Job, 12:00 PM-4:00 PM \(was .*8:00 AM-12:00 PM\)/);
    expect(service.receivedBy(device)[1]!.headers.urgency).toBe("normal");
    expect(await mailTo(contractor.email, "booking-changed")).toBe(0);
    expect(await mailTo(email, "booking-changed")).toBe(1);
  });
});

describe("the push service's answers", () => {
  it("410: the device is removed and the e-mail is queued instead", async () => {
    const date = day(30);
    const { contractor, device } = await subscribedPainter([date, day(37)]);
    await book(date);
    service.answer(410);
    expect(await deliverDuePush(db)).toBe(0);
    expect(service.receivedBy(device)).toHaveLength(1);
    expect(await db.pushSubscription.count({ where: { endpoint: device.endpoint } })).toBe(0);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
    const notice = await db.pushNotice.findFirstOrThrow({ where: { contractorId: contractor.id } });
    expect(notice).toMatchObject({ fallbackEmail: {}, fallbackQueuedAt: expect.any(Date) });
    // The painter has no device left: the next notice is an e-mail from the start.
    await book(day(37));
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(2);
  });

  it("one device gone, another that takes it: no e-mail", async () => {
    const date = day(31);
    const { contractor, headers, device } = await subscribedPainter([date]);
    const second = service.newDevice();
    await subscribe(headers, second.subscription);
    await book(date);
    service.answer(404, 201);
    expect(await deliverDuePush(db)).toBe(1);
    expect(service.receivedBy(device).length + service.receivedBy(second).length).toBe(2);
    expect(await db.pushSubscription.count({ where: { contractorId: contractor.id } })).toBe(1);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(0);
  });

  it("500: retried with backoff, then delivered", async () => {
    const date = day(32);
    const { contractor, device } = await subscribedPainter([date]);
    await book(date);
    service.answer(500);
    const t0 = new Date();
    expect(await deliverDuePush(db, { now: t0 })).toBe(0);
    const message = await db.pushMessage.findFirstOrThrow({
      where: { subscription: { endpoint: device.endpoint } },
    });
    expect(message).toMatchObject({ status: "queued", attempts: 1 });
    expect(message.nextAttemptAt.getTime()).toBeGreaterThan(t0.getTime() + MINUTE);
    // Not due yet…
    expect(await deliverDuePush(db, { now: t0 })).toBe(0);
    // …then due: delivered.
    expect(await deliverDuePush(db, { now: new Date(t0.getTime() + 3 * MINUTE) })).toBe(1);
    expect(service.receivedBy(device).map((r) => r.status)).toEqual([500, 201]);
    expect(service.receivedBy(device)[1]!.payload).toMatchObject({
      title: expect.stringMatching(/^New job/),
    });
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(0);
  });

  it("429: waits as long as Retry-After says, without spending an attempt", async () => {
    const date = day(33);
    const { device } = await subscribedPainter([date]);
    await book(date);
    service.answer({ status: 429, retryAfter: "120" });
    const t0 = new Date();
    await deliverDuePush(db, { now: t0 });
    const message = await db.pushMessage.findFirstOrThrow({
      where: { subscription: { endpoint: device.endpoint } },
    });
    expect(message).toMatchObject({ status: "queued", attempts: 0 });
    expect(message.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(t0.getTime() + 120_000);
    expect(await deliverDuePush(db, { now: new Date(t0.getTime() + 121_000) })).toBe(1);
  });

  it("another 4xx: failed for good, and the e-mail goes instead", async () => {
    const date = day(34);
    const { contractor, device } = await subscribedPainter([date]);
    await book(date);
    service.answer(400);
    await deliverDuePush(db);
    const message = await db.pushMessage.findFirstOrThrow({
      where: { subscription: { endpoint: device.endpoint } },
    });
    expect(message).toMatchObject({ status: "failed", attempts: 1 });
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
    // The device stays: a bad answer is not an unsubscription.
    expect(await db.pushSubscription.count({ where: { endpoint: device.endpoint } })).toBe(1);
  });

  it("a device unsubscribed after the alert was queued: the e-mail goes instead", async () => {
    const date = day(35);
    const { contractor, headers, device } = await subscribedPainter([date]);
    await book(date);
    await unsubscribe(headers, device.endpoint);
    await deliverDuePush(db);
    expect(service.receivedBy(device)).toHaveLength(0);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
  });
});

it("old alerts are removed after the sent e-mails' retention period; one still on its way stays", async () => {
  const date = day(45);
  const { contractor } = await subscribedPainter([date, day(46)]);
  await book(date);
  await deliverDuePush(db);
  await book(day(46));
  const notices = await db.pushNotice.findMany({
    where: { contractorId: contractor.id },
    orderBy: { createdAt: "asc" },
  });
  expect(notices).toHaveLength(2);
  const later = new Date(Date.now() + 91 * 24 * 60 * MINUTE);
  expect(await pruneOldPushNotices(db, later)).toBeGreaterThanOrEqual(1);
  const left = await db.pushNotice.findMany({ where: { contractorId: contractor.id } });
  expect(left.map((n) => n.id)).toEqual([notices[1]!.id]);
  expect(await db.pushMessage.count({ where: { noticeId: notices[0]!.id } })).toBe(0);
});

describe("without VAPID keys (job alerts off)", () => {
  const saved = { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY };
  afterEach(() => {
    process.env.VAPID_PUBLIC_KEY = saved.publicKey;
    process.env.VAPID_PRIVATE_KEY = saved.privateKey;
  });

  it("says so, refuses to subscribe, and painters with a device get the e-mail", async () => {
    const date = day(40);
    const { contractor, headers } = await subscribedPainter([date]);
    process.env.VAPID_PUBLIC_KEY = "";
    process.env.VAPID_PRIVATE_KEY = "";
    expect(await (await settings(headers)).json()).toMatchObject({ enabled: false, publicKey: null });
    const refused = await subscribe(headers, service.newDevice().subscription);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/not available/) });
    await book(date);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
  });
});
