import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { withDatabase } from "./support/database";
import { apiToken, startedJob } from "./support/painter-jobs";

/**
 * Paid after the job (docs/product.md §10): a painter completes a job, the customer opens the
 * invoice from its e-mail, pays on (the stand-in for) Stripe's Checkout page, and comes back to an
 * invoice marked Paid, with a receipt in the outbox. Stripe is the loopback stand-in that
 * `npm test -- e2e` starts beside the app (tests/e2e/support/stripe-stand-in.ts).
 *
 * Priya Patel: a demo painter no other spec signs in as.
 */
const PRIYA = { email: "priya.patel@example.com", password: "painter123" };

const emailsTo = (to: string, template: string) =>
  withDatabase(
    async (client) =>
      (
        await client.query<{ text: string; subject: string }>(
          `SELECT text, subject FROM "EmailMessage" WHERE "to" = $1 AND template = $2`,
          [to, template],
        )
      ).rows,
  );

test("a completed job's invoice is paid by card and shows Paid, with a receipt in the outbox", async ({
  page,
  request,
}) => {
  // A client of its own: a spec that spends the shared loopback address's look-up budget
  // (client-address.spec.ts) must not decide whether this one's Pay button works.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-invoice-${randomUUID()}` });
  const email = `paula-${randomUUID().slice(0, 8)}@example.com`;
  const jobId = await startedJob(request, PRIYA.email, { customerName: "Paula Payer", email });
  const token = await apiToken(request, PRIYA.email, PRIYA.password);
  const completed = await request.put(`/api/contractor/jobs/${jobId}/status`, {
    data: { status: "completed", notes: "" },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(completed.status(), await completed.text()).toBe(200);

  const [invoiceEmail] = await emailsTo(email, "invoice");
  expect(invoiceEmail!.subject).toMatch(/^Invoice BW-\d{4}-\d{6} for your painting job$/);
  expect(invoiceEmail!.text).toContain("View and pay online");
  const path = /\/invoice\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.exec(invoiceEmail!.text)![0];

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: /^Invoice BW-/ })).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("Due");
  const pay = page.getByRole("button", { name: /^Pay \$[\d,]+\.\d{2} by card$/ });
  await pay.click();

  // Stripe's hosted page (the stand-in): the card never touches our server.
  await expect(page.getByRole("heading", { name: "Stand-in Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/invoice\/[^?]+\?payment=paid$/);
  await expect(page.getByTestId("invoice-status")).toHaveText("Paid");
  await expect(page.getByText(/^Paid in full on /)).toBeVisible();
  await expect(page.getByText("Amount due")).toBeVisible();
  await expect(pay).toHaveCount(0);
  await expect.poll(async () => (await emailsTo(email, "payment-receipt")).length).toBe(1);
});
