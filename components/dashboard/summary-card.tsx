import type { LucideIcon } from "lucide-react";
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

export interface SummaryFigure {
  label: string;
  /** Undefined while the figures load: shown as a dash. */
  value: ReactNode | undefined;
  detail?: ReactNode;
  icon: LucideIcon;
  /** The icon's colour class. */
  tone: string;
}

/** A dashboard's row of summary figures, two a row on a phone and four from large screens. */
export function SummaryRow({ label, figures }: { label: string; figures: readonly SummaryFigure[] }) {
  return (
    <section aria-label={label}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ label: figureLabel, value, detail, icon: Icon, tone }) => (
          <SummaryCard
            key={figureLabel}
            label={figureLabel}
            value={value ?? "—"}
            detail={detail}
            icon={<Icon aria-hidden className={`size-4 ${tone}`} />}
          />
        ))}
      </dl>
    </section>
  );
}
