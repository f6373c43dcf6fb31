/** @jest-environment node */
import { createElement, type ReactElement } from "react";
import { render, toPlainText } from "@react-email/render";
import type { DbClient } from "@/lib/db/types";
import { enqueueEmails } from "@/lib/email/outbox";
import { renderEmail } from "@/lib/email/render";
import {
  BookingCancelledEmail,
  BookingChangedEmail,
  BookingCompletedEmail,
  BookingConfirmationEmail,
  BookingReminderEmail,
  ContractorJobCancelledEmail,
  ContractorNewJobEmail,
} from "@/lib/email/templates/booking-emails";
import { CommercialInquiryEmail } from "@/lib/email/templates/commercial-inquiry";
import { ContractorInviteEmail } from "@/lib/email/templates/contractor-emails";

const facts = {
  bookingId: "5d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f",
  customerName: "Jane <Doe> & Co",
  date: "Monday, December 7",
  slot: "8:00 AM-12:00 PM",
  days: 2,
  address: "2116 Spruce St, Philadelphia, PA 19103",
  total: "$1,234.50",
  service: "Painting Job",
};

const templates: [string, ReactElement][] = [
  [
    "booking-confirmation",
    createElement(BookingConfirmationEmail, {
      ...facts,
      reference: "BW-7K2M-9QX4-TA3B-E5RN",
      cancelUrl: "https://example.com/cancel-booking/abc.def",
      rescheduleUrl: "https://example.com/reschedule-booking/abc.def",
      manageUrl: "https://example.com/manage-booking",
    }),
  ],
  ["booking-cancelled", createElement(BookingCancelledEmail, { ...facts, fee: "$100.00" })],
  [
    "booking-changed",
    createElement(BookingChangedEmail, {
      ...facts,
      previous: "Friday, December 4, 8:00 AM-12:00 PM",
      manageUrl: "https://example.com/manage-booking",
      audience: "customer",
    }),
  ],
  [
    "booking-reminder",
    createElement(BookingReminderEmail, {
      ...facts,
      cancelUrl: "https://example.com/cancel-booking/abc.def",
    }),
  ],
  [
    "contractor-new-job",
    createElement(ContractorNewJobEmail, {
      ...facts,
      contractorName: "Pat",
      earnings: "$740.70",
      dashboardUrl: "https://example.com/contractor/dashboard",
    }),
  ],
  [
    "contractor-job-cancelled",
    createElement(ContractorJobCancelledEmail, { ...facts, contractorName: "Pat" }),
  ],
  ["booking-completed", createElement(BookingCompletedEmail, { ...facts, contractorName: "Pat Painter" })],
  [
    "contractor-invite",
    createElement(ContractorInviteEmail, {
      firstName: "Pat",
      link: "https://example.com/contractor/set-password/tok.en",
    }),
  ],
  [
    "commercial-inquiry",
    createElement(CommercialInquiryEmail, {
      id: "c0ffee00-0000-4000-8000-000000000000",
      name: "Sam Manager",
      company: "King of Prussia Offices",
      email: "sam@example.com",
      phone: null,
      message: "Three floors,\nweekends only.",
      receivedAt: new Date("2026-11-23T15:00:00Z"),
    }),
  ],
];

/** React's streaming render marks text boundaries and Suspense with comments; they carry no content. */
const withoutReactMarkers = (html: string) => html.replace(/<!--(?: |\/?\$|html|head|body)-->/g, "");

describe("renderEmail", () => {
  it.each(templates)(
    "%s: the markup React Email's render gives, without React's comment markers",
    async (_name, element) => {
      const { html } = await renderEmail(element);
      expect(html).toBe(withoutReactMarkers(await render(element)));
      expect(html.startsWith('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"')).toBe(true);
    },
  );

  it.each(templates)(
    "%s: the text React Email's html-to-text conversion gives, apart from the case of headings",
    async (_name, element) => {
      const { html, text } = await renderEmail(element);
      expect(text.toLowerCase()).toBe(toPlainText(html).toLowerCase());
      expect(text).not.toMatch(/<\/?(?:html|body|table|tr|td|p|a|div|span|strong|br)\b|<!--/i);
    },
  );

  it("keeps links, escaped text and line content in the plain text", async () => {
    const { html, text } = await renderEmail(templates[0]![1]);
    expect(html).toContain("Jane &lt;Doe&gt; &amp; Co");
    expect(text).toContain("Jane <Doe> & Co");
    expect(text).toContain("https://example.com/cancel-booking/abc.def");
    expect(text).toContain("Your booking is confirmed");
    expect(text).toContain(facts.bookingId);
  });
});

describe("enqueueEmails", () => {
  it("writes every message, rendered, in one statement", async () => {
    const calls: {
      data: { html: string; text: string; to: string; template: string; attachments?: unknown }[];
    }[] = [];
    const db = {
      emailMessage: {
        createMany: async (args: (typeof calls)[number]) => (calls.push(args), { count: args.data.length }),
      },
    } as unknown as DbClient;
    const [, confirmation] = templates[0]!;
    const [, newJob] = templates[4]!;
    const ics = {
      filename: "appointment.ics",
      contentType: "text/calendar; charset=utf-8",
      content: "QkVHSU4=",
    };

    await enqueueEmails(db, [
      {
        to: "jane@example.com",
        subject: "Booking confirmed",
        template: "booking-confirmation",
        body: confirmation,
        attachments: [ics],
      },
      { to: "pat@example.com", subject: "New job", template: "contractor-new-job", body: newJob },
    ]);

    expect(calls).toHaveLength(1);
    const [customer, painter] = calls[0]!.data;
    expect(customer).toMatchObject({
      to: "jane@example.com",
      template: "booking-confirmation",
      attachments: [ics],
      ...(await renderEmail(confirmation)),
    });
    expect(painter).toMatchObject({
      to: "pat@example.com",
      template: "contractor-new-job",
      attachments: undefined,
      ...(await renderEmail(newJob)),
    });
  });

  it("writes nothing for no messages", async () => {
    const createMany = jest.fn();
    await enqueueEmails({ emailMessage: { createMany } } as unknown as DbClient, []);
    expect(createMany).not.toHaveBeenCalled();
  });
});
