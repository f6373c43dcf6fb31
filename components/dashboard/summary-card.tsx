import type { ReactNode } from "react";

/** One figure of a dashboard's summary row; must sit inside a <dl>. */
export function SummaryCard({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-3 shadow-sm sm:p-4">
      <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        {label}
        {icon}
      </dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl">{value}</dd>
      {detail !== undefined && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}
