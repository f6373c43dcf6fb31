"use client";

import { Info } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import type { QuotePrice } from "@/lib/pricing/index.shared";
import type { QuoteDraftState } from "@/lib/quotes/draft.shared";
import { cn } from "@/lib/utils.shared";
import { PROPERTY_TYPE_LABELS } from "./labels";

interface StepReviewProps {
  draft: QuoteDraftState;
  /** Null until the pricing has loaded. */
  price: QuotePrice | null;
}

/** Step 4: the project details, the line-item breakdown and the total. */
export function StepReview({ draft, price }: StepReviewProps) {
  const details: [string, string][] = [
    ["Address", draft.address.trim()],
    ["Property", draft.propertyType ? PROPERTY_TYPE_LABELS[draft.propertyType] : "—"],
    ["Name", draft.customerName.trim() || "—"],
    ["Email", draft.email.trim()],
    ["Phone", draft.phone.trim()],
  ];
  const lines = price?.breakdown.filter((line) => line.kind !== "total") ?? [];
  const total = price?.breakdown.find((line) => line.kind === "total");

  return (
    <div className="grid gap-5">
      <section aria-labelledby="review-project" className="grid gap-2">
        <h4 id="review-project" className="text-sm font-semibold">
          Project
        </h4>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="mb-1 break-words sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="review-breakdown" className="grid gap-2">
        <h4 id="review-breakdown" className="text-sm font-semibold">
          Price breakdown
        </h4>
        {price && total ? (
          <table className="w-full text-sm" data-testid="quote-breakdown">
            <caption className="sr-only">Quote price breakdown</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr
                  key={`${line.kind}-${index}`}
                  data-kind={line.kind}
                  className={cn(
                    "border-b",
                    (line.kind === "subtotal" || line.kind === "tax") && "text-muted-foreground",
                  )}
                >
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {line.label}
                  </th>
                  <td className="py-2 text-right tabular-nums">{line.text}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="text-base font-semibold">
                <th scope="row" className="pt-3 pr-3 text-left">
                  Total
                </th>
                <td className="pt-3 text-right tabular-nums" data-testid="review-total">
                  {total.text}
                </td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-6 w-1/2 justify-self-end" />
            <span className="sr-only">Calculating your price…</span>
          </div>
        )}
      </section>

      <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          This estimate assumes standard wall conditions. The final price may change if the painter finds
          conditions that differ from your description.
        </span>
      </p>
    </div>
  );
}
