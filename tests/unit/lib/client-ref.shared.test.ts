import { newClientRef } from "@/lib/client-ref.shared";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newClientRef", () => {
  it("is a fresh v4 UUID each time (the payment schemas take only UUIDs)", () => {
    const refs = new Set(Array.from({ length: 50 }, newClientRef));
    expect(refs.size).toBe(50);
    for (const ref of refs) expect(ref).toMatch(UUID_V4);
  });

  it("is made from getRandomValues where randomUUID is missing (a page that is not secure)", () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { configurable: true, value: undefined });
    try {
      expect(newClientRef()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { configurable: true, value: original });
    }
  });
});
