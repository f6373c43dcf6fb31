/** @jest-environment node */
import { createElement } from "react";
import { renderEmail } from "@/lib/email/render";
import { InvoiceEmail, InvoiceReminderEmail, ReceiptEmail } from "@/lib/email/templates/invoice-emails";

const url = "https://brushwise.example/es/invoice/tok";

describe("invoice e-mails in Spanish", () => {
  it("the invoice, its reminder and the receipt", async () => {
    const invoice = await renderEmail(
      createElement(InvoiceEmail, {
        locale: "es",
        customerName: "María",
        number: "INV-2026-0001",
        kind: "cancellation_fee",
        date: "sábado, 5 de diciembre de 2026",
        lines: [{ label: "Cargo", amount: "$100.00" }],
        total: "$100.00",
        url,
        payOnline: false,
      }),
    );
    expect(invoice.text).toContain("la factura por la cancelación tardía de su cita del sábado");
    expect(invoice.text).toContain("Total a pagar");
    expect(invoice.text).toContain("Pague a su pintor al terminar el trabajo");
    expect(invoice.html).toContain(`href="${url}"`);
    const reminder = await renderEmail(
      createElement(InvoiceReminderEmail, {
        locale: "es",
        customerName: "María",
        number: "INV-2026-0001",
        date: "sábado, 5 de diciembre de 2026",
        due: "$412.00",
        days: 14,
        url,
        payOnline: true,
        last: true,
      }),
    );
    expect(reminder.text).toContain("se emitió hace 14 días y todavía debe $412.00");
    expect(reminder.text).toContain("Ver y pagar en línea");
    expect(reminder.text).toContain("Este es nuestro último recordatorio.");
    const receipt = await renderEmail(
      createElement(ReceiptEmail, {
        locale: "es",
        customerName: "María",
        number: "INV-2026-0001",
        amount: "$100.00",
        method: "cash",
        date: "sábado, 5 de diciembre de 2026",
        due: "$0.00",
        url,
      }),
    );
    expect(receipt.text).toContain("recibimos $100.00 en efectivo como pago de la factura INV-2026-0001.");
    expect(receipt.text).toContain("La factura está pagada por completo.");
  });
});
