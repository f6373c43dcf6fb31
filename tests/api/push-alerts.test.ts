/**
 * Job alerts (Web Push) to painters: the three notices (new job, job cancelled, date changed) sent
 * through the outbox to a real HTTP push service on this machine (tests/helpers/local-push-service.ts
 * decrypts what arrives), the push service's answers, and the e-mail for painters without a device or
 * whose devices all refuse. Subscribing a device: push-subscriptions.test.ts.
 */
import { PUT as setStatus } from "@/app/api/admin/contractors/[id]/status/route";
import { cancelBooking, rescheduleBooking } from "@/lib/bookings/manage";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { pruneOldPushNotices } from "@/lib/push/notices";
import { deliverDuePush } from "@/lib/push/worker";
import { PUSH_TTL_SECONDS } from "@/lib/push/send";
import {
  alertsOf,
  book,
  day,
  mailTo,
  MINUTE,
  painter,
  service,
  settings,
  startPushServiceForFile,
  subscribe,
  subscribedPainter,
  unsubscribe,
} from "../helpers/push-alerts";
import { signInAdminForFile } from "../helpers/admin-session";
import { params } from "../helpers/http";

startPushServiceForFile();
const { send } = signInAdminForFile();

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

  it("a painter deactivated with an alert still queued: their devices are forgotten and the e-mail goes instead", async () => {
    const date = day(44);
    const { contractor, device } = await subscribedPainter([date]);
    await book(date);
    const path = `/api/admin/contractors/${contractor.id}/status`;
    expect(
      (await setStatus(send(path, { isActive: false }, "PUT"), params({ id: contractor.id }))).status,
    ).toBe(200);
    expect(await db.pushSubscription.count({ where: { contractorId: contractor.id } })).toBe(0);
    expect(await deliverDuePush(db)).toBe(0);
    expect(service.receivedBy(device)).toHaveLength(0);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
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
