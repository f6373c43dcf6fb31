/** @jest-environment node */
import { addressBudgetKey } from "@/lib/security/rate-limit";

describe("addressBudgetKey: what a per-address budget counts against", () => {
  it("is an IPv4 address itself, however it is written", () => {
    expect(addressBudgetKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressBudgetKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressBudgetKey("::FFFF:198.51.100.7")).toBe("198.51.100.7");
  });

  it("is an IPv6 client's whole /64: any of its 2^64 addresses spends the same budget", () => {
    const network = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:dead:beef:0:1",
      "2001:DB8:1:2::abcd",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2:0:0:192.0.2.1",
    ])
      expect(addressBudgetKey(address)).toBe(network);
  });

  it("tells neighbouring /64s apart, and expands '::' before the fourth group right", () => {
    expect(addressBudgetKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressBudgetKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBudgetKey("::1")).toBe("0:0:0:0::/64");
    expect(addressBudgetKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is not an address as it is ('unknown' under next dev)", () => {
    expect(addressBudgetKey("unknown")).toBe("unknown");
    expect(addressBudgetKey("")).toBe("");
  });
});
