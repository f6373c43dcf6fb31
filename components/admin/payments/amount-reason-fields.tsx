import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** The amount and reason a credit note or a refund needs (lib/validations/invoice-money.ts: 3–500 characters). */
export function AmountReasonFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-amount`}>Amount ($)</Label>
        <Input id={`${idPrefix}-amount`} name="amount" inputMode="decimal" required />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-reason`}>Reason</Label>
        <Textarea id={`${idPrefix}-reason`} name="reason" required minLength={3} maxLength={500} />
      </div>
    </>
  );
}
