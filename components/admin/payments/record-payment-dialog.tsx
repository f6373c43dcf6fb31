"use client";

import { useState } from "react";
import { AppDialog } from "@/components/ui/app-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FailureAlert } from "@/components/ui/failure-alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { newClientRef } from "@/lib/client-ref.shared";
import { formatCents } from "@/lib/format.shared";
import { useAdminApi } from "../admin-api";
import type { AdminInvoice } from "./invoice-list";
import { useMoneyForm } from "./use-money-form";

/** The form's own key, made once per opening: one payment however often it is sent (a double click, a retry). */
function ClientRef() {
  const [value] = useState(newClientRef);
  return <input type="hidden" name="clientRef" value={value} />;
}

/**
 * Records money the back office received against an invoice: cash, a check (its number), a card
 * taken in person, or other. The server checks the amount against what is due; its message shows here.
 */
export function RecordPaymentDialog({
  invoice,
  onOpenChange,
  onRecorded,
}: {
  invoice: AdminInvoice | null;
  onOpenChange: (open: boolean) => void;
  onRecorded: () => void;
}) {
  const api = useAdminApi();
  const [method, setMethod] = useState("check");
  const { busy, failure, submit } = useMoneyForm(
    (form) =>
      api.send("POST", `/api/admin/invoices/${invoice?.id}/payments`, {
        method,
        amount: form.get("amount"),
        checkNumber: form.get("checkNumber") ?? "",
        receivedOn: form.get("receivedOn"),
        clientRef: form.get("clientRef"),
      }),
    onRecorded,
    "The payment could not be recorded. Check your connection and try again.",
  );

  return (
    <AppDialog
      open={invoice !== null}
      onOpenChange={onOpenChange}
      title={invoice ? `Record a payment for ${invoice.number}` : null}
      description={invoice ? `${invoice.customerName}: ${formatCents(invoice.dueCents)} due.` : ""}
    >
      {invoice && (
        <form onSubmit={submit} className="space-y-4" key={invoice.id}>
          <ClientRef />
          <div className="space-y-2">
            <Label htmlFor="payment-method">Method</Label>
            <select
              id="payment-method"
              value={method}
              onChange={(e) => setMethod(e.target.value)}
              className="h-10 w-full rounded-md border bg-background px-3 text-sm"
            >
              <option value="check">Check</option>
              <option value="cash">Cash</option>
              <option value="card">Card (taken in person)</option>
              <option value="other">Other</option>
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="payment-amount">Amount ($)</Label>
            <Input
              id="payment-amount"
              name="amount"
              inputMode="decimal"
              required
              defaultValue={(invoice.dueCents / 100).toFixed(2)}
            />
          </div>
          {method === "check" && (
            <div className="space-y-2">
              <Label htmlFor="payment-check">Check number</Label>
              <Input id="payment-check" name="checkNumber" required maxLength={40} />
            </div>
          )}
          <div className="space-y-2">
            <Label htmlFor="payment-date">Received on</Label>
            <Input id="payment-date" name="receivedOn" type="date" />
          </div>
          {failure && <FailureAlert>{failure}</FailureAlert>}
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? "Recording…" : "Record payment"}
            </Button>
          </DialogFooter>
        </form>
      )}
    </AppDialog>
  );
}
