/** @jest-environment node */
import { createElement } from "react";
import { renderEmail } from "@/lib/email/render";
import {
  BookingCancelledEmail,
  BookingChangedEmail,
  BookingCompletedEmail,
  BookingConfirmationEmail,
  BookingOnTheWayEmail,
  BookingReminderEmail,
  ContractorJobCancelledEmail,
  ContractorNewJobEmail,
} from "@/lib/email/templates/booking-emails";

/** A Spanish customer's facts, as lib/bookings/notifications.ts builds them (lib/email/language.ts). */
const facts = {
  bookingId: "bk_123",
  reference: "BW-7K3Q-9XZ2",
  customerName: "María <López>",
  date: "sábado, 5 de diciembre de 2026",
  slot: "Mañana (8:00 a. m. – 12:00 p. m.)",
  days: 2,
  address: "12 Elm St, Norristown, PA 19401",
  total: "$1,234.50",
  service: "Trabajo de pintura",
  locale: "es" as const,
};
const site = "https://brushwise.example";

describe("the customer's booking e-mails in Spanish", () => {
  it("confirmation: Spanish texts, facts table and buttons to the /es pages", async () => {
    const { html, text } = await renderEmail(
      createElement(BookingConfirmationEmail, {
        ...facts,
        cancelUrl: `${site}/es/cancel-booking/tok.c`,
        rescheduleUrl: `${site}/es/reschedule-booking/tok.r`,
        manageUrl: `${site}/es/manage-booking`,
      }),
    );
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(text).toContain("Su reserva está confirmada");
    expect(text).toContain("Hola María <López>, gracias por reservar con nosotros.");
    expect(html).not.toContain("<López>");
    expect(text).toContain("Fecha: sábado, 5 de diciembre de 2026 (2 días seguidos)");
    expect(text).toContain("Horario: Mañana (8:00 a. m. – 12:00 p. m.)");
    expect(text).toContain("Total: $1,234.50");
    expect(text).toContain("Su referencia: BW-7K3Q-9XZ2");
    expect(html).toContain(`href="${site}/es/cancel-booking/tok.c"`);
    expect(html).toContain(`href="${site}/es/reschedule-booking/tok.r"`);
    expect(text).toContain(`${site}/es/manage-booking`);
    expect(text).toContain("Pintura de interiores en los condados de Filadelfia");
    expect(text).not.toMatch(/\b(Hi|Your booking|Payment is due)\b/);
  });

  it("cancellation with the late-cancellation fee", async () => {
    const { text } = await renderEmail(createElement(BookingCancelledEmail, { ...facts, fee: "$100.00" }));
    expect(text).toContain("Su reserva está cancelada");
    expect(text).toContain("se aplica un cargo por cancelación tardía de $100.00.");
    const free = await renderEmail(createElement(BookingCancelledEmail, { ...facts, fee: null }));
    expect(free.text).toContain("No se aplica ningún cargo por cancelación.");
  });

  it("change, reminder, completion (with after photos) and on the way", async () => {
    const changed = await renderEmail(
      createElement(BookingChangedEmail, {
        ...facts,
        previous: "viernes, 4 de diciembre de 2026, Tarde (12:00 p. m. – 4:00 p. m.)",
        manageUrl: `${site}/es/manage-booking`,
        audience: "customer",
      }),
    );
    expect(changed.text).toContain("la cita que tenía para el viernes, 4 de diciembre de 2026");
    const reminder = await renderEmail(
      createElement(BookingReminderEmail, { ...facts, cancelUrl: `${site}/es/cancel-booking/tok` }),
    );
    expect(reminder.text).toContain("Nos vemos mañana");
    expect(reminder.text).toContain(`¿Necesita cancelar? ${site}/es/cancel-booking/tok`);
    const completed = await renderEmail(
      createElement(BookingCompletedEmail, {
        ...facts,
        contractorName: "Linh",
        afterPhotos: [{ url: "https://files.example/a.jpg", room: "Sala" }],
      }),
    );
    expect(completed.text).toContain("Linh marcó su trabajo como terminado");
    expect(completed.html).toContain('alt="Foto 1 del trabajo terminado: Sala"');
    const onTheWay = await renderEmail(
      createElement(BookingOnTheWayEmail, {
        ...facts,
        painterFirstName: "Linh",
        arrival: "Llegada prevista: entre las 9:20 a. m. y las 9:50 a. m.",
        manageUrl: `${site}/es/manage-booking`,
      }),
    );
    expect(onTheWay.text).toContain("Linh va en camino. Llegada prevista: entre las 9:20 a. m.");
    expect(onTheWay.html).toContain(`href="${site}/es/manage-booking"`);
    expect(onTheWay.text).toContain("Administrar reserva");
  });

  it("the painter's new-job and cancelled-job e-mails in Spanish", async () => {
    const painterFacts = { ...facts, reference: undefined };
    const newJob = await renderEmail(
      createElement(ContractorNewJobEmail, {
        ...painterFacts,
        contractorName: "Linh",
        earnings: "$800.00",
        dashboardUrl: `${site}/contractor/dashboard`,
      }),
    );
    expect(newJob.text).toContain("Tiene un trabajo nuevo");
    expect(newJob.text).toContain("Sus ganancias: $800.00");
    expect(newJob.text).not.toContain("Su referencia");
    const cancelled = await renderEmail(
      createElement(ContractorJobCancelledEmail, { ...painterFacts, contractorName: "Linh" }),
    );
    expect(cancelled.text).toContain("el cliente canceló este trabajo");
  });
});
