"use client";

import { useQuery } from "@tanstack/react-query";
import { type RouterOutputs, useTRPC } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";
import { money, nounFor } from "@wordhall/ui";
import Link from "next/link";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { SignInLinks } from "~/components/sign-in-links";
import { BAND_TONE } from "~/features/buyword/band-tone";
import { cx } from "~/lib/cx";
import { monthGrid, monthTitle, previousMonth } from "./daily-days";

type CalendarDay = RouterOutputs["daily"]["calendar"]["days"][number];

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** /daily/calendar: the player's streaks and, month by month, each day's money. */
export function CalendarPage() {
  const session = useSession();
  if (session.isPending) return <Loading label="Loading your calendar…" />;
  if (!session.data?.user)
    return (
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6">
        <p className="text-lg">Sign in to see your Daily calendar and streaks.</p>
        <SignInLinks back="/daily/calendar" className="gap-2" />
      </div>
    );
  return <Calendar />;
}

function Calendar() {
  const trpc = useTRPC();
  const calendar = useQuery(trpc.daily.calendar.queryOptions({ limit: 366 }));
  if (calendar.isPending) return <Loading label="Loading your calendar…" />;
  if (calendar.isError)
    return <ErrorMessage error={calendar.error} title="Your calendar could not be loaded." />;
  const { days, currentStreak, longestStreak, today } = calendar.data;
  const byDay = new Map(days.map((d) => [d.day, d]));
  // This month and every month back to the oldest day played (a year at most).
  const months = [today.slice(0, 7)];
  const oldest = days.at(-1)?.day.slice(0, 7) ?? months[0];
  while (months.length < 12 && (months.at(-1) as string) > (oldest as string))
    months.push(previousMonth(months.at(-1) as string));
  const played = days.filter((d) => d.attempt.state === "finished").length;
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="Current streak" value={currentStreak} unit="day" testId="daily-current-streak" />
        <Stat label="Longest streak" value={longestStreak} unit="day" testId="daily-longest-streak" />
        <Stat label="Days played" value={played} unit="day" testId="daily-days-played" />
      </dl>
      <p className="text-sm text-stone-700">
        A day you played shows its money, coloured by its band; today is outlined. Open a day for its board
        and, once it has closed, its par.
      </p>
      {months.map((m) => (
        <Month key={m} month={m} byDay={byDay} today={today} />
      ))}
    </div>
  );
}

function Stat({
  label,
  value,
  unit,
  testId,
}: {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  readonly testId: string;
}) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="font-display text-4xl font-black tabular-nums" data-testid={testId}>
        {value} <span className="text-base font-semibold text-stone-700">{nounFor(value, unit)}</span>
      </dd>
    </div>
  );
}

function Month({
  month,
  byDay,
  today,
}: {
  readonly month: string;
  readonly byDay: ReadonlyMap<string, CalendarDay>;
  readonly today: string;
}) {
  const titleId = `month-${month}`;
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h2 id={titleId} className="font-display text-xl font-bold">
        {monthTitle(month)}
      </h2>
      <table className="w-full table-fixed border-separate border-spacing-1 text-center text-sm">
        <caption className="sr-only">Your Daily results in {monthTitle(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col" className="py-1 text-xs font-semibold text-stone-600">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find((c) => c)?.day}>
              {week.map((cell, i) =>
                cell ? (
                  <td key={cell.day} className="p-0">
                    <DayCell day={cell.day} date={cell.date} entry={byDay.get(cell.day)} today={today} />
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have no identity but their column
                  <td key={`blank-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DayCell({
  day,
  date,
  entry,
  today,
}: {
  readonly day: string;
  readonly date: number;
  readonly entry: CalendarDay | undefined;
  readonly today: string;
}) {
  const future = day > today;
  const attempt = entry?.attempt;
  const finished = attempt?.state === "finished" ? attempt : null;
  const label = future
    ? "still to come"
    : finished
      ? finished.money === null
        ? "ended without a result"
        : `${money(finished.money)}, streak ${entry?.streak ?? 0}`
      : attempt?.state === "playing"
        ? "being played"
        : day === today
          ? "not played yet"
          : "not played";
  const box = cx(
    "flex min-h-14 flex-col items-center justify-center rounded-lg border px-0.5 py-1 sm:min-h-16",
    finished?.band ? cx("ring-1", BAND_TONE[finished.band]) : "border-stone-200 bg-white text-stone-700",
    finished && "border-transparent",
    day === today && "outline-2 outline-offset-1 outline-brand-600",
  );
  const inner = (
    <>
      <span className="text-xs font-semibold">{date}</span>
      {finished?.money != null ? (
        <span className="text-[0.7rem] font-bold tabular-nums sm:text-sm">{money(finished.money)}</span>
      ) : attempt?.state === "playing" ? (
        <span className="text-[0.7rem]">…</span>
      ) : null}
      <span className="sr-only">: {label}</span>
    </>
  );
  if (future) return <div className={cx(box, "border-dashed bg-transparent text-stone-600")}>{inner}</div>;
  return (
    <Link href={day === today ? "/daily" : `/daily/${day}`} className={cx(box, "hover:brightness-95")}>
      {inner}
    </Link>
  );
}
