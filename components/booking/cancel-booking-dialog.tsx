"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { cancellationFeeCents } from "@/lib/bookings/fees.shared";
import { cancellationFeeText } from "./format";
import { useBookingFormat } from "./use-booking-format";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scheduledDate: string;
  timeSlot: string;
  timeSlotLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * The "are you sure?" step before a booking is cancelled, stating the fee rule. Loaded when it is
 * first opened (CancelPanel holds its button), so the pages that show it ship no dialog code.
 */
export function CancelBookingDialog({
  open,
  onOpenChange,
  scheduledDate,
  timeSlot,
  timeSlotLabel,
  pending,
  onConfirm,
}: Props) {
  const t = useTranslations("booking");
  const format = useBookingFormat();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("cancelDialog.title")}
      description={t("cancelDialog.description", {
        date: format.date(scheduledDate),
        slot: format.english ? timeSlotLabel : format.slot(timeSlot),
      })}
      cancelLabel={t("cancelDialog.keep")}
      confirmLabel={t("cancelDialog.confirm")}
      destructive
      pending={pending}
      onConfirm={onConfirm}
    >
      <div className="space-y-1 rounded-md bg-muted p-3 text-sm">
        <p>{t("cancellationRule")}</p>
        {/* Only rendered while open, i.e. in the browser: the server decides the real fee. */}
        <p className="font-medium">
          {t("cancelDialog.ifNow", {
            fee: cancellationFeeText(t, cancellationFeeCents(scheduledDate) / 100),
          })}
        </p>
      </div>
    </ConfirmDialog>
  );
}
