/** Job alerts (Web Push): a painter subscribing and unsubscribing a device (the alerts: push-alerts.test.ts). */
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { MAX_DEVICES_PER_PAINTER } from "@/lib/push/subscription-rules";
import {
  MINUTE,
  painter,
  service,
  settings,
  startPushServiceForFile,
  subscribe,
  subscribedPainter,
  unsubscribe,
} from "../helpers/push-alerts";

startPushServiceForFile();

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
