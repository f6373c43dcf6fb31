/** @jest-environment node */
/**
 * The English e-mails, byte for byte: every template rendered with fixed facts must give exactly the
 * HTML and text recorded before the e-mails were translated (issue 46: identical English e-mails).
 * `UPDATE_EMAIL_GOLDEN=1` rewrites the record, for a deliberate change of an English text only.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement, type ReactElement } from "react";
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
import { BookingHoldEmail } from "@/lib/email/templates/booking-hold-email";
import { ContractorInviteEmail, ContractorSignInLinkEmail } from "@/lib/email/templates/contractor-emails";
import { InvoiceEmail, InvoiceReminderEmail, ReceiptEmail } from "@/lib/email/templates/invoice-emails";
import { ReviewReminderEmail, ReviewRequestEmail } from "@/lib/email/templates/review-emails";

const facts = {
  bookingId: "bk_123",
  customerName: "Jane <Doe> & Co",
  date: "Tuesday, December 1",
  slot: "8:00 AM-12:00 PM",
  days: 2,
  address: "12 Elm St, Media, PA 19063",
  total: "$1,234.50",
  service: "Painting Job",
};
const customer = { ...facts, reference: "BW-7K3Q-9XZ2" };
const links = {
  cancelUrl: "https://brushwise.example/cancel-booking/tok.c",
  rescheduleUrl: "https://brushwise.example/reschedule-booking/tok.r",
  manageUrl: "https://brushwise.example/manage-booking",
};
const review = {
  customerName: "Jane",
  painterFirstName: "Linh",
  date: "Tuesday, December 1",
  reviewUrl: "https://brushwise.example/review/abc",
};
const invoice = {
  customerName: "Jane",
  number: "INV-2026-0001",
  date: "Tuesday, December 1",
  lines: [{ label: "Bedroom 1", amount: "$400.00" }],
  total: "$400.00",
  url: "https://brushwise.example/invoice/tok",
};

const EMAILS: Record<string, ReactElement> = {
  confirmation: createElement(BookingConfirmationEmail, { ...customer, ...links }),
  cancelledFee: createElement(BookingCancelledEmail, { ...customer, fee: "$100.00" }),
  cancelledFree: createElement(BookingCancelledEmail, { ...customer, days: 1, fee: null }),
  changedCustomer: createElement(BookingChangedEmail, {
    ...customer,
    previous: "Monday, November 30, 8:00 AM-12:00 PM",
    manageUrl: links.manageUrl,
    audience: "customer",
  }),
  changedContractor: createElement(BookingChangedEmail, {
    ...facts,
    previous: "Monday, November 30, 8:00 AM-12:00 PM",
    manageUrl: links.manageUrl,
    audience: "contractor",
  }),
  reminder: createElement(BookingReminderEmail, { ...customer, cancelUrl: links.cancelUrl }),
  completed: createElement(BookingCompletedEmail, {
    ...customer,
    contractorName: "Linh",
    afterPhotos: [{ url: "https://files.example/a.jpg", room: "Bedroom 1" }],
  }),
  completedNoPhotos: createElement(BookingCompletedEmail, { ...customer, contractorName: "Linh" }),
  onTheWay: createElement(BookingOnTheWayEmail, {
    ...customer,
    painterFirstName: "Linh",
    arrival: "Expected arrival: between 9:20 AM and 9:50 AM.",
    manageUrl: links.manageUrl,
  }),
  newJob: createElement(ContractorNewJobEmail, {
    ...facts,
    contractorName: "Linh",
    earnings: "$800.00",
    dashboardUrl: "https://brushwise.example/contractor/dashboard",
  }),
  jobCancelled: createElement(ContractorJobCancelledEmail, { ...facts, contractorName: "Linh" }),
  hold: createElement(BookingHoldEmail, {
    ...facts,
    confirmUrl: "https://brushwise.example/confirm-booking/tok",
    minutes: 30,
    deadline: "3:45 PM",
  }),
  reviewRequest: createElement(ReviewRequestEmail, review),
  reviewReminder: createElement(ReviewReminderEmail, review),
  invoiceJob: createElement(InvoiceEmail, { ...invoice, kind: "job", payOnline: true }),
  invoiceFee: createElement(InvoiceEmail, { ...invoice, kind: "cancellation_fee", payOnline: false }),
  invoiceReminder: createElement(InvoiceReminderEmail, {
    customerName: "Jane",
    number: "INV-2026-0001",
    date: "Tuesday, December 1",
    due: "$412.00",
    days: 7,
    url: invoice.url,
    payOnline: false,
    last: false,
  }),
  invoiceLastReminder: createElement(InvoiceReminderEmail, {
    customerName: "Jane",
    number: "INV-2026-0001",
    date: "Tuesday, December 1",
    due: "$412.00",
    days: 14,
    url: invoice.url,
    payOnline: true,
    last: true,
  }),
  receiptPartial: createElement(ReceiptEmail, {
    customerName: "Jane",
    number: "INV-2026-0001",
    amount: "$100.00",
    method: "cash",
    date: "Tuesday, December 1",
    due: "$300.00",
    url: invoice.url,
  }),
  receiptFull: createElement(ReceiptEmail, {
    customerName: "Jane",
    number: "INV-2026-0001",
    amount: "$400.00",
    method: "other",
    date: "Tuesday, December 1",
    due: "$0.00",
    url: invoice.url,
  }),
  invite: createElement(ContractorInviteEmail, { firstName: "Linh", link: "https://brushwise.example/set" }),
  signInLink: createElement(ContractorSignInLinkEmail, {
    firstName: "Linh",
    link: "https://brushwise.example/contractor/sign-in/tok",
    setPasswordLink: "https://brushwise.example/set",
  }),
};

const GOLDEN = join(__dirname, "__golden__", "english-emails.json");

describe("English e-mails", () => {
  it("render exactly as recorded", async () => {
    const rendered: Record<string, { html: string; text: string }> = {};
    for (const [name, element] of Object.entries(EMAILS)) rendered[name] = await renderEmail(element);
    if (process.env.UPDATE_EMAIL_GOLDEN === "1") {
      writeFileSync(GOLDEN, `${JSON.stringify(rendered, null, 1)}\n`);
    }
    const recorded = JSON.parse(readFileSync(GOLDEN, "utf8")) as typeof rendered;
    expect(Object.keys(rendered)).toEqual(Object.keys(recorded));
    for (const name of Object.keys(recorded))
      expect({ name, ...rendered[name] }).toEqual({ name, ...recorded[name] });
  });
});
