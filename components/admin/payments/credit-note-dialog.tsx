"use client";

import { AppDialog } from "@/components/ui/app-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FailureAlert } from "@/components/ui/failure-alert";
import { formatCents } from "@/lib/format.shared";
import { useAdminApi } from "../admin-api";
import { AmountReasonFields } from "./amount-reason-fields";
import type { AdminInvoice } from "./invoice-list";
import { useMoneyForm } from "./use-money-form";

/**
 * Issues a credit note: the correction of an issued invoice, which itself never changes
 * (docs/product.md §10). It lowers what is owed, at most to nothing, and needs a reason.
 */
export function CreditNoteDialog({
  invoice,
  onOpenChange,
  onIssued,
}: {
  invoice: AdminInvoice | null;
  onOpenChange: (open: boolean) => void;
  onIssued: () => void;
}) {
  const api = useAdminApi();
  const creditable = invoice ? invoice.totalCents - invoice.creditedCents : 0;
  const { busy, failure, submit } = useMoneyForm(
    (form) =>
      api.send("POST", `/api/admin/invoices/${invoice?.id}/credit-notes`, {
        amount: form.get("amount"),
        reason: form.get("reason"),
      }),
    onIssued,
    "The credit note could not be issued. Check your connection and try again.",
  );

  return (
    <AppDialog
      open={invoice !== null}
      onOpenChange={onOpenChange}
      title={invoice ? `Credit note for ${invoice.number}` : null}
      description={
        invoice ? `Up to ${formatCents(creditable)} can be credited. The invoice itself stays as issued.` : ""
      }
    >
      {invoice && (
        <form onSubmit={submit} className="space-y-4" key={invoice.id}>
          <AmountReasonFields idPrefix="credit" />
          {failure && <FailureAlert>{failure}</FailureAlert>}
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? "Issuing…" : "Issue credit note"}
            </Button>
          </DialogFooter>
        </form>
      )}
    </AppDialog>
  );
}
