"use client";

import type { CSSProperties, ReactElement, ReactNode } from "react";
import { ResponsiveContainer } from "recharts";
import { cn } from "@/lib/utils.shared";

/**
 * A small take on shadcn/ui's chart primitives: a config of series (label and
 * colour) becomes `--color-{key}` CSS variables, recharts draws with
 * `var(--color-{key})`, and tooltip and legend read labels from the config.
 */
export type ChartConfig = Record<string, { label: string; color: string }>;

export function ChartContainer({
  config,
  className,
  children,
}: {
  config: ChartConfig;
  className?: string;
  children: ReactElement;
}) {
  const style = Object.fromEntries(
    Object.entries(config).map(([key, { color }]) => [`--color-${key}`, color]),
  ) as CSSProperties;
  return (
    <div
      data-slot="chart"
      style={style}
      className={cn(
        "h-64 w-full min-w-0 text-xs",
        "[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border",
        "[&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-surface]:outline-none",
        className,
      )}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

interface TooltipEntry {
  dataKey?: unknown;
  name?: unknown;
  value?: unknown;
  color?: string;
}

export function ChartTooltipContent({
  active,
  payload,
  label,
  config,
  labelFormatter,
  valueFormatter = (v) => String(v),
}: {
  active?: boolean;
  payload?: ReadonlyArray<TooltipEntry>;
  label?: string | number;
  config: ChartConfig;
  labelFormatter?: (label: string) => ReactNode;
  valueFormatter?: (value: number) => string;
}) {
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      {label !== undefined && (
        <div className="font-medium">{labelFormatter ? labelFormatter(String(label)) : label}</div>
      )}
      {payload.map((entry) => {
        const key = String(entry.dataKey ?? entry.name ?? "");
        return (
          <div key={key} className="flex items-center justify-between gap-4">
            <span className="flex items-center gap-1.5 text-muted-foreground">
              <span
                aria-hidden
                className="size-2.5 shrink-0 rounded-[2px]"
                style={{ background: `var(--color-${key})` }}
              />
              {config[key]?.label ?? key}
            </span>
            <span className="font-mono font-medium tabular-nums text-foreground">
              {valueFormatter(Number(entry.value ?? 0))}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** The legend as plain HTML under the chart (readable, wraps at 375 px). */
export function ChartLegend({ config }: { config: ChartConfig }) {
  return (
    <ul
      aria-hidden
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-2 text-xs text-muted-foreground"
    >
      {Object.entries(config).map(([key, { label, color }]) => (
        <li key={key} className="flex items-center gap-1.5">
          <span className="size-2.5 shrink-0 rounded-[2px]" style={{ background: color }} />
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * A chart in a card: a heading names it, the drawing is hidden from assistive
 * technology, and the same numbers are given as a visually hidden table.
 */
export function ChartCard({
  id,
  title,
  description,
  summary,
  table,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  summary: string;
  table: { caption: string; columns: string[]; rows: (string | number)[][] };
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      className={cn("min-w-0 rounded-xl border bg-card p-4 shadow-sm", className)}
    >
      <figcaption className="mb-3 space-y-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
        <p id={`${id}-summary`} className="sr-only">
          {summary}
        </p>
      </figcaption>
      <div aria-hidden>{children}</div>
      {/* A table keeps its content width whatever its own box says: the 1 px box clips it, so no phone scrolls sideways. */}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
