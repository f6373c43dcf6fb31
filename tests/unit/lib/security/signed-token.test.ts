/** @jest-environment node */
import { createHmac } from "node:crypto";
import { constantTimeEqual, signToken, verifyToken } from "@/lib/security/signed-token";

describe("signed tokens", () => {
  const saved = process.env.AUTH_SECRET;
  beforeAll(() => {
    process.env.AUTH_SECRET = "unit-test-secret-0123456789abcdef0123456789";
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.AUTH_SECRET;
    else process.env.AUTH_SECRET = saved;
  });

  const now = Date.UTC(2026, 0, 1);

  it("gives back the claims of a valid token, until it expires", () => {
    const token = signToken("booking-link", { b: "booking-1", a: "cancel" }, now + 1000);
    expect(verifyToken("booking-link", token, now)).toEqual({ b: "booking-1", a: "cancel", e: now + 1000 });
    expect(verifyToken("booking-link", token, now + 1000)).not.toBeNull();
    expect(verifyToken("booking-link", token, now + 1001)).toBeNull();
  });

  it("refuses another purpose, a changed payload or signature, and junk", () => {
    const token = signToken("set-password", { c: "contractor-1" }, now + 1000);
    const [payload, signature] = token.split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify({ c: "contractor-2", e: now + 1000 })).toString("base64url");
    expect(verifyToken("booking-link", token, now)).toBeNull();
    expect(verifyToken("set-password", `${forged}.${signature}`, now)).toBeNull();
    expect(verifyToken("set-password", `${payload}.${signature.slice(0, -2)}xx`, now)).toBeNull();
    for (const junk of ["", ".", "a.b", `${token}.extra`]) {
      expect(verifyToken("set-password", junk, now)).toBeNull();
    }
  });

  it("keeps the format links already sent were made in", () => {
    const token = signToken("booking-link", { b: "booking-1", a: "cancel" }, now);
    const payload = Buffer.from(JSON.stringify({ b: "booking-1", a: "cancel", e: now })).toString(
      "base64url",
    );
    const signature = createHmac("sha256", process.env.AUTH_SECRET!)
      .update(`booking-link:${payload}`)
      .digest("base64url");
    expect(token).toBe(`${payload}.${signature}`);
  });

  it("compares strings of any lengths", () => {
    expect(constantTimeEqual("secret", "secret")).toBe(true);
    expect(constantTimeEqual("secret", "secret!")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
  });

  it("says what is missing without AUTH_SECRET", () => {
    delete process.env.AUTH_SECRET;
    expect(() => signToken("booking-link", {}, now)).toThrow(/AUTH_SECRET is not set/);
    process.env.AUTH_SECRET = "unit-test-secret-0123456789abcdef0123456789";
  });
});
