"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";
import Link from "next/link";
import { addDays, dayOf } from "./daily-days";
import { DayBoard } from "./day-board";

const navLink = "rounded-md px-2 py-1 font-semibold text-brand-700 underline underline-offset-2";

/** /daily/<day>: one day's board, its par once closed, and the player's own game beside it. */
export function PastDayPage({ day }: { readonly day: string }) {
  const session = useSession();
  const user = session.data?.user ?? null;
  const trpc = useTRPC();
  // The player's own money that day, from their calendar (the board shows the first 100).
  const calendar = useQuery({ ...trpc.daily.calendar.queryOptions({ limit: 366 }), enabled: user !== null });
  const mine = calendar.data?.days.find((d) => d.day === day)?.attempt;
  const yourMoney = mine?.state === "finished" ? mine.money : null;
  const today = dayOf(Date.now());
  const next = addDays(day, 1);
  return (
    <div className="space-y-6">
      <nav aria-label="Other days" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link className={navLink} href={`/daily/${addDays(day, -1)}`}>
          ← {addDays(day, -1)}
        </Link>
        <Link className={navLink} href="/daily">
          Today's Daily
        </Link>
        {next < today ? (
          <Link className={navLink} href={`/daily/${next}`}>
            {next} →
          </Link>
        ) : next === today ? (
          <Link className={navLink} href="/daily">
            {next} (today) →
          </Link>
        ) : (
          <span aria-hidden="true" className="w-24" />
        )}
      </nav>
      <section aria-labelledby="day-board-title" className="space-y-3">
        <h2 id="day-board-title" className="font-display text-2xl font-bold">
          The board
        </h2>
        <DayBoard day={day} youId={user?.id ?? null} yourMoney={yourMoney} />
      </section>
    </div>
  );
}
