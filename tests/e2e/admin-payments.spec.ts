import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { signInAdmin } from "./support/admin";
import { withDatabase } from "./support/database";

/**
 * The back office's Payments tab (docs/product.md §10): an open invoice found by its customer's
 * e-mail, a check recorded against it, and the invoice shown paid; the tab and its dialog pass axe.
 */
test.beforeEach(async ({ page }) => {
  // Login throttling counts per address: each test is its own client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `e2e-admin-payments-${randomUUID()}` });
});

/** An open $412.50 invoice of its own (the list is shared with other specs): its number and e-mail. */
async function openInvoice() {
  const email = `payer-${randomUUID().slice(0, 8)}@example.com`;
  const number = `BW-2099-${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO "Invoice" (id, number, kind, "billedName", "billedEmail", "billedAddress", "serviceDate",
         subtotal, tax, total, "issuedAt")
       VALUES (gen_random_uuid(), $1, 'job', 'Pat Payer', $2, '12 Pine St, Philadelphia, PA 19103', CURRENT_DATE,
         412.50, 0, 412.50, now()) RETURNING id`,
      [number, email],
    );
    await client.query(
      `INSERT INTO "InvoiceLine" (id, "invoiceId", position, kind, label, amount)
       VALUES (gen_random_uuid(), $1, 0, 'room', 'Living Room 1', 412.50)`,
      [rows[0]!.id],
    );
  });
  return { number, email };
}

test("an admin finds an open invoice and records the check that pays it", async ({ page }) => {
  const invoice = await openInvoice();
  await signInAdmin(page);
  await page.goto("/admin/payments");
  await expect(page.getByRole("tab", { name: "Payments" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Payments" })).toBeVisible();

  await page.getByLabel("Invoice number, e-mail or name").fill(invoice.email);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("listitem").filter({ hasText: invoice.number });
  await expect(row).toContainText("Open");
  await expect(row).toContainText("Due $412.50");
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("button", { name: `Record payment for ${invoice.number}` }).click();
  const dialog = page.getByRole("dialog", { name: `Record a payment for ${invoice.number}` });
  await expect(dialog.getByLabel("Amount ($)")).toHaveValue("412.50");
  await dialog.getByLabel("Check number").fill("1042");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Record payment" }).click();

  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("Due $0.00");
  await expect(row.getByRole("button", { name: /Record payment/ })).toHaveCount(0);
  const payment = await withDatabase(
    async (client) =>
      (
        await client.query(
          `SELECT p.method, p.amount::text, p."checkNumber", i.status FROM "Payment" p JOIN "Invoice" i ON i.id = p."invoiceId" WHERE i.number = $1`,
          [invoice.number],
        )
      ).rows,
  );
  expect(payment).toEqual([{ method: "check", amount: "412.50", checkNumber: "1042", status: "paid" }]);
});
