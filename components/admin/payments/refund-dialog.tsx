"use client";

import { useState } from "react";
import { AppDialog } from "@/components/ui/app-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FailureAlert } from "@/components/ui/failure-alert";
import { formatCents } from "@/lib/format.shared";
import { useAdminApi } from "../admin-api";
import { AmountReasonFields } from "./amount-reason-fields";
import type { AdminInvoice } from "./invoice-list";
import { useMoneyForm } from "./use-money-form";

const METHOD = { card: "Card (through Stripe)", cash: "Cash", check: "Check", other: "Other" } as const;

/**
 * Gives money back from one of an invoice's payments (docs/product.md §10): a card payment through
 * Stripe, the others as handed back. Never more than is left of the payment.
 */
export function RefundDialog({
  invoice,
  onOpenChange,
  onRefunded,
}: {
  invoice: AdminInvoice | null;
  onOpenChange: (open: boolean) => void;
  onRefunded: () => void;
}) {
  const api = useAdminApi();
  const refundable = (invoice?.payments ?? []).filter((p) => p.amountCents > p.refundedCents);
  const [chosen, setChosen] = useState<string | null>(null);
  const paymentId = chosen ?? refundable[0]?.id ?? "";
  const { busy, failure, submit } = useMoneyForm(
    (form) =>
      api.send("POST", `/api/admin/payments/${paymentId}/refunds`, {
        amount: form.get("amount"),
        reason: form.get("reason"),
      }),
    onRefunded,
    "The refund could not be made. Check your connection and try again.",
  );

  return (
    <AppDialog
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open) setChosen(null);
        onOpenChange(open);
      }}
      title={invoice ? `Refund on ${invoice.number}` : null}
      description="Card payments are refunded through Stripe; cash and checks are recorded as handed back."
    >
      {invoice && (
        <form onSubmit={submit} className="space-y-4" key={invoice.id}>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Payment</legend>
            {refundable.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="payment"
                  className="size-4"
                  checked={paymentId === p.id}
                  onChange={() => setChosen(p.id)}
                />
                {METHOD[p.method]}, {formatCents(p.amountCents)}
                {p.refundedCents ? ` (${formatCents(p.refundedCents)} refunded)` : ""}
              </label>
            ))}
          </fieldset>
          <AmountReasonFields idPrefix="refund" />
          {failure && <FailureAlert>{failure}</FailureAlert>}
          <DialogFooter>
            <Button type="submit" disabled={busy || !paymentId}>
              {busy ? "Refunding…" : "Refund"}
            </Button>
          </DialogFooter>
        </form>
      )}
    </AppDialog>
  );
}
