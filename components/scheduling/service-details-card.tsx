"use client";

import { CalendarDays, Clock, CreditCard, Hourglass, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { Loadable } from "@/components/booking/use-schedule-options";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { formatUsd } from "@/lib/pricing/money.shared";
import { isConsultationSlot, TIME_SLOT_LABELS, type TimeSlotId } from "@/lib/scheduling/time-slots.shared";

/** "1 day", "3 days". */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

interface ServiceDetailsCardProps {
  /** Quote total in dollars. */
  totalCost: number;
  estimate: Loadable<number>;
  date: string;
  slot: string;
}

/** Total, when payment is due and how long the work takes (docs/product.md §2 "service-details card"). */
export function ServiceDetailsCard({ totalCost, estimate, date, slot }: ServiceDetailsCardProps) {
  const consultation = isConsultationSlot(slot);

  return (
    <Card className="gap-4 py-4">
      <CardHeader className="px-4">
        <CardTitle role="heading" aria-level={3}>
          Service details
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <dl className="space-y-3 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">Total cost</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="scheduling-total">
              {formatUsd(Math.round(totalCost * 100))}
            </dd>
          </div>
          <DetailRow icon={CreditCard} label="Payment due after service">
            Nothing is charged now. Payment is collected after the work is completed, by cash, check or major
            credit card.
          </DetailRow>
          <DetailRow icon={Hourglass} label="Estimated duration" grow>
            <EstimateText estimate={estimate} consultation={consultation} />
          </DetailRow>
          {date && (
            <DetailRow icon={CalendarDays} label="Date">
              {formatBookingDate(date)}
            </DetailRow>
          )}
          {slot && (
            <DetailRow icon={Clock} label="Time">
              {TIME_SLOT_LABELS[slot as TimeSlotId] ?? slot}
              {consultation ? " (Color Consultation)" : ""}
            </DetailRow>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function EstimateText({ estimate, consultation }: { estimate: Loadable<number>; consultation: boolean }) {
  // A colour consultation is a single visit, whatever the size of the project (server: estimatedDays(…, "evening") = 1).
  if (consultation) return <>{formatDays(1)} (a single consultation visit)</>;
  if (estimate.status === "ready") {
    return (
      <>
        {formatDays(estimate.value)}
        {estimate.value > 1 ? " (consecutive days from the date you choose)" : ""}
      </>
    );
  }
  if (estimate.status === "error") return <>We&apos;ll confirm the duration with you.</>;
  return (
    <span role="status">
      <Skeleton className="inline-block h-4 w-16 align-middle" />
      <span className="sr-only">Calculating…</span>
    </span>
  );
}

/** One labelled fact of the card, its icon in the margin. */
function DetailRow({
  icon: Icon,
  label,
  grow = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  grow?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className={grow ? "flex-1" : undefined}>
        <dt className="font-medium">{label}</dt>
        <dd className="text-muted-foreground">{children}</dd>
      </div>
    </div>
  );
}
