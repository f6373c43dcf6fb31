import { formatHoursIn } from "@/lib/i18n/hours.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";

describe("links inside a page (sitePath)", () => {
  it("leave English pages' links as they are", () => {
    for (const path of ["/", "/faq", "/#services", "/contractor/login", "/?quote=true"])
      expect(sitePath("en", path)).toBe(path);
  });

  it("lead a Spanish page to the Spanish twin, keeping the fragment and query", () => {
    expect(sitePath("es", "/")).toBe("/es");
    expect(sitePath("es", "/faq")).toBe("/es/faq");
    expect(sitePath("es", "/#how-it-works")).toBe("/es#how-it-works");
    expect(sitePath("es", "/?quote=true")).toBe("/es?quote=true");
    expect(sitePath("es", "/locations/chester-county")).toBe("/es/locations/chester-county");
    expect(sitePath("es", "/location/19103")).toBe("/es/location/19103");
  });

  it("lead a Spanish page to the English page when it has no twin", () => {
    expect(sitePath("es", "/contractor/login")).toBe("/contractor/login");
    expect(sitePath("es", "/admin")).toBe("/admin");
  });
});

describe("opening hours in each language (formatHoursIn)", () => {
  it("keeps the English format and writes the Spanish one", () => {
    expect(formatHoursIn("en", "08:00", "18:00")).toBe("8:00 AM – 6:00 PM");
    expect(formatHoursIn("en", "08:00", "18:00", " to ")).toBe("8:00 AM to 6:00 PM");
    expect(formatHoursIn("es", "08:00", "18:00")).toBe("8:00 a. m. – 6:00 p. m.");
    expect(formatHoursIn("es", "00:30", "12:00", " a ")).toBe("12:30 a. m. a 12:00 p. m.");
  });
});
