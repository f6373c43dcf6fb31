/** @jest-environment node */
import { createElement } from "react";
import { render, toPlainText } from "@react-email/render";
import { AvailabilityConflictsEmail } from "@/lib/email/templates/admin-emails";

describe("the owner's notice of booked jobs outside a painter's hours", () => {
  it("lists the jobs, counts the ones not listed, says the painter keeps them and links to the back office", async () => {
    const html = await render(
      createElement(AvailabilityConflictsEmail, {
        painter: "Mike Rivera",
        jobs: [
          "Tuesday, December 1, Morning · Dana, 19103",
          "Wednesday, December 2, Afternoon (2 days) · Lee, 19380",
        ],
        more: 3,
        link: "https://example.com/admin/contractors",
      }),
    );
    const text = toPlainText(html);
    expect(text).toContain(
      "Mike Rivera changed their weekly hours or time off, and these 5 booked jobs are now outside them:",
    );
    expect(text).toContain("Tuesday, December 1, Morning · Dana, 19103");
    expect(text).toContain("Wednesday, December 2, Afternoon (2 days) · Lee, 19380");
    expect(text).toContain("and 3 more");
    expect(text).toContain(
      "Mike Rivera keeps them until the office moves or reassigns them (Bookings, Edit).",
    );
    expect(html).toContain('href="https://example.com/admin/contractors"');
  });

  it("speaks of one job in the singular and lists no remainder", async () => {
    const text = toPlainText(
      await render(
        createElement(AvailabilityConflictsEmail, {
          painter: "Mike Rivera",
          jobs: ["Tuesday, December 1, Morning · Dana, 19103"],
          more: 0,
          link: "https://example.com/admin/contractors",
        }),
      ),
    );
    expect(text).toContain("and this booked job is now outside them:");
    expect(text).toContain("Mike Rivera keeps it until the office moves or reassigns it");
    expect(text).not.toContain("more");
  });
});
