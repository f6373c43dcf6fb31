import { EyeOffIcon, CheckCircle2Icon, ClockIcon, TriangleAlertIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ReviewStatusName } from "@/lib/validations/review-rules.shared";
import { heldReasonLabel, REVIEW_STATUS_LABELS } from "./review-list";

const STATUS_STYLE: Record<ReviewStatusName, { className: string; Icon: typeof ClockIcon }> = {
  pending: { className: "border-yellow-300 bg-yellow-50 text-yellow-900", Icon: ClockIcon },
  published: { className: "border-green-300 bg-green-50 text-green-900", Icon: CheckCircle2Icon },
  hidden: { className: "border-slate-300 bg-slate-100 text-slate-800", Icon: EyeOffIcon },
};

export function ReviewStatusBadge({ status }: { status: string }) {
  const style = STATUS_STYLE[status as ReviewStatusName];
  const label = REVIEW_STATUS_LABELS[status as ReviewStatusName] ?? status;
  if (!style) return <Badge variant="outline">{label}</Badge>;
  return (
    <Badge variant="outline" className={style.className}>
      <style.Icon aria-hidden />
      {label}
    </Badge>
  );
}

/**
 * Why the text was held: links and e-mail addresses are how spam and contact-poaching get in, so
 * the moderator reads it before it goes on the site. Not an alert: it describes the review, it is
 * not news, and a page of held reviews would otherwise interrupt a screen reader once for each.
 */
export function HeldReasonNotice({ reason }: { reason: string }) {
  return (
    <div className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <p className="min-w-0">
        <strong className="font-semibold">{heldReasonLabel(reason)}</strong>: held for moderation. Read the
        text before publishing it.
      </p>
    </div>
  );
}
