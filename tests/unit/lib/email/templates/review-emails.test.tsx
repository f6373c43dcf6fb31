/** @jest-environment node */
import { createElement } from "react";
import { render, toPlainText } from "@react-email/render";
import { ReviewReminderEmail, ReviewRequestEmail } from "@/lib/email/templates/review-emails";

const facts = {
  customerName: "Jane <Doe> & Co",
  painterFirstName: "Linh",
  date: "Tuesday, December 1",
  reviewUrl: "https://example.com/review/abc.def",
};

describe("review e-mails", () => {
  it("the request names the painter's first name and the job date, and links to the review page", async () => {
    const html = await render(createElement(ReviewRequestEmail, facts));
    const text = toPlainText(html);
    expect(text).toContain("Linh painted for you on Tuesday, December 1");
    expect(text).toContain("works for 30 days");
    expect(html).toContain('href="https://example.com/review/abc.def"');
    expect(text).toContain("Write a review");
    // The customer's name is text, never markup.
    expect(html).not.toContain("<Doe>");
    expect(text).toContain("Hi Jane <Doe> & Co");
  });

  it("the reminder carries the same link and says it is the only one", async () => {
    const html = await render(createElement(ReviewReminderEmail, facts));
    const text = toPlainText(html);
    expect(text).toContain("Linh painted for you (Tuesday, December 1)");
    expect(text).toContain("This is the only reminder we send.");
    expect(html).toContain('href="https://example.com/review/abc.def"');
  });
});
