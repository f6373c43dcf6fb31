/** @jest-environment node */
import { createElement } from "react";
import { renderEmail } from "@/lib/email/render";
import { BookingHoldEmail } from "@/lib/email/templates/booking-hold-email";
import { ContractorSignInLinkEmail } from "@/lib/email/templates/contractor-emails";
import { ReviewReminderEmail, ReviewRequestEmail } from "@/lib/email/templates/review-emails";

const review = {
  locale: "es" as const,
  customerName: "María",
  painterFirstName: "Linh",
  date: "sábado, 5 de diciembre de 2026",
  reviewUrl: "https://brushwise.example/es/review/abc",
};

describe("review, hold and sign-in e-mails in Spanish", () => {
  it("the review request and its reminder link to the Spanish review page", async () => {
    const request = await renderEmail(createElement(ReviewRequestEmail, review));
    expect(request.text).toContain("Linh pintó en su casa el sábado, 5 de diciembre de 2026.");
    expect(request.html).toContain('href="https://brushwise.example/es/review/abc"');
    expect(request.text).toContain("Escribir una reseña");
    const reminder = await renderEmail(createElement(ReviewReminderEmail, review));
    expect(reminder.text).toContain("Este es el único recordatorio que le enviamos.");
  });

  it("the hold asks to confirm on the Spanish page", async () => {
    const { text, html } = await renderEmail(
      createElement(BookingHoldEmail, {
        bookingId: "bk_1",
        customerName: "María",
        date: "sábado, 5 de diciembre de 2026",
        slot: "Mañana (8:00 a. m. – 12:00 p. m.)",
        days: 3,
        address: "12 Elm St",
        total: "$3,000.00",
        service: "Trabajo de pintura",
        locale: "es",
        confirmUrl: "https://brushwise.example/es/confirm-booking/tok",
        minutes: 30,
        deadline: "3:45 p. m.",
      }),
    );
    expect(text).toContain("Confirme su reserva");
    expect(text).toContain("antes de las 3:45 p. m. (hora de Nueva York)");
    expect(html).toContain('href="https://brushwise.example/es/confirm-booking/tok"');
  });

  it("the painter's sign-in link keeps its set-password link inside the Spanish sentence", async () => {
    const { text, html } = await renderEmail(
      createElement(ContractorSignInLinkEmail, {
        locale: "es",
        firstName: "Linh",
        link: "https://brushwise.example/contractor/sign-in/tok",
        setPasswordLink: "https://brushwise.example/set",
      }),
    );
    expect(text).toContain("Inicie sesión en el portal de pintores");
    expect(html).toMatch(/<a[^>]*href="https:\/\/brushwise.example\/set"[^>]*>Elija una nueva<\/a>/);
  });
});
