/** @jest-environment node */
import { createElement } from "react";
import { render } from "@react-email/render";
import type { DbClient } from "@/lib/db/types";
import { enqueueEmail } from "@/lib/email/outbox";
import { BookingConfirmationEmail } from "@/lib/email/templates/booking-emails";

type Written = { html: string; text: string; to: string; subject: string; template: string };

/** Records what enqueueEmail writes, in place of the database. */
function recordingDb() {
  const written: Written[] = [];
  const db = { emailMessage: { create: async ({ data }: { data: Written }) => (written.push(data), data) } };
  return { db: db as unknown as DbClient, written };
}

describe("enqueueEmail", () => {
  it("writes the HTML and the same plain text that React Email's own plain-text render gives, from one render", async () => {
    const body = createElement(BookingConfirmationEmail, {
      bookingId: "bk_123",
      customerName: "Jane Doe",
      date: "Monday, December 7",
      slot: "8:00 AM-12:00 PM",
      days: 2,
      address: "2116 Spruce St, Philadelphia, PA 19103",
      total: "$1,234.50",
      service: "Painting Job",
      cancelUrl: "https://example.com/cancel-booking/abc",
      rescheduleUrl: "https://example.com/reschedule-booking/abc",
      manageUrl: "https://example.com/manage-booking",
    });
    const { db, written } = recordingDb();

    await enqueueEmail(db, { to: "jane@example.com", subject: "Booking confirmed", template: "booking-confirmation", body });

    expect(written).toHaveLength(1);
    expect(written[0]!.html).toBe(await render(body));
    expect(written[0]!.text).toBe(await render(body, { plainText: true }));
    expect(written[0]!.text).toContain("https://example.com/cancel-booking/abc");
    expect(written[0]!.text).not.toContain("<");
  });
});
