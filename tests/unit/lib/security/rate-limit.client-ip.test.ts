/** @jest-environment node */
import { CLIENT_ADDRESS_HEADER, declareStampingServer } from "@/lib/http/client-address.mjs";
import { clientIp, trustedProxyHops } from "@/lib/security/rate-limit";

function request(headers: Record<string, string>) {
  return new Request("https://www.brushwise.test/api/bookings/x/lookup", {
    headers,
  });
}

const STAMPING_SERVER = Symbol.for("brushwise.client-address-stamping-server");
const notStamping = () => delete (globalThis as Record<symbol, unknown>)[STAMPING_SERVER];

describe("clientIp without server.mjs (next start, next dev, a platform running Next.js itself)", () => {
  beforeEach(notStamping);

  it("does not believe the client-address header, which nobody overwrote: every client shares one budget", () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    const addresses = new Set(
      ["198.51.100.7", "198.51.100.8", "203.0.113.1"].map((address) =>
        clientIp(request({ [CLIENT_ADDRESS_HEADER]: address })),
      ),
    );
    expect([...addresses]).toEqual(["unknown"]);
  });
});

describe("clientIp: the caller's address from something the caller cannot forge", () => {
  beforeAll(declareStampingServer);
  afterAll(notStamping);
  const saved = process.env.TRUSTED_PROXY_HOPS;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = saved;
  });

  it("trusts no proxy by default: a client's X-Forwarded-For is ignored, the socket address counts", () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    expect(trustedProxyHops()).toBe(0);
    const spoofed = request({
      "x-forwarded-for": "203.0.113.9",
      "x-real-ip": "203.0.113.10",
      [CLIENT_ADDRESS_HEADER]: "198.51.100.7",
    });
    expect(clientIp(spoofed)).toBe("198.51.100.7");
  });

  it("a new random X-Forwarded-For per request leaves a direct client on one address", () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    const addresses = new Set(
      Array.from({ length: 5 }, (_, i) =>
        clientIp(
          request({
            "x-forwarded-for": `10.0.0.${i}`,
            [CLIENT_ADDRESS_HEADER]: "198.51.100.7",
          }),
        ),
      ),
    );
    expect([...addresses]).toEqual(["198.51.100.7"]);
  });

  it("behind N proxies takes the entry N from the right: what the client prepends does not count", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(
      clientIp(
        request({
          "x-forwarded-for": "6.6.6.6, 198.51.100.7",
          [CLIENT_ADDRESS_HEADER]: "10.0.0.2",
        }),
      ),
    ).toBe("198.51.100.7");
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.3" }))).toBe("198.51.100.7");
  });

  it("behind a proxy that sent no X-Forwarded-For, falls back to the socket address", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientIp(request({ [CLIENT_ADDRESS_HEADER]: "10.0.0.2" }))).toBe("10.0.0.2");
  });

  it("reads a malformed TRUSTED_PROXY_HOPS as no proxy, never as 'trust the header'", () => {
    for (const value of ["", "-1", "one", "1.5"]) {
      process.env.TRUSTED_PROXY_HOPS = value;
      expect(trustedProxyHops()).toBe(0);
    }
  });
});
