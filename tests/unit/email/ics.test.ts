/** @jest-environment node */
import { buildIcs } from "@/lib/email/ics";

const event = {
  uid: "b1",
  date: "2027-03-04",
  slot: "morning" as const,
  days: 1,
  summary: "Interior painting",
  description: "Living room",
  location: "2116 Spruce St, Philadelphia, PA 19103",
};

/** Lines after unfolding (RFC 5545: CRLF followed by a space continues the line). */
const lines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("buildIcs", () => {
  it("escapes CR, LF and CRLF in text: a value can never start a property of its own", () => {
    const hostile = "Apt 2\rSTATUS:CANCELLED\nATTENDEE:mailto:x@evil.example\r\nEND:VEVENT";
    const ics = buildIcs({ ...event, location: hostile, description: hostile });
    const all = lines(ics);
    expect(all.filter((l) => l.startsWith("STATUS:"))).toEqual(["STATUS:CONFIRMED"]);
    expect(all.some((l) => l.startsWith("ATTENDEE"))).toBe(false);
    expect(all.filter((l) => l === "END:VEVENT")).toHaveLength(1);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(all.find((l) => l.startsWith("LOCATION:"))).toBe("LOCATION:Apt 2\\nSTATUS:CANCELLED\\nATTENDEE:mailto:x@evil.example\\nEND:VEVENT");
  });

  it("escapes backslashes, commas and semicolons", () => {
    const ics = buildIcs({ ...event, summary: "a\\b, c; d" });
    expect(lines(ics)).toContain("SUMMARY:a\\\\b\\, c\\; d");
  });
});
