/** The Payments section's rows and URLs (GET /api/admin/invoices, lib/invoices/admin-list.ts). */
import type { INVOICE_LIST_STATUSES } from "@/lib/validations/invoice-money";

export type InvoiceFilter = "all" | (typeof INVOICE_LIST_STATUSES)[number];

export interface AdminInvoice {
  id: string;
  number: string;
  kind: "job" | "cancellation_fee";
  status: "open" | "paid" | "void";
  overdue: boolean;
  issuedAt: string;
  serviceDate: string;
  customerName: string;
  email: string;
  painter: string | null;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  dueCents: number;
  payments: {
    id: string;
    method: "card" | "cash" | "check" | "other";
    amountCents: number;
    refundedCents: number;
    receivedAt: string;
  }[];
}

export interface MonthTotals {
  month: string;
  invoices: number;
  invoicedCents: number;
  collectedCents: number;
}

export const FILTER_LABELS: Record<InvoiceFilter, string> = {
  all: "All invoices",
  open: "Open",
  overdue: "Overdue (7+ days)",
  paid: "Paid",
  void: "Credited in full",
};

function query(filter: InvoiceFilter, q: string, cursor = "") {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("status", filter);
  if (q.trim()) params.set("q", q.trim());
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

export const invoicesListUrl = (filter: InvoiceFilter, q: string, cursor: string) =>
  `/api/admin/invoices?${query(filter, q, cursor)}`;

export const invoicesCsvUrl = (filter: InvoiceFilter, q: string) =>
  `/api/admin/invoices/export?${query(filter, q)}`;

export const statusText = (invoice: AdminInvoice) =>
  invoice.status === "paid"
    ? "Paid"
    : invoice.status === "void"
      ? "Credited"
      : invoice.overdue
        ? "Overdue"
        : "Open";
