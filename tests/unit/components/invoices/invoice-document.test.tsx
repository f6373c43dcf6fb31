import { render, screen } from "@testing-library/react";
import { InvoiceDocument } from "@/components/invoices/invoice-document";
import { INVOICE_TEXTS } from "@/lib/invoices/texts.shared";
import type { InvoiceView } from "@/lib/invoices/view";
import { CHECKOUT_NOTICES } from "@/lib/payments/checkout";
import { en } from "@/messages/en";

const INVOICE: InvoiceView = {
  number: "INV-2026-0042",
  kind: "job",
  status: "open",
  issuedOn: "Friday, December 4",
  serviceDate: "Thursday, December 3",
  days: { issued: "2026-12-04", service: "2026-12-03", paid: null },
  billedName: "Marisol Reyes",
  billedAddress: "1500 Spring Garden St, Philadelphia, PA 19130",
  lines: [
    { kind: "room", label: "Bedroom 1", amount: "$612.50" },
    { kind: "room", label: "Mamá's studio", amount: "$300.00" },
    { kind: "other", label: "Minimum job size, paint and extras", amount: "$87.50" },
    { kind: "tax", label: "Tax (6%)", amount: "$60.00" },
  ],
  subtotal: "$1,000.00",
  tax: "$60.00",
  total: "$1,060.00",
  creditNotes: [],
  payments: [
    {
      method: "Cash",
      methodKey: "cash",
      on: "Friday, December 4",
      day: "2026-12-04",
      amount: "$60.00",
      refunded: null,
    },
  ],
  paid: "$60.00",
  due: "$1,000.00",
  dueCents: 100_000,
  paidOn: null,
  payOnline: true,
};

describe("InvoiceDocument", () => {
  it("keeps the English invoice's texts", () => {
    render(<InvoiceDocument invoice={INVOICE} payAction="/pay" />);
    expect(screen.getByRole("heading", { name: "Invoice INV-2026-0042" })).toBeInTheDocument();
    expect(
      screen.getByText("BrushWise Painting · issued Friday, December 4 · due on receipt"),
    ).toBeInTheDocument();
    expect(screen.getByText("Due")).toBeInTheDocument();
    expect(screen.getByText("Painting job of")).toBeInTheDocument();
    expect(screen.getByText("Bedroom 1")).toBeInTheDocument();
    expect(screen.getByText("Paid by cash, Friday, December 4")).toBeInTheDocument();
    expect(screen.getByText("Amount due")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $1,000.00 by card" })).toBeInTheDocument();
  });

  it("writes a Spanish invoice with the same amounts", () => {
    render(<InvoiceDocument invoice={INVOICE} payAction="/pay" locale="es" />);
    expect(screen.getByRole("heading", { name: "Factura INV-2026-0042" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "BrushWise Painting · emitida el viernes, 4 de diciembre de 2026 · se paga al recibirla",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Pendiente de pago")).toBeInTheDocument();
    expect(screen.getByText("Trabajo de pintura del")).toBeInTheDocument();
    expect(screen.getByText("jueves, 3 de diciembre de 2026")).toBeInTheDocument();
    expect(screen.getByText("Dormitorio 1")).toBeInTheDocument();
    expect(screen.getByText("Mamá's studio")).toBeInTheDocument();
    expect(screen.getByText("Trabajo mínimo, pintura y extras")).toBeInTheDocument();
    expect(screen.getByText("Impuesto (6%)")).toBeInTheDocument();
    expect(screen.getByText("Pagado con efectivo, viernes, 4 de diciembre de 2026")).toBeInTheDocument();
    expect(screen.getByText("$1,060.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pagar $1,000.00 con tarjeta" })).toBeInTheDocument();
    expect(screen.queryByText(/Amount due|Paid by|Invoice /)).not.toBeInTheDocument();
  });

  it("has the invoice texts of the e-mails and of Stripe's return in its English catalogue", () => {
    expect(en.invoicePage.payInPerson).toBe(INVOICE_TEXTS.payInPerson);
    expect(en.invoicePage.invalidLinkText).toBe(INVOICE_TEXTS.invalidLinkText);
    expect(en.invoicePage.statuses).toEqual({
      paid: INVOICE_TEXTS.paid,
      open: INVOICE_TEXTS.open,
      void: INVOICE_TEXTS.void,
    });
    expect(en.invoicePage.notices).toEqual(CHECKOUT_NOTICES);
  });
});
