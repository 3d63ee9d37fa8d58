"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { money, nounFor } from "@wordhall/ui";
import { Button, Card } from "@wordhall/ui/kit";
import Link from "next/link";
import { useState } from "react";
import { GameTable } from "~/features/rooms/game-table";
import { BandBadge } from "./band-badge";
import { NextDaily } from "./next-daily";
import { SharePanel } from "./share-panel";

/** Today's Daily, played: the money, the band, the streak, the share card and the next one. */
export function Finished({
  day,
  closesAt,
  gameId,
  amount,
  band,
  name,
}: {
  readonly day: string;
  readonly closesAt: number;
  readonly gameId: string;
  readonly amount: number | null;
  readonly band: "under" | "fair" | "good" | "outstanding" | null;
  readonly userId: string;
  readonly name: string;
}) {
  const trpc = useTRPC();
  const calendar = useQuery(trpc.daily.calendar.queryOptions({ limit: 1 }));
  const [showGame, setShowGame] = useState(false);
  const streak = calendar.data?.currentStreak;
  return (
    <div className="space-y-6">
      <Card
        as="section"
        aria-labelledby="daily-done-title"
        className="space-y-4"
        data-testid="daily-finished"
      >
        <h2 id="daily-done-title" className="font-display text-2xl font-bold">
          You have played today's Daily
        </h2>
        {amount !== null && band !== null ? (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="font-display text-5xl font-black tabular-nums" data-testid="daily-money">
              {money(amount)}
            </p>
            <BandBadge band={band} className="text-base" />
            {streak !== undefined ? (
              <p className="text-stone-800" data-testid="daily-streak">
                Streak: <strong>{streak}</strong> {nounFor(streak, "day")}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-stone-800">Your game was ended by a moderator, without a result.</p>
        )}
        <NextDaily opensAt={closesAt} />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" aria-expanded={showGame} onClick={() => setShowGame((s) => !s)}>
            {showGame ? "Hide your game" : "Your game and missed sales"}
          </Button>
          <Button asChild variant="ghost">
            <Link href="/daily/calendar">Your calendar</Link>
          </Button>
        </div>
      </Card>
      {showGame ? <GameTable kind="buyword" gameId={gameId} /> : null}
      {amount !== null && streak !== undefined ? (
        <Card>
          <SharePanel facts={{ day, money: amount, streak, name }} />
        </Card>
      ) : null}
    </div>
  );
}
