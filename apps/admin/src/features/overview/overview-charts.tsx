"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

// Loaded on demand (next/dynamic), so the chart library stays out of every other page. The
// charts are hidden from assistive technology (the tables under them carry the figures), so
// recharts' keyboard layer is off: a focusable chart inside aria-hidden is an axe failure.

export type Series = { readonly key: string; readonly label: string; readonly color: string };
type Row = Record<string, string | number>;

const shortDay = (day: string) => day.slice(5);

function Frame({ children }: { children: React.ReactElement }) {
  return (
    <div className="h-56 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function DailyBars({
  data,
  series,
  stacked = false,
}: {
  data: readonly Row[];
  series: readonly Series[];
  stacked?: boolean;
}) {
  return (
    <Frame>
      <BarChart
        accessibilityLayer={false}
        data={[...data]}
        margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} stroke="#475569" />
        <YAxis allowDecimals={false} fontSize={12} stroke="#475569" />
        <Tooltip />
        {series.length > 1 ? <Legend /> : null}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            isAnimationActive={false}
            {...(stacked ? { stackId: "day" } : {})}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

export function DailyLine({ data, series }: { data: readonly Row[]; series: Series }) {
  return (
    <Frame>
      <LineChart
        accessibilityLayer={false}
        data={[...data]}
        margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} stroke="#475569" />
        <YAxis allowDecimals={false} fontSize={12} stroke="#475569" />
        <Tooltip />
        <Line
          type="monotone"
          dataKey={series.key}
          name={series.label}
          stroke={series.color}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}
