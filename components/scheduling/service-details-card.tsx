"use client";

import { CalendarDays, Clock, CreditCard, Hourglass, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { Loadable } from "@/components/booking/use-schedule-options";
import { useBookingFormat } from "@/components/booking/use-booking-format";
import { formatUsd } from "@/lib/pricing/money.shared";
import { isConsultationSlot } from "@/lib/scheduling/time-slots.shared";
import { useTranslations } from "next-intl";

interface ServiceDetailsCardProps {
  /** Quote total in dollars. */
  totalCost: number;
  estimate: Loadable<number>;
  date: string;
  slot: string;
}

/** Total, when payment is due and how long the work takes (docs/product.md §2 "service-details card"). */
export function ServiceDetailsCard({ totalCost, estimate, date, slot }: ServiceDetailsCardProps) {
  const t = useTranslations("schedule.details");
  const format = useBookingFormat();
  const consultation = isConsultationSlot(slot);

  return (
    <Card className="gap-4 py-4">
      <CardHeader className="px-4">
        <CardTitle role="heading" aria-level={3}>
          {t("title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <dl className="space-y-3 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">{t("total")}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="scheduling-total">
              {formatUsd(Math.round(totalCost * 100))}
            </dd>
          </div>
          <DetailRow icon={CreditCard} label={t("paymentDue")}>
            {t("paymentText")}
          </DetailRow>
          <DetailRow icon={Hourglass} label={t("duration")} grow>
            <EstimateText estimate={estimate} consultation={consultation} />
          </DetailRow>
          {date && (
            <DetailRow icon={CalendarDays} label={t("date")}>
              {format.date(date)}
            </DetailRow>
          )}
          {slot && (
            <DetailRow icon={Clock} label={t("time")}>
              {format.slot(slot)}
              {consultation ? t("consultationSuffix") : ""}
            </DetailRow>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function EstimateText({ estimate, consultation }: { estimate: Loadable<number>; consultation: boolean }) {
  const t = useTranslations("schedule.details");
  const format = useBookingFormat();
  // A colour consultation is a single visit, whatever the size of the project (server: estimatedDays(…, "evening") = 1).
  if (consultation) return <>{t("singleVisit", { days: format.dayCount(1) })}</>;
  if (estimate.status === "ready") {
    return (
      <>
        {format.dayCount(estimate.value)}
        {estimate.value > 1 ? t("consecutive") : ""}
      </>
    );
  }
  if (estimate.status === "error") return <>{t("confirmLater")}</>;
  return (
    <span role="status">
      <Skeleton className="inline-block h-4 w-16 align-middle" />
      <span className="sr-only">{t("calculating")}</span>
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
