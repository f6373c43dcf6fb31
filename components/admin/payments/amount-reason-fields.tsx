import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/**
 * The amount and reason a money form needs: a credit note or a refund (lib/validations/invoice-money.ts:
 * a reason of 3–500 characters), a booking's price change (a signed amount, a reason of 3–200, a hint).
 */
export function AmountReasonFields({
  idPrefix,
  amountHint,
  reasonMaxLength = 500,
  reasonMinLength = 3,
}: {
  idPrefix: string;
  /** How to write the amount, read out with the field (aria-describedby). */
  amountHint?: string;
  reasonMaxLength?: number;
  reasonMinLength?: number;
}) {
  const hintId = `${idPrefix}-amount-hint`;
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-amount`}>Amount ($)</Label>
        <Input
          id={`${idPrefix}-amount`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          aria-describedby={amountHint ? hintId : undefined}
        />
        {amountHint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {amountHint}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-reason`}>Reason</Label>
        <Textarea
          id={`${idPrefix}-reason`}
          name="reason"
          required
          minLength={reasonMinLength}
          maxLength={reasonMaxLength}
        />
      </div>
    </>
  );
}
