/**
 * Job alerts (Web Push) to painters: the three notices (new job, job cancelled, date changed) sent
 * through the outbox to a real HTTP push service on this machine (tests/helpers/local-push-service.ts
 * decrypts what arrives), the push service's answers, the devices' receipts (POST /api/push-receipts)
 * and the e-mail for painters without a device, whose devices all refuse, or whose alert is not
 * confirmed within PUSH_RECEIPT_WAIT_MS. Subscribing a device: push-subscriptions.test.ts.
 *
 * No test waits on the clock: the runs are handed a clock moved past the wait (`now`), as the
 * background loop's would be that much later.
 */
import { PUT as setStatus } from "@/app/api/admin/contractors/[id]/status/route";
import { cancelBooking, rescheduleBooking } from "@/lib/bookings/manage";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { calendarFeedToken } from "@/lib/contractors/calendar-feed";
import { LIMITS } from "@/lib/security/limits";
import { signToken } from "@/lib/security/signed-token";
import { pruneOldPushNotices, PUSH_RECEIPT_WAIT_MS, queueOverdueFallbacks } from "@/lib/push/notices";
import { pushReceiptToken, RECEIPT_VALID_MS, UNKNOWN_RECEIPT } from "@/lib/push/receipts";
import { deliverDuePush } from "@/lib/push/worker";
import { PUSH_TTL_SECONDS } from "@/lib/push/send";
import {
  alertsOf,
  book,
  day,
  mailTo,
  MINUTE,
  newAddress,
  painter,
  postReceipt,
  receiptOf,
  service,
  settings,
  startPushServiceForFile,
  subscribe,
  subscribedPainter,
  unsubscribe,
} from "../helpers/push-alerts";
import { signInAdminForFile } from "../helpers/admin-session";
import { freezeDateOnly } from "../helpers/freeze-date";
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
      // What its service worker posts back once it has shown it.
      receipt: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
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
    // Taken by the push service, not yet shown: the e-mail it stands in for waits for the receipt.
    const notice = await db.pushNotice.findFirstOrThrow({ where: { contractorId: contractor.id } });
    expect(notice).toMatchObject({
      receivedAt: null,
      fallbackQueuedAt: null,
      fallbackDueAt: expect.any(Date),
    });
    expect(notice.fallbackEmail).toMatchObject({ to: contractor.email, template: "contractor-new-job" });
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

  it("403 (the site's VAPID keys changed since the device subscribed): the device is removed and the e-mail goes at once", async () => {
    const date = day(36);
    const { contractor, device } = await subscribedPainter([date]);
    await book(date);
    service.answer(403);
    expect(await deliverDuePush(db)).toBe(0);
    expect(service.receivedBy(device).map((r) => r.status)).toEqual([403]);
    expect(await db.pushSubscription.count({ where: { endpoint: device.endpoint } })).toBe(0);
    const message = await db.pushMessage.findFirstOrThrow({
      where: { notice: { contractorId: contractor.id } },
    });
    expect(message).toMatchObject({ status: "gone", subscriptionId: null });
    // No receipt can come: the e-mail does not wait for PUSH_RECEIPT_WAIT_MS.
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
    const notice = await db.pushNotice.findFirstOrThrow({ where: { contractorId: contractor.id } });
    expect(notice).toMatchObject({
      fallbackEmail: {},
      fallbackQueuedAt: expect.any(Date),
      fallbackDueAt: null,
    });
    // Nor again once the wait is over.
    await queueOverdueFallbacks(db, { now: new Date(Date.now() + PUSH_RECEIPT_WAIT_MS + MINUTE) });
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
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

describe("receipts: an alert counts as delivered once a device has shown it", () => {
  const afterTheWait = () => new Date(Date.now() + PUSH_RECEIPT_WAIT_MS + MINUTE);
  /**
   * The step serves every notice: earlier tests' unconfirmed ones are e-mailed first (their tests
   * are over), so what a run returns below is this test's.
   */
  const settleEarlierNotices = () => queueOverdueFallbacks(db, { now: afterTheWait(), limit: 10_000 });

  it("the device's receipt marks the notice received: its e-mail never goes, and its copy is not kept", async () => {
    const date = day(50);
    const { contractor, device } = await subscribedPainter([date]);
    await book(date);
    expect(await deliverDuePush(db)).toBe(1);
    const answer = await postReceipt({ token: receiptOf(device) });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe("");
    const notice = await db.pushNotice.findFirstOrThrow({ where: { contractorId: contractor.id } });
    // The e-mail it stood in for held the customer's name and address: not kept once shown.
    expect(notice).toMatchObject({ receivedAt: expect.any(Date), fallbackDueAt: null, fallbackEmail: {} });
    await queueOverdueFallbacks(db, { now: afterTheWait() });
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(0);
    // The first receipt wins: a second device's, or a retried one, changes nothing.
    expect((await postReceipt({ token: receiptOf(device) })).status).toBe(204);
    const again = await db.pushNotice.findUniqueOrThrow({ where: { id: notice.id } });
    expect(again.receivedAt).toEqual(notice.receivedAt);
  });

  it(`no receipt within ${PUSH_RECEIPT_WAIT_MS / MINUTE} minutes (the phone is off): exactly one e-mail, however many instances run the step at once`, async () => {
    await settleEarlierNotices();
    const date = day(51);
    const { contractor, device } = await subscribedPainter([date]);
    await book(date);
    const t0 = new Date();
    expect(await deliverDuePush(db, { now: t0 })).toBe(1);
    expect(service.receivedBy(device)).toHaveLength(1);
    // "Sent" is not shown: within the wait, nothing yet.
    expect(
      await queueOverdueFallbacks(db, { now: new Date(t0.getTime() + PUSH_RECEIPT_WAIT_MS - MINUTE) }),
    ).toBe(0);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(0);
    // Past it: three instances' background runs at once queue it once.
    const now = new Date(t0.getTime() + PUSH_RECEIPT_WAIT_MS + MINUTE);
    const runs = await Promise.all([
      queueOverdueFallbacks(db, { now }),
      queueOverdueFallbacks(db, { now }),
      queueOverdueFallbacks(db, { now }),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
    const notice = await db.pushNotice.findFirstOrThrow({ where: { contractorId: contractor.id } });
    expect(notice).toMatchObject({
      fallbackQueuedAt: expect.any(Date),
      fallbackDueAt: null,
      fallbackEmail: {},
    });
    expect(await queueOverdueFallbacks(db, { now: new Date(now.getTime() + 60 * MINUTE) })).toBe(0);
    // The phone comes back and shows the alert after all: recorded, and still one e-mail.
    expect((await postReceipt({ token: receiptOf(device) })).status).toBe(204);
    expect(await db.pushNotice.findUniqueOrThrow({ where: { id: notice.id } })).toMatchObject({
      receivedAt: expect.any(Date),
    });
    expect(await queueOverdueFallbacks(db, { now: new Date(now.getTime() + 2 * 60 * MINUTE) })).toBe(0);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
  });

  it("the push service down (5xx): the e-mail goes after the wait, not after 24 hours of retries, and the alert stops", async () => {
    await settleEarlierNotices();
    const date = day(52);
    const { contractor, device } = await subscribedPainter([date]);
    await book(date);
    service.answer(503, 502);
    const t0 = new Date();
    expect(await deliverDuePush(db, { now: t0 })).toBe(0);
    expect(await deliverDuePush(db, { now: new Date(t0.getTime() + 3 * MINUTE) })).toBe(0);
    const message = await db.pushMessage.findFirstOrThrow({
      where: { subscription: { endpoint: device.endpoint } },
    });
    expect(message).toMatchObject({ status: "queued", attempts: 2 });
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(0);

    expect(
      await queueOverdueFallbacks(db, { now: new Date(t0.getTime() + PUSH_RECEIPT_WAIT_MS + MINUTE) }),
    ).toBe(1);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
    // The painter has the news: the alert is not tried again for the rest of the day.
    expect(await db.pushMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      status: "cancelled",
    });
    for (const hours of [1, 6, 23])
      expect(await deliverDuePush(db, { now: new Date(t0.getTime() + hours * 60 * MINUTE) })).toBe(0);
    expect(service.receivedBy(device)).toHaveLength(2);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
  });

  it("one device took it, another failed: the e-mail waits for the receipt, then goes once", async () => {
    await settleEarlierNotices();
    const date = day(53);
    const { contractor, headers, device } = await subscribedPainter([date]);
    const second = service.newDevice();
    await subscribe(headers, second.subscription);
    await book(date);
    service.answer(201, 400);
    const t0 = new Date();
    expect(await deliverDuePush(db, { now: t0 })).toBe(1);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(0);
    expect(
      await queueOverdueFallbacks(db, { now: new Date(t0.getTime() + PUSH_RECEIPT_WAIT_MS + MINUTE) }),
    ).toBe(1);
    expect(await mailTo(contractor.email, "contractor-new-job")).toBe(1);
    expect(service.receivedBy(device).length + service.receivedBy(second).length).toBe(2);
  });

  describe("POST /api/push-receipts refuses what is not a receipt of ours, with a JSON error and nothing changed", () => {
    let noticeId = "";
    beforeAll(async () => {
      const { contractor } = await painter([]);
      const notice = await db.pushNotice.create({
        data: {
          contractorId: contractor.id,
          payload: { title: "New job", body: "Painting Job", url: "/contractor/dashboard", tag: "t" },
          urgency: "high",
          fallbackEmail: {
            to: contractor.email,
            subject: "s",
            template: "contractor-new-job",
            html: "",
            text: "",
          },
          fallbackDueAt: new Date(Date.now() + PUSH_RECEIPT_WAIT_MS),
        },
      });
      noticeId = notice.id;
    });
    afterEach(async () => {
      const notice = await db.pushNotice.findUniqueOrThrow({ where: { id: noticeId } });
      expect(notice).toMatchObject({ receivedAt: null, fallbackDueAt: expect.any(Date) });
    });

    const refused = async (answer: Response, status: number, error: string | RegExp) => {
      expect(answer.status).toBe(status);
      expect(answer.headers.get("content-type")).toContain("application/json");
      expect(await answer.json()).toMatchObject({
        error: expect.stringMatching(error),
        code: expect.any(String),
      });
    };

    it.each([
      ["no token", {}, /token is required/],
      ["an empty token", { token: "" }, /token is required/],
      ["a token that is not a string", { token: 42 }, /token must be a string/],
      ["a token past 400 characters", { token: `${"a".repeat(400)}.b` }, /at most 400 characters/],
      ["not an object", [1, 2], /Invalid request/],
    ])("400 for %s", async (_what, body, error) => {
      await refused(await postReceipt(body), 400, error);
    });

    it("400 for a body that is not JSON, 415 for one that does not say it is", async () => {
      await refused(await postReceipt("{token:"), 400, /not valid JSON/);
      await refused(
        await postReceipt(JSON.stringify({ token: pushReceiptToken(noticeId, new Date()) }), {
          headers: { "content-type": "text/plain" },
        }),
        415,
        /as JSON/,
      );
    });

    it("413 for a body past 4 KB", async () => {
      await refused(await postReceipt({ token: "a.b", padding: "x".repeat(5000) }), 413, /too large/);
    });

    it("404 for a token we did not sign, signed for another purpose, or expired", async () => {
      const genuine = pushReceiptToken(noticeId, new Date());
      const [payload] = genuine.split(".");
      const forged = `${payload}.${"A".repeat(43)}`;
      const otherPurpose = signToken("calendar-feed", { n: noticeId }, Date.now() + MINUTE);
      const feed = calendarFeedToken(noticeId, 0);
      const expired = pushReceiptToken(noticeId, new Date(Date.now() - RECEIPT_VALID_MS - MINUTE));
      for (const token of [forged, otherPurpose, feed, expired, "made-up.token"])
        await refused(await postReceipt({ token }), 404, UNKNOWN_RECEIPT);
    });
  });

  describe("its limit", () => {
    // One rate-limit window for the whole test, however long it takes.
    freezeDateOnly();

    it(`answers ${LIMITS.pushReceiptsPerAddress.limit} receipts an hour from one address, then 429; other addresses go on`, async () => {
      const phone = newAddress();
      for (let i = 0; i < LIMITS.pushReceiptsPerAddress.limit; i++)
        expect((await postReceipt({ token: `made-up-${i}.x` }, { address: phone })).status).toBe(404);
      const answer = await postReceipt({ token: "made-up.x" }, { address: phone });
      expect(answer.status).toBe(429);
      expect(await answer.json()).toMatchObject({ error: LIMITS.pushReceiptsPerAddress.message });
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await postReceipt({ token: "made-up.x" }, { address: newAddress() })).status).toBe(404);
    });
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
