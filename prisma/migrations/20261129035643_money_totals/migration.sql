-- The Payments tab's monthly totals at a million invoices (issue 41): each month's invoices and payments
-- are summed from an index alone (the amount is in the index), with no row of the tables read.

-- DropIndex
DROP INDEX "Invoice_issuedAt_id_idx";

-- DropIndex
DROP INDEX "Payment_receivedAt_idx";

-- CreateIndex
CREATE INDEX "Invoice_issuedAt_id_total_idx" ON "Invoice"("issuedAt", "id", "total");

-- CreateIndex
CREATE INDEX "Payment_receivedAt_amount_idx" ON "Payment"("receivedAt", "amount");
