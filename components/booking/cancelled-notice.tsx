import { PageLink } from "@/components/site/page-link";
import { CircleSlash } from "@/components/ui/static-icons/circle-slash";
import { buttonProps } from "./booking-classes";
import { cancellationFeeText } from "./format";

/** A cancelled booking: the fee that applied and the way back to book anew (docs/product.md §2). */
export function CancelledNotice({
  fee,
  title = "This booking has been cancelled.",
}: {
  fee: number | null;
  title?: string;
}) {
  return (
    <div className="space-y-3 rounded-lg border bg-muted/50 p-4 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <CircleSlash className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        {title}
      </p>
      {fee !== null && <p>{cancellationFeeText(fee)}</p>}
      <p className="text-muted-foreground">
        To schedule a new appointment, please return to the main page and get a new quote.
      </p>
      <PageLink href="/" {...buttonProps("outline", "w-full sm:w-auto")}>
        Return to Main Page
      </PageLink>
    </div>
  );
}
