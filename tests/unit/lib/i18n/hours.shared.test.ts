import { formatHoursIn } from "@/lib/i18n/hours.shared";

describe("opening hours in each language (formatHoursIn)", () => {
  it("keeps the English format and writes the Spanish one", () => {
    expect(formatHoursIn("en", "08:00", "18:00")).toBe("8:00 AM – 6:00 PM");
    expect(formatHoursIn("en", "08:00", "18:00", " to ")).toBe("8:00 AM to 6:00 PM");
    expect(formatHoursIn("es", "08:00", "18:00")).toBe("8:00 a. m. – 6:00 p. m.");
    expect(formatHoursIn("es", "00:30", "12:00", " a ")).toBe("12:30 a. m. a 12:00 p. m.");
  });
});
