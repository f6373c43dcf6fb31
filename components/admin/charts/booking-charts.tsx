"use client";

import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format.shared";
import { formatWeek } from "../format";
import type { BookingAnalyticsDto as BookingAnalytics } from "@/lib/admin/analytics";
import { ChartCard, ChartContainer, ChartLegend, ChartTooltipContent, type ChartConfig } from "./chart";

const weeklyConfig: ChartConfig = { bookings: { label: "Bookings", color: "var(--chart-1)" } };
const revenueConfig: ChartConfig = {
  contractorShare: { label: "Contractor share", color: "var(--chart-2)" },
  platformShare: { label: "Platform share", color: "var(--chart-1)" },
};
const countyConfig: ChartConfig = { bookings: { label: "Bookings", color: "var(--chart-3)" } };

const compactMoney = (n: number) => (n >= 1000 ? `$${Number((n / 1000).toFixed(1))}k` : `$${Math.round(n)}`);

/** The frame both weekly charts share: weeks along the x axis, a "Week of …" tooltip; bars and y axis vary. */
function WeeklyBarChart({
  data,
  config,
  marginLeft,
  yAxis,
  valueFormatter,
  children,
}: {
  data: BookingAnalytics["weekly"];
  config: ChartConfig;
  marginLeft: number;
  yAxis: ReactNode;
  valueFormatter?: (value: number) => string;
  children: ReactNode;
}) {
  return (
    <ChartContainer config={config}>
      <BarChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, left: marginLeft, bottom: 0 }}
      >
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="week"
          tickFormatter={formatWeek}
          tickLine={false}
          axisLine={false}
          tickMargin={8}
          minTickGap={12}
        />
        {yAxis}
        <Tooltip
          content={({ active, payload, label }) => (
            <ChartTooltipContent
              active={active}
              payload={payload}
              label={label}
              config={config}
              labelFormatter={(w) => `Week of ${formatWeek(w)}`}
              valueFormatter={valueFormatter}
            />
          )}
        />
        {children}
      </BarChart>
    </ChartContainer>
  );
}

export function BookingsPerWeekChart({ data }: { data: BookingAnalytics["weekly"] }) {
  const total = data.reduce((sum, w) => sum + w.bookings, 0);
  const busiest = data.reduce<(typeof data)[number] | null>(
    (best, w) => (!best || w.bookings > best.bookings ? w : best),
    null,
  );
  return (
    <ChartCard
      id="chart-weekly"
      title="Bookings per Week"
      description="Bookings made in each of the last 12 weeks"
      summary={`${total} bookings in the last ${data.length} weeks${busiest && busiest.bookings > 0 ? `; busiest week starting ${formatWeek(busiest.week)} with ${busiest.bookings}` : ""}.`}
      table={{
        caption: "Bookings per week",
        columns: ["Week starting", "Bookings"],
        rows: data.map((w) => [formatWeek(w.week), w.bookings]),
      }}
    >
      <WeeklyBarChart
        data={data}
        config={weeklyConfig}
        marginLeft={-16}
        yAxis={<YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />}
      >
        <Bar dataKey="bookings" fill="var(--color-bookings)" radius={4} isAnimationActive={false} />
      </WeeklyBarChart>
    </ChartCard>
  );
}

export function RevenueChart({ data }: { data: BookingAnalytics["weekly"] }) {
  const contractor = data.reduce((sum, w) => sum + w.contractorShare, 0);
  const platform = data.reduce((sum, w) => sum + w.platformShare, 0);
  return (
    <ChartCard
      id="chart-revenue"
      title="Revenue Split"
      description="Weekly revenue of bookings that were not cancelled: contractor vs platform share"
      summary={`Over the last ${data.length} weeks: ${formatMoney(contractor + platform)} revenue, ${formatMoney(contractor)} to contractors and ${formatMoney(platform)} to the platform.`}
      table={{
        caption: "Revenue per week",
        columns: ["Week starting", "Revenue", "Contractor share", "Platform share"],
        rows: data.map((w) => [
          formatWeek(w.week),
          formatMoney(w.revenue),
          formatMoney(w.contractorShare),
          formatMoney(w.platformShare),
        ]),
      }}
    >
      <WeeklyBarChart
        data={data}
        config={revenueConfig}
        marginLeft={0}
        yAxis={<YAxis tickFormatter={compactMoney} tickLine={false} axisLine={false} width={48} />}
        valueFormatter={formatMoney}
      >
        <Bar
          dataKey="contractorShare"
          stackId="revenue"
          fill="var(--color-contractorShare)"
          isAnimationActive={false}
        />
        <Bar
          dataKey="platformShare"
          stackId="revenue"
          fill="var(--color-platformShare)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </WeeklyBarChart>
      <ChartLegend config={revenueConfig} />
    </ChartCard>
  );
}

export function CountyChart({ data }: { data: BookingAnalytics["byCounty"] }) {
  const total = data.reduce((sum, c) => sum + c.bookings, 0);
  return (
    <ChartCard
      id="chart-county"
      title="Bookings by County"
      description="Bookings made in the last 12 weeks, by the county of the address"
      summary={
        data.length
          ? data.map((c) => `${c.county}: ${c.bookings}`).join("; ") + ` (${total} in all).`
          : "No bookings in the last 12 weeks."
      }
      table={{
        caption: "Bookings by county",
        columns: ["County", "Bookings"],
        rows: data.map((c) => [c.county, c.bookings]),
      }}
    >
      {data.length ? (
        <ChartContainer config={countyConfig}>
          <BarChart
            data={data}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 0, right: 16, left: 8, bottom: 0 }}
          >
            <CartesianGrid horizontal={false} />
            <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
            <YAxis type="category" dataKey="county" tickLine={false} axisLine={false} width={90} />
            <Tooltip
              content={({ active, payload, label }) => (
                <ChartTooltipContent active={active} payload={payload} label={label} config={countyConfig} />
              )}
            />
            <Bar
              dataKey="bookings"
              fill="var(--color-bookings)"
              radius={4}
              maxBarSize={32}
              isAnimationActive={false}
            />
          </BarChart>
        </ChartContainer>
      ) : (
        <p className="flex h-64 items-center justify-center text-sm text-muted-foreground">
          No bookings in the last 12 weeks.
        </p>
      )}
    </ChartCard>
  );
}
