/** @jest-environment node */
import { acceptableEndpoint, pushSubscriptionSchema } from "@/lib/push/subscription-rules";

const keys = {
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString("base64url"),
  auth: Buffer.alloc(16, 3).toString("base64url"),
};

describe("where alerts may be sent", () => {
  const saved = process.env.NODE_ENV;
  afterEach(() => {
    (process.env as Record<string, string | undefined>).NODE_ENV = saved;
  });

  it("the push services browsers use, by name, over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ])
      expect(acceptableEndpoint(endpoint)).toBe(true);
  });

  it("nowhere else: IP literals, single-label names, other hosts, plain http, credentials, ports", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://10.0.0.7/send",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd00::1]/send",
      "https://metadata/send",
      "https://push.localhost/send",
      "https://user:pass@fcm.googleapis.com/send",
      // A public name may resolve into our network: only the browsers' push services are posted to.
      "https://push.example.com/send",
      "https://fcm.googleapis.com.attacker.example/send",
      "https://evilfcm.googleapis.com.example/send",
      "https://notfcm.googleapis.com/send",
      "https://fcm.googleapis.com:8443/send",
      "ftp://push.example.com/send",
      "not a url",
    ])
      expect([endpoint, acceptableEndpoint(endpoint)]).toEqual([endpoint, false]);
  });

  it("a loopback push service (the tests') outside production only", () => {
    expect(acceptableEndpoint("http://127.0.0.1:4567/push/1")).toBe(true);
    (process.env as Record<string, string | undefined>).NODE_ENV = "production";
    expect(acceptableEndpoint("http://127.0.0.1:4567/push/1")).toBe(false);
    expect(acceptableEndpoint("https://127.0.0.1:4567/push/1")).toBe(false);
    expect(acceptableEndpoint("https://localhost/send")).toBe(false);
    expect(acceptableEndpoint("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
  });
});

describe("a browser's subscription", () => {
  it("takes PushSubscription.toJSON() as browsers write it, padding tolerated", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    expect(pushSubscriptionSchema.parse({ endpoint, expirationTime: null, keys })).toEqual({
      endpoint,
      expirationTime: null,
      keys,
    });
    expect(
      pushSubscriptionSchema.parse({ endpoint, keys: { ...keys, auth: `${keys.auth}==` } }).keys.auth,
    ).toBe(keys.auth);
  });

  it("refuses keys of the wrong length or alphabet", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    for (const bad of [
      { ...keys, p256dh: keys.p256dh.slice(2) },
      { ...keys, p256dh: Buffer.alloc(65, 0xfb).toString("base64") },
      { ...keys, auth: Buffer.alloc(15).toString("base64url") },
      { ...keys, auth: "a+b/c" },
      { p256dh: keys.p256dh },
    ])
      expect(pushSubscriptionSchema.safeParse({ endpoint, keys: bad }).success).toBe(false);
  });
});
