"use client";

import { CircleDollarSignIcon } from "lucide-react";
import { useState } from "react";
import { AppDialog } from "@/components/ui/app-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FailureAlert } from "@/components/ui/failure-alert";
import { toast } from "@/components/ui/toast";
import { PRICE_CHANGE_REASON, PRICE_CHANGE_TEXTS } from "@/lib/bookings/price-changes.shared";
import { isLiveBooking } from "@/lib/bookings/states.shared";
import { newClientRef } from "@/lib/client-ref.shared";
import { formatMoney } from "@/lib/format.shared";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import { useAdminApi } from "../admin-api";
import { formatTimestamp } from "../format";
import { AmountReasonFields } from "../payments/amount-reason-fields";
import { useMoneyForm } from "../payments/use-money-form";

/** "+$120.00" for extra work, "-$50.00" for a discount. */
export const signedMoney = (amount: number) => `${amount > 0 ? "+" : ""}${formatMoney(amount)}`;

interface PriceChangeAnswer {
  booking?: AdminBooking;
}

/**
 * The form inside the dialog, mounted while it is open: a fresh key (clientRef) for each opening,
 * kept for a retry of the same change (a lost answer records it once), and no failure left over.
 */
function PriceChangeForm({
  booking,
  onSaved,
}: {
  booking: AdminBooking;
  onSaved: (booking: AdminBooking | undefined) => void;
}) {
  const api = useAdminApi();
  const [clientRef] = useState(newClientRef);
  const { busy, failure, submit } = useMoneyForm<PriceChangeAnswer>(
    (form) =>
      api.send("POST", `/api/admin/bookings/${encodeURIComponent(booking.id)}/price-changes`, {
        amount: form.get("amount"),
        reason: form.get("reason"),
        clientRef,
      }),
    (data) => onSaved(data?.booking),
    PRICE_CHANGE_TEXTS.failed,
  );
  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <AmountReasonFields
        idPrefix="price-change"
        amountHint={PRICE_CHANGE_TEXTS.amountHint}
        reasonMinLength={PRICE_CHANGE_REASON.min}
        reasonMaxLength={PRICE_CHANGE_REASON.max}
      />
      {failure && <FailureAlert>{failure}</FailureAlert>}
      <DialogFooter>
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy ? PRICE_CHANGE_TEXTS.saving : PRICE_CHANGE_TEXTS.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * A booking's price changes in the job-details dialog (docs/product.md §10): each with its reason,
 * and "Change price" while the job is not done yet. The server has the last word (409 once the
 * invoice is issued, or below $0.00): its message shows in the dialog.
 */
export function PriceChanges({
  booking,
  onChanged,
}: {
  booking: AdminBooking;
  /** After a change, with the booking as it now is. */
  onChanged: (booking: AdminBooking) => void;
}) {
  const [open, setOpen] = useState(false);
  const live = isLiveBooking(booking.status);

  function saved(updated: AdminBooking | undefined) {
    setOpen(false);
    toast.success(
      PRICE_CHANGE_TEXTS.saved,
      updated ? { description: `New total ${formatMoney(updated.financials.totalCost)}` } : undefined,
    );
    if (updated) onChanged(updated);
  }

  return (
    <div className="space-y-3">
      {booking.priceChanges.length > 0 ? (
        <ul aria-label="Price changes" className="space-y-2">
          {booking.priceChanges.map((change) => (
            <li key={change.id} className="flex items-start justify-between gap-3 text-sm">
              <span className="min-w-0 break-words">
                {change.reason}
                <span className="block text-xs text-muted-foreground">
                  {formatTimestamp(change.createdAt)}
                  {change.earningsChange !== 0 && ` · painter ${signedMoney(change.earningsChange)}`}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap tabular-nums">{signedMoney(change.amount)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{PRICE_CHANGE_TEXTS.none}</p>
      )}
      <AppDialog
        open={open}
        onOpenChange={setOpen}
        title={PRICE_CHANGE_TEXTS.title}
        description={PRICE_CHANGE_TEXTS.description}
        trigger={
          <Button type="button" variant="outline" className="min-h-11" disabled={!live}>
            <CircleDollarSignIcon aria-hidden />
            {PRICE_CHANGE_TEXTS.button}
          </Button>
        }
      >
        {open && <PriceChangeForm booking={booking} onSaved={saved} />}
      </AppDialog>
      {!live && <p className="text-sm text-muted-foreground">{PRICE_CHANGE_TEXTS.onlyWhileLive}</p>}
    </div>
  );
}
