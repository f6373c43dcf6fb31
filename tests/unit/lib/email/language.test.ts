/** @jest-environment node */
import {
  emailClock,
  emailDate,
  emailService,
  emailSlot,
  recipientLanguage,
  siteLink,
} from "@/lib/email/language";
import { getT } from "@/lib/i18n/server";

describe("the reader's language", () => {
  it("is the recipient's when it is a site language, else English", () => {
    expect(recipientLanguage({ language: "es" })).toBe("es");
    expect(recipientLanguage({ language: "en" })).toBe("en");
    expect(recipientLanguage({ language: null })).toBe("en");
    expect(recipientLanguage(null)).toBe("en");
  });

  it("formats dates, slots, services and clock times in Spanish; English as it always was", () => {
    expect(emailDate("es", "2026-12-05")).toBe("sábado, 5 de diciembre de 2026");
    expect(emailDate("en", "2026-12-01")).toBe("Tuesday, December 1");
    expect(emailSlot("es", "morning")).toBe("Mañana (8:00 a. m. – 12:00 p. m.)");
    expect(emailSlot("en", "morning")).toBe("8:00 AM-12:00 PM");
    expect(emailService("es", "evening")).toBe("Consulta de color");
    expect(emailService("en", "morning")).toBe("Painting Job");
    expect(emailClock("es", "9:20 AM")).toBe("9:20 a. m.");
    expect(emailClock("es", "12:05\u202fPM")).toBe("12:05 p. m.");
    expect(emailClock("en", "9:20 AM")).toBe("9:20 AM");
  });

  it("links a Spanish reader to the /es page", () => {
    expect(siteLink("es", "/manage-booking")).toMatch(/\/es\/manage-booking$/);
    expect(siteLink("en", "/manage-booking")).not.toContain("/es/");
  });

  it("exports the subjects through the catalogue (emails.<kind>.subject)", () => {
    const t = getT("es", "emails");
    expect(
      t("confirmation.subject", { service: "Trabajo de pintura", date: "sábado, 5 de diciembre de 2026" }),
    ).toBe("Reserva confirmada: Trabajo de pintura el sábado, 5 de diciembre de 2026");
    expect(getT("en", "emails")("completed.subject")).toBe("Your painting job is complete");
  });
});
