import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { addDays, todayInNewYork } from "../../lib/scheduling/dates.shared";
import { withDatabase } from "./support/database";
import { apiToken } from "./support/painter-jobs";
import { createOneRoomQuote } from "./support/quotes";
import { openOutbox } from "./outbox";

/**
 * The customer's whole journey in Spanish on a phone (issue 45): the wizard of /es, scheduling,
 * the confirmation, Manage Booking and the cancel link's page, with the quote and the booking
 * stored in Spanish, so every e-mail about them follows.
 */
test.use({ viewport: { width: 375, height: 812 } });

const wizard = (page: Page) => page.getByRole("dialog", { name: "Obtenga su cotización al instante" });
const scheduling = (page: Page) => page.getByRole("dialog", { name: "Programe su servicio" });

/** A Spanish booking date: "sábado, 5 de diciembre". */
const SPANISH_DATE = /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-zé]+/;

/** The languages the database stored for the booking and its quote. */
async function storedLanguages(bookingId: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ booking: string; quote: string }>(
      `SELECT b.language::text AS booking, q.language::text AS quote
         FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId" WHERE b.id = $1`,
      [bookingId],
    );
    return rows[0];
  });
}

/** A Spanish weekday date as the e-mails write it: "sábado, 5 de diciembre de 2026". */
const SPANISH_LONG_DATE =
  /(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-zé]+ de \d{4}/;

/** The outbox's e-mails of one template to one address (the EmailMessage rows the delivery worker sends). */
async function outboxEmails(to: string, template: string) {
  return withDatabase(
    async (client) =>
      (
        await client.query<{ subject: string; text: string; html: string }>(
          `SELECT subject, text, html FROM "EmailMessage" WHERE "to" = $1 AND template = $2`,
          [to, template],
        )
      ).rows,
  );
}

/** The one e-mail of `template` to `to`, once the product has queued it (a background job may). */
async function emailOnceQueued(to: string, template: string) {
  await expect.poll(async () => (await outboxEmails(to, template)).length, { timeout: 30_000 }).toBe(1);
  return (await outboxEmails(to, template))[0]!;
}

/** A Spanish e-mail: <html lang="es">, and its links lead to the Spanish pages. */
function expectSpanish(message: { html: string; text: string }, link: RegExp) {
  expect(message.html).toContain('lang="es"');
  expect(message.text).toMatch(link);
}

/**
 * The customer's e-mails in the outbox (the page stays on it): the confirmation, in Spanish,
 * carries the signed cancel link, whose token opens the Spanish cancel page.
 */
async function customerEmails(page: Page, email: string) {
  const confirmation = await emailOnceQueued(email, "booking-confirmation");
  expect(confirmation.subject).toMatch(/^Reserva confirmada: .+ el /);
  expect(confirmation.subject).toMatch(SPANISH_LONG_DATE);
  expect(confirmation.text).toContain("Su reserva está confirmada");
  expectSpanish(confirmation, /\/es\/cancel-booking\/[^\s/]+/);
  await openOutbox(page, email);
  const cancelLink = page.locator('a[href*="/cancel-booking/"]').first();
  await expect(cancelLink).toBeAttached();
  const href = (await cancelLink.getAttribute("href"))!;
  const token = /\/cancel-booking\/([^/?#]+)/.exec(new URL(href).pathname)![1]!;
  return { cancelToken: token };
}

test.describe("booking in Spanish", () => {
  test.beforeEach(async ({ page }) => {
    // Look-ups and cancellations are rate-limited per address; each test is its own client.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-${randomUUID()}` });
  });

  test("quote → schedule → confirmation → Manage Booking → cancel by link, all in Spanish", async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const email = `reserva.${info.project.name}.${Date.now()}@example.com`;

    await test.step("the wizard of /es, every step in Spanish", async () => {
      // Every Get Quote link of a Spanish page leads here (localizedPath("es", "/?quote=true")).
      await page.goto("/es?quote=true");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      const dialog = wizard(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Paso 1 de 4: Información del proyecto")).toBeVisible();
      await dialog
        .getByRole("textbox", { name: "Dirección de la propiedad" })
        .fill("1500 Spring Garden St, Philadelphia, PA 19130");
      await dialog.getByRole("button", { name: "Verificar" }).click();
      await expect(dialog.getByText("¡Buenas noticias! Trabajamos en su zona.")).toBeVisible();
      await dialog.getByRole("textbox", { name: "Nombre completo" }).fill("Marisol Reyes");
      await dialog.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
      await dialog.getByRole("textbox", { name: "Teléfono" }).fill("(215) 555-0148");
      const next = dialog.getByRole("button", { name: "Siguiente" });
      await expect(next).toBeEnabled();
      await next.click();

      await expect(dialog.getByRole("heading", { name: "Sus habitaciones" })).toBeVisible();
      // Next with a room still empty: the spec's toast, in Spanish.
      await next.click();
      await expect(page.getByText("Falta información obligatoria")).toBeVisible();
      const room = dialog.getByRole("region", { name: "Habitación 1" });
      await room.getByRole("spinbutton", { name: "Habitación 1 Largo (pies)" }).fill("11");
      await room.getByRole("spinbutton", { name: "Habitación 1 Ancho (pies)" }).fill("10");
      await room.getByRole("checkbox", { name: /Yo pongo mi propia pintura/ }).click();
      await next.click();

      await expect(dialog.getByRole("heading", { name: "Condiciones" })).toBeVisible();
      await expect(dialog.getByText("Capa de imprimador")).toBeVisible();
      await next.click();

      await expect(dialog.getByRole("heading", { name: "Revise su cotización" })).toBeVisible();
      const breakdown = dialog.getByTestId("quote-breakdown");
      await expect(breakdown.getByRole("rowheader", { name: "Dormitorio 1" })).toBeVisible();
      await expect(breakdown.getByRole("rowheader", { name: /^Impuesto \(/ })).toBeVisible();
      await expect(dialog.getByTestId("review-total")).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);

      const saved = page.waitForResponse(
        (r) => r.url().endsWith("/api/quotes") && r.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: "Obtener cotización y programar" }).click();
      const response = await saved;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({ language: "es" });
      await expect(page.getByText("Cotización lista")).toBeVisible();
    });

    const booking = await test.step("a date and a slot, booked; the confirmation in Spanish", async () => {
      const dialog = scheduling(page);
      await expect(dialog).toBeVisible();
      const confirm = dialog.getByRole("button", { name: "Confirmar reserva" });
      await expect(confirm).toBeDisabled();
      const dates = dialog.getByRole("radiogroup", { name: "Elija una fecha" }).getByRole("radio");
      await expect(dates.first()).toBeVisible();
      await expect(dates.first()).toHaveAccessibleName(SPANISH_DATE);
      await dates.first().click();
      const slots = dialog.getByRole("radiogroup", { name: "Elija un horario" });
      await expect(slots.getByRole("radio", { name: /^Mañana 8:00 a\. m\.-12:00 p\. m\./ })).toBeVisible();
      await slots.getByRole("radio", { disabled: false }).first().click();
      await expect(confirm).toBeEnabled();

      const booked = page.waitForResponse(
        (r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST",
      );
      await confirm.click();
      const response = await booked;
      expect(response.status()).toBe(201);
      const created = (await response.json()) as { id: string };
      await expect(page.getByText("Reserva creada")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Reserva confirmada" })).toBeVisible();
      await expect(page.getByText("Número de reserva")).toBeVisible();
      await expect(page.getByText(created.id)).toBeVisible();
      await expect(page.getByText(/^Este mensaje se cierra solo en 5 segundos\.$/)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Reserva confirmada" })).toBeHidden({ timeout: 15_000 });
      return created;
    });

    await test.step("the quote and the booking are stored in Spanish", async () => {
      expect(await storedLanguages(booking.id)).toEqual({ booking: "es", quote: "es" });
    });

    const { cancelToken } = await test.step("the customer's e-mails", () => customerEmails(page, email));

    await test.step("Manage Booking in Spanish finds it", async () => {
      await page.goto("/es/manage-booking");
      await expect(page.getByRole("heading", { level: 1, name: "Administre su reserva" })).toBeVisible();
      await page.getByLabel("Número de reserva").fill(booking.id);
      await page.getByLabel("Correo electrónico").fill(email);
      await page.getByRole("button", { name: "Buscar mi reserva" }).click();
      const details = page.getByRole("dialog", { name: "Detalles de la reserva" });
      await expect(details.getByText("Programada", { exact: true })).toBeVisible();
      await expect(details.getByText(SPANISH_DATE)).toBeVisible();
      await expect(details.getByRole("button", { name: "Cancelar esta cita" })).toBeVisible();
      await details.getByRole("button", { name: "Cerrar" }).click();
      await expect(details).toBeHidden();
    });

    await test.step("cancelled from the Spanish cancel page", async () => {
      await page.goto(`/es/cancel-booking/${cancelToken}`);
      await expect(page.getByRole("heading", { level: 1, name: "Cancele su reserva" })).toBeVisible();
      await page.getByRole("button", { name: "Cancelar mi reserva" }).click();
      const confirmation = page.getByRole("alertdialog", { name: "¿Cancelar esta reserva?" });
      await confirmation.getByRole("button", { name: "Sí, cancelar la reserva" }).click();
      await expect(page.getByRole("heading", { name: "Reserva cancelada" })).toBeVisible();
      await expect(
        page.getByText("Su cita fue cancelada y le enviamos un correo de confirmación."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Volver a la página principal" })).toHaveAttribute(
        "href",
        "/es",
      );
    });

    await test.step("the cancellation e-mail is Spanish", async () => {
      const cancelled = await emailOnceQueued(email, "booking-cancelled");
      expect(cancelled.subject).toMatch(/^Reserva cancelada: /);
      expect(cancelled.subject).toMatch(SPANISH_LONG_DATE);
      expect(cancelled.html).toContain('lang="es"');
    });
  });

  test("a Spanish booking's reminder and review request are Spanish", async ({ request }) => {
    test.setTimeout(120_000);
    // Delaware County is Aisha's first: a day past the demo availability (30 days) and the other
    // specs' days (contractor-offline's Tom: 33–43, contractor-portal's Aisha: 48–55) that she alone offers.
    const AISHA = { email: "aisha.johnson@example.com", password: "painter123" };
    const token = await apiToken(request, AISHA.email, AISHA.password);
    const painter = { Authorization: `Bearer ${token}` };
    const date = addDays(todayInNewYork(), 44 + Math.floor(Math.random() * 4));
    const availability = await request.post("/api/contractor/availability", {
      data: { date, timeSlots: ["morning", "afternoon"] },
      headers: painter,
    });
    expect(availability.status(), await availability.text()).toBe(200);

    const email = `resena.${randomUUID().slice(0, 8)}@example.com`;
    const quoteId = await createOneRoomQuote(request, {
      address: "100 W Front St, Media, PA 19063",
      customerName: "Rosa Delgado",
      email,
      language: "es",
    });
    const booked = await request.post("/api/bookings", {
      data: { quoteId, scheduledDate: date, timeSlot: "morning" },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id: bookingId, contractorName } = (await booked.json()) as { id: string; contractorName: string };
    expect(contractorName).toBe("Aisha Johnson");

    await test.step("the day before, the reminder goes out in Spanish", async () => {
      // The appointment moved to tomorrow in the database: the reminder job finds it on its next run.
      await withDatabase((db) =>
        db.query(`UPDATE "Booking" SET "scheduledDate" = $1::date WHERE id = $2`, [
          addDays(todayInNewYork(), 1),
          bookingId,
        ]),
      );
      const reminder = await emailOnceQueued(email, "booking-reminder");
      expect(reminder.subject).toMatch(/^Recordatorio: su cita de pintura es mañana, /);
      expect(reminder.subject).toMatch(SPANISH_LONG_DATE);
      expectSpanish(reminder, /\/es\/cancel-booking\/[^\s/]+/);
    });

    await test.step("the job done, the review request is Spanish", async () => {
      // A job starts on its day: today, in the database (customers book from tomorrow on).
      const jobId = await withDatabase(async (db) => {
        await db.query(`UPDATE "Booking" SET "scheduledDate" = $1::date WHERE id = $2`, [
          todayInNewYork(),
          bookingId,
        ]);
        const { rows } = await db.query<{ id: string }>(
          `SELECT id FROM "JobAssignment" WHERE "bookingId" = $1`,
          [bookingId],
        );
        return rows[0]!.id;
      });
      for (const status of ["acknowledged", "in_progress", "completed"]) {
        const moved = await request.put(`/api/contractor/jobs/${jobId}/status`, {
          data: { status, notes: "" },
          headers: painter,
        });
        expect(moved.status(), await moved.text()).toBe(200);
      }
      const review = await emailOnceQueued(email, "review-request");
      expect(review.subject).toMatch(/^¿Qué tal lo hizo .+\? Deje una reseña de su trabajo de pintura del /);
      expectSpanish(review, /\/es\/review\/[^\s/]+/);
    });
  });
});
