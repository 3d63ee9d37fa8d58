"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { count } from "@wordhall/ui";
import { Card } from "@wordhall/ui/kit";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useId, useState } from "react";
import { QueryState } from "~/components/ui/query-state";
import { formatDuration, TimeAgo } from "~/components/ui/time-ago";
import { ChartTable } from "./chart-table";

const chartLoading = () => (
  <p role="status" className="flex h-56 items-center justify-center text-sm text-slate-600">
    Loading chart…
  </p>
);
const DailyBars = dynamic(() => import("./overview-charts").then((m) => m.DailyBars), {
  ssr: false,
  loading: chartLoading,
});
const DailyLine = dynamic(() => import("./overview-charts").then((m) => m.DailyLine), {
  ssr: false,
  loading: chartLoading,
});

const RANGES = [7, 30, 90] as const;

function Tile({ label, value, note }: { label: string; value: string | number; note?: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

const seconds = (s: number | null) => (s === null ? "–" : formatDuration(s * 1000));

export function OverviewDashboard() {
  const trpc = useTRPC();
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const stats = useQuery(trpc.admin.overview.stats.queryOptions({ days }));
  const rangeId = useId();

  return (
    <div className="space-y-6">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Period</legend>
        <span id={rangeId} className="text-sm text-slate-700">
          Period:
        </span>
        {RANGES.map((range) => (
          <label
            key={range}
            className={`cursor-pointer rounded-md border px-3 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-sky-600 ${
              days === range ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white"
            }`}
          >
            <input
              type="radio"
              name="range"
              value={range}
              checked={days === range}
              onChange={() => setDays(range)}
              className="sr-only"
            />
            Last {count(range, "day")}
          </label>
        ))}
      </fieldset>
      <QueryState query={stats} label="the figures">
        {(s) => (
          <>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
              <Tile
                label="Packs waiting"
                value={s.moderation.queueSize}
                note={
                  s.moderation.oldestWaitingSince ? (
                    <>
                      oldest since <TimeAgo at={s.moderation.oldestWaitingSince} />
                    </>
                  ) : (
                    "queue is empty"
                  )
                }
              />
              <Tile
                label="Median time to a decision"
                value={seconds(s.moderation.timeToDecision.medianSeconds)}
                note={`p90 ${seconds(s.moderation.timeToDecision.p90Seconds)} · ${count(s.moderation.timeToDecision.decisions, "decision")}`}
              />
              <Tile label="Open reports" value={s.reports.open} />
              <Tile label="Players in the period" value={s.activePlayers.inPeriod} />
              <Tile label="Online now" value={s.activePlayers.onlineNow} />
            </dl>
            <div className="grid gap-4 xl:grid-cols-2">
              <Card title="Games per day" id="chart-games">
                <DailyBars
                  stacked
                  data={s.gamesPerDay}
                  series={[
                    { key: "ohMyWord", label: "Oh My Word", color: "#b45309" },
                    { key: "buyword", label: "BuyWord", color: "#0369a1" },
                  ]}
                />
                <ChartTable
                  caption="Games started per day"
                  columns={[
                    { key: "day", label: "Day" },
                    { key: "ohMyWord", label: "Oh My Word" },
                    { key: "buyword", label: "BuyWord" },
                  ]}
                  rows={s.gamesPerDay}
                />
              </Card>
              <Card title="Active players per day" id="chart-players">
                <DailyLine
                  data={s.activePlayers.perDay}
                  series={{ key: "players", label: "Players", color: "#047857" }}
                />
                <ChartTable
                  caption="Different players seated in a game started that day"
                  columns={[
                    { key: "day", label: "Day" },
                    { key: "players", label: "Players" },
                  ]}
                  rows={s.activePlayers.perDay}
                />
              </Card>
              <Card
                title="Pack decisions per day"
                id="chart-decisions"
                actions={
                  <Link href="/packs" className="text-sm text-sky-800 underline">
                    Open the queue ({s.moderation.queueSize})
                  </Link>
                }
              >
                <DailyBars
                  data={s.moderation.decisionsPerDay}
                  series={[{ key: "decisions", label: "Decisions", color: "#6d28d9" }]}
                />
                <ChartTable
                  caption="Approvals and rejections per day"
                  columns={[
                    { key: "day", label: "Day" },
                    { key: "decisions", label: "Decisions" },
                  ]}
                  rows={s.moderation.decisionsPerDay}
                />
              </Card>
              <Card
                title="Reports per day"
                id="chart-reports"
                actions={
                  <Link href="/reports" className="text-sm text-sky-800 underline">
                    Open reports ({s.reports.open})
                  </Link>
                }
              >
                <DailyBars
                  data={s.reports.perDay}
                  series={[{ key: "reports", label: "Reports", color: "#b91c1c" }]}
                />
                <ChartTable
                  caption="Reports filed per day"
                  columns={[
                    { key: "day", label: "Day" },
                    { key: "reports", label: "Reports" },
                  ]}
                  rows={s.reports.perDay}
                />
              </Card>
            </div>
            <p className="text-xs text-slate-600">
              Days are UTC, from {s.from} to {s.to}.
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}
