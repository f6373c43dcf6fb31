import {
  formatCents,
  formatClock,
  formatDollars,
  formatHours,
  formatMoney,
  knownRoomTypeLabel,
  ROOM_TYPE_LABELS,
  roomTypeLabel,
  titleCase,
} from "@/lib/format.shared";
import { formatUsd, roomLabel } from "@/lib/pricing/index.shared";
import { TIME_SLOT_TABLE, TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import { siteConfig } from "@/lib/site.shared";

describe("money", () => {
  it("always shows two decimals with thousands separators", () => {
    expect(formatMoney(1234.56)).toBe("$1,234.56");
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(100)).toBe("$100.00");
    expect(formatMoney(0.005)).toBe("$0.01");
    expect(formatMoney(-12.3)).toBe("-$12.30");
    expect(formatMoney(1_000_000)).toBe("$1,000,000.00");
  });

  it("reads numeric strings and shows anything that is not a finite number as $0.00", () => {
    expect(formatMoney("1234.5")).toBe("$1,234.50");
    expect(formatMoney(null)).toBe("$0.00");
    expect(formatMoney(undefined)).toBe("$0.00");
    expect(formatMoney("")).toBe("$0.00");
    expect(formatMoney("abc")).toBe("$0.00");
    expect(formatMoney(Number.NaN)).toBe("$0.00");
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe("$0.00");
    expect(formatMoney(Number.NEGATIVE_INFINITY)).toBe("$0.00");
  });

  it("formatDollars formats the amount as given, without clamping", () => {
    expect(formatDollars(1234.5)).toBe("$1,234.50");
    expect(formatDollars(100)).toBe("$100.00");
    expect(formatDollars(Number.NaN)).toBe("$NaN");
  });

  it("formats integer cents, and the pricing formatUsd is the same function", () => {
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatUsd(123450)).toBe("$1,234.50");
    expect(formatUsd(-10000)).toBe("-$100.00");
  });
});

describe("titleCase", () => {
  it("splits on underscores, hyphens and spaces and capitalises each word", () => {
    expect(titleCase("in_progress")).toBe("In Progress");
    expect(titleCase("living-room")).toBe("Living Room");
    expect(titleCase("semi-gloss")).toBe("Semi Gloss");
    expect(titleCase("single-family")).toBe("Single Family");
    expect(titleCase("premium")).toBe("Premium");
    expect(titleCase("  two  spaces_")).toBe("Two Spaces");
    expect(titleCase("")).toBe("");
  });

  it("keeps the rest of each word as written", () => {
    expect(titleCase("wall_Cost_Per_Sq_Ft")).toBe("Wall Cost Per Sq Ft");
    expect(titleCase("iPhone")).toBe("IPhone");
  });
});

describe("room types", () => {
  it("labels every room type of the quote form", () => {
    expect(ROOM_TYPE_LABELS).toEqual({
      bedroom: "Bedroom",
      "living-room": "Living Room",
      kitchen: "Kitchen",
      bathroom: "Bathroom",
      "dining-room": "Dining Room",
      office: "Office",
      hallway: "Hallway",
      other: "Other",
    });
  });

  it("title-cases a type it does not know; knownRoomTypeLabel says undefined", () => {
    expect(roomTypeLabel("dining-room")).toBe("Dining Room");
    expect(roomTypeLabel("other")).toBe("Other");
    expect(roomTypeLabel("sun-room")).toBe("Sun Room");
    expect(knownRoomTypeLabel("sun-room")).toBeUndefined();
    expect(knownRoomTypeLabel("office")).toBe("Office");
  });

  it("names unnamed rooms in the price breakdown, where 'other' reads 'Other Room'", () => {
    expect(roomLabel({ type: "living-room", name: "" }, 0)).toBe("Living Room 1");
    expect(roomLabel({ type: "other", name: " " }, 2)).toBe("Other Room 3");
    expect(roomLabel({ type: "sun-room", name: "" }, 1)).toBe("Room 2");
    expect(roomLabel({ type: "bedroom", name: " Guest " }, 1)).toBe("Guest");
  });
});

describe("hours", () => {
  it("writes a 24-hour wall-clock time the 12-hour way", () => {
    expect(formatClock("00:00")).toBe("12:00 AM");
    expect(formatClock("08:00")).toBe("8:00 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("16:30")).toBe("4:30 PM");
    expect(formatClock("18:05")).toBe("6:05 PM");
  });

  it("writes the business hours as the public pages show them", () => {
    const { opens, closes } = siteConfig.businessHours;
    expect(formatHours(opens, closes)).toBe("8:00 AM – 6:00 PM");
    expect(formatHours(opens, closes, " to ")).toBe("8:00 AM to 6:00 PM");
  });

  it("writes each slot's customer window as its customer label says, spaced", () => {
    for (const slot of TIME_SLOTS) {
      const { customerLabel, customerWindow } = TIME_SLOT_TABLE[slot];
      expect(formatHours(...customerWindow, "-")).toBe(customerLabel);
    }
    expect(formatHours(...TIME_SLOT_TABLE.evening.customerWindow)).toBe("4:00 PM – 7:00 PM");
  });
});
