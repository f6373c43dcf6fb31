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
