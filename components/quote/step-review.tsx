"use client";

import { useLocale, useTranslations } from "next-intl";
import { Info } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import type { BreakdownLine, QuotePrice } from "@/lib/pricing/index.shared";
import type { QuoteDraftState } from "@/lib/quotes/draft.shared";
import { cn } from "@/lib/utils.shared";
import { PROPERTY_TYPE_KEYS, ROOM_TYPE_KEYS } from "./labels";

interface StepReviewProps {
  draft: QuoteDraftState;
  /** Null until the pricing has loaded. */
  price: QuotePrice | null;
}

/** Step 4: the project details, the line-item breakdown and the total. */
export function StepReview({ draft, price }: StepReviewProps) {
  const t = useTranslations("quote.review");
  const tq = useTranslations("quote");
  const english = useLocale() === "en";
  const details: [string, string][] = [
    [t("address"), draft.address.trim()],
    [t("property"), draft.propertyType ? tq(`propertyTypes.${PROPERTY_TYPE_KEYS[draft.propertyType]}`) : "—"],
    [t("name"), draft.customerName.trim() || "—"],
    [t("email"), draft.email.trim()],
    [t("phone"), draft.phone.trim()],
  ];
  const lines = price?.breakdown.filter((line) => line.kind !== "total") ?? [];
  // The pricing names its lines in English (the spec's texts); another language names them from
  // their kind. Room lines come first, one per room in order (lib/pricing/quote.shared.ts).
  const lineLabel = (line: BreakdownLine, index: number): string => {
    if (english) return line.label;
    // The amount or rate in brackets, as the pricing wrote it: "Tax (6%)" → "6%".
    const bracketed = /\(([^)]*)\)$/.exec(line.label)?.[1] ?? "";
    switch (line.kind) {
      case "room": {
        const room = draft.rooms[index];
        if (!room) return line.label;
        if (room.name.trim()) return room.name.trim();
        if (room.type === "other") return t("lines.otherRoom", { number: index + 1 });
        return t("lines.room", { room: tq(`roomTypes.${ROOM_TYPE_KEYS[room.type]}`), number: index + 1 });
      }
      case "paint":
        return t("lines.paint", {
          quality: tq(/^Luxury/.test(line.label) ? "qualities.luxury" : "qualities.premium"),
        });
      case "minimum":
        return t("lines.minimum", { amount: bracketed });
      case "furniture":
        return t("lines.furniture");
      case "subtotal":
        return t("lines.subtotal");
      case "tax":
        return t("lines.tax", { rate: bracketed });
      default:
        return line.label;
    }
  };
  const total = price?.breakdown.find((line) => line.kind === "total");

  return (
    <div className="grid gap-5">
      <section aria-labelledby="review-project" className="grid gap-2">
        <h4 id="review-project" className="text-sm font-semibold">
          {t("project")}
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
          {t("breakdown")}
        </h4>
        {price && total ? (
          <table className="w-full text-sm" data-testid="quote-breakdown">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("item")}</th>
                <th scope="col">{t("amount")}</th>
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
                    {lineLabel(line, index)}
                  </th>
                  <td className="py-2 text-right tabular-nums">{line.text}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="text-base font-semibold">
                <th scope="row" className="pt-3 pr-3 text-left">
                  {t("total")}
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
            <span className="sr-only">{t("calculating")}</span>
          </div>
        )}
      </section>

      <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t("disclaimer")}</span>
      </p>
    </div>
  );
}
