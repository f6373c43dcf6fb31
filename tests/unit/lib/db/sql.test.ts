/**
 * @jest-environment node
 */
import { containsPattern, searchedPhoneDigits, storedTimestamp } from "@/lib/db/sql";

describe("raw SQL pieces", () => {
  it("turns text into a LIKE pattern with its own wildcards taken literally", () => {
    expect(containsPattern("smith")).toBe("%smith%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("reads a phone-looking search as its national digits", () => {
    expect(searchedPhoneDigits("+1 (215) 555-0142")).toBe("2155550142");
    expect(searchedPhoneDigits("555-01")).toBe("55501");
    expect(searchedPhoneDigits("123")).toBeNull();
    expect(searchedPhoneDigits("Suite 4500")).toBeNull();
  });

  it("compares a moment with timestamp columns as UTC wall-clock time", () => {
    const sql = storedTimestamp(new Date("2026-11-25T04:30:00.123Z"));
    expect(sql.sql).toBe("(?::timestamptz AT TIME ZONE 'UTC')");
    expect(sql.values).toEqual(["2026-11-25T04:30:00.123Z"]);
  });
});
