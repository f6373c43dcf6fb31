"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { AppDialog } from "@/components/ui/app-dialog";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { newClientRef } from "@/lib/client-ref.shared";
import { NOTES_MAX } from "@/lib/validations/booking-messages.shared";
import type { PaymentOnSite } from "../offline/queue";
import { quoteTotal, serviceType } from "./format";
import { usePortalFormat } from "../i18n/use-portal-format";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";

type Received = "none" | PaymentOnSite["method"];

/**
 * Completing a job e-mails the customer and cannot be undone, so it is
 * confirmed first; the optional notes become the job's completion notes. The cash or check the
 * customer handed over can be recorded in the same step (docs/product.md §10): with no signal it
 * waits on the phone behind the completion.
 */
export function CompleteJobDialog({
  job,
  pending,
  onOpenChange,
  onConfirm,
}: {
  job: ContractorJob | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (notes: string, payment: PaymentOnSite | null) => void | Promise<void>;
}) {
  const [notes, setNotes] = useState("");
  const [received, setReceived] = useState<Received>("none");
  const [amount, setAmount] = useState("");
  const [checkNumber, setCheckNumber] = useState("");
  // One key per opening: a payment sent twice (a lost answer) is recorded once.
  const [clientRef, setClientRef] = useState("");
  useEffect(() => {
    if (!job) return;
    setNotes("");
    setReceived("none");
    setAmount(quoteTotal(job)?.toFixed(2) ?? "");
    setCheckNumber("");
    setClientRef(newClientRef());
  }, [job]);
  const t = useTranslations("portal.complete");
  const format = usePortalFormat();
  const customer = job?.booking?.quote?.customerName || t("theCustomer");
  const service = job ? format.service(serviceType(job)) : t("theJob");

  return (
    <AppDialog
      open={job !== null}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      title={t("title")}
      description={t("description", { service, customer })}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const payment: PaymentOnSite | null =
            received === "none"
              ? null
              : {
                  method: received,
                  amount: amount.trim(),
                  clientRef,
                  ...(received === "check" ? { checkNumber: checkNumber.trim() } : {}),
                };
          void onConfirm(notes.trim(), payment);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="completion-notes">{t("notes")}</Label>
          <Textarea
            id="completion-notes"
            rows={3}
            maxLength={NOTES_MAX}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder={t("notesPlaceholder")}
          />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t("received")}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {(
              [
                ["none", t("notYet")],
                ["cash", t("cash")],
                ["check", t("check")],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="received"
                  value={value}
                  className="size-4"
                  checked={received === value}
                  onChange={() => setReceived(value)}
                />
                {label}
              </label>
            ))}
          </div>
          {received !== "none" && (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1">
                <Label htmlFor="payment-amount">{t("amount")}</Label>
                <Input
                  id="payment-amount"
                  inputMode="decimal"
                  required
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </div>
              {received === "check" && (
                <div className="grid gap-1">
                  <Label htmlFor="payment-check-number">{t("checkNumber")}</Label>
                  <Input
                    id="payment-check-number"
                    required
                    maxLength={40}
                    value={checkNumber}
                    onChange={(e) => setCheckNumber(e.target.value)}
                  />
                </div>
              )}
            </div>
          )}
        </fieldset>
        <DialogFooter className="gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline" className="min-h-11" disabled={pending}>
              {t("cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" className="min-h-11" disabled={pending}>
            {pending ? t("completing") : t("confirm")}
          </Button>
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
