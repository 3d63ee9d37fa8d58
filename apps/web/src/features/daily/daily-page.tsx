"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";
import { Button, Card, PageTitle } from "@wordhall/ui/kit";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect } from "react";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { HowToPlayLink } from "~/features/learn/how-to-play-link";
import { GameTable } from "~/features/rooms/game-table";
import { authHref } from "~/lib/auth-href";
import { addDays } from "./daily-days";
import { DayBoard } from "./day-board";

// What a finished Daily shows (the money and band, the share card, when the next one opens) is
// a chunk of its own: a player on today's table doesn't load it with the table. Drawn on the
// server when shown, so no `loading`; a game ending in the page keeps its last screen until the
// chunk is in.
const Finished = dynamic(() => import("./daily-finished").then((m) => m.Finished));

/**
 * /daily: today's Daily. A visitor reads what it is and signs in (back here); a player
 * starts the day's game, plays it on the BuyWord table, and once it is over sees the money,
 * the band, the share card and when the next one opens. Today's board is under it all.
 */
export function DailyPage() {
  const session = useSession();
  const user = session.data?.user ?? null;
  const trpc = useTRPC();
  // The day as the server counts it, for the link to yesterday's board (public).
  const board = useQuery(trpc.daily.board.queryOptions({ limit: 100 }));
  const day = board.data?.day;
  // The same query TodayForPlayer reads (one request): while a game is on, the table has the
  // screen and the title shrinks to a line, so a phone shows the draw on its first screen.
  const today = useQuery({ ...trpc.daily.today.queryOptions(), enabled: user !== null });
  const playing = user !== null && today.data?.attempt.state === "playing";
  return (
    <div className={playing ? "space-y-4" : "space-y-8"}>
      {playing ? (
        <h1 className="flex flex-wrap items-baseline gap-x-3 font-display text-xl font-bold tracking-tight sm:text-2xl">
          The BuyWord Daily
          <span className="text-sm font-semibold text-stone-700">
            {today.data?.day} · one attempt, the same draws as everyone
          </span>
        </h1>
      ) : (
        <PageTitle lead="One solo BuyWord game a day, on the same draws for everyone. One attempt each.">
          The BuyWord Daily
        </PageTitle>
      )}
      {session.isPending ? (
        <Loading label="Opening today's Daily…" />
      ) : user ? (
        <TodayForPlayer userId={user.id} name={user.name} />
      ) : (
        <Intro />
      )}
      <section aria-labelledby="daily-board-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="daily-board-title" className="font-display text-2xl font-bold">
            Today's board
          </h2>
          <nav aria-label="The Daily" className="flex flex-wrap gap-4 text-sm font-semibold">
            {day ? (
              <Link
                className="text-brand-700 underline underline-offset-2"
                href={`/daily/${addDays(day, -1)}`}
              >
                Yesterday's board and par
              </Link>
            ) : null}
            {user ? (
              <Link className="text-brand-700 underline underline-offset-2" href="/daily/calendar">
                Your calendar and streaks
              </Link>
            ) : null}
          </nav>
        </div>
        <DayBoard youId={user?.id ?? null} />
      </section>
    </div>
  );
}

/** What the Daily is, for a visitor, with the way in. */
function Intro() {
  return (
    <Card as="section" aria-labelledby="daily-intro-title" className="space-y-4">
      <h2 id="daily-intro-title" className="font-display text-2xl font-bold">
        One game a day, the same for everyone
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-stone-800">
        <li>A solo game of BuyWord, with the same draws for every player that day.</li>
        <li>One attempt: make the most money you can before the bag runs out.</li>
        <li>
          The day's board ranks everyone's money; at midnight UTC the par (the hard bot's game) is published.
        </li>
        <li>Play every day to build a streak.</li>
      </ul>
      <p className="text-stone-800">Sign in to play today's Daily.</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href={authHref("/sign-in", "/daily")}>Sign in to play</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={authHref("/sign-up", "/daily")}>Create an account</Link>
        </Button>
        <HowToPlayLink kind="buyword" className="self-center text-buyword-800" />
      </div>
    </Card>
  );
}

function TodayForPlayer({ userId, name }: { readonly userId: string; readonly name: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const today = useQuery({
    ...trpc.daily.today.queryOptions(),
    // The table is the game's live view; this only notices the game ending, to show the result.
    refetchInterval: (q) => (q.state.data?.attempt.state === "playing" ? 4_000 : false),
  });
  const start = useMutation(
    trpc.daily.start.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.daily.today.queryKey() }),
    }),
  );
  const state = today.data?.attempt.state;
  // Finished: the board and the calendar have a new row.
  useEffect(() => {
    if (state === "finished") void queryClient.invalidateQueries({ queryKey: trpc.daily.pathKey() });
  }, [state, queryClient, trpc]);

  if (today.isPending) return <Loading label="Opening today's Daily…" />;
  if (today.isError) return <ErrorMessage error={today.error} title="Today's Daily could not be opened." />;
  const { attempt, day, closesAt } = today.data;

  if (attempt.state === "not-started")
    return (
      <Card as="section" aria-labelledby="daily-start-title" className="space-y-4">
        <h2 id="daily-start-title" className="font-display text-2xl font-bold">
          Today's game is waiting
        </h2>
        <p className="max-w-2xl text-stone-800">
          A solo BuyWord game on the day's draws, the same for everyone. You have one attempt: once you start,
          the game is yours to finish (you can leave the page and come back to it).
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="lg" busy={start.isPending} busyLabel="Setting up…" onClick={() => start.mutate()}>
            Play today's Daily
          </Button>
          <HowToPlayLink kind="buyword" className="text-buyword-800" />
        </div>
        <ErrorMessage error={start.error} />
      </Card>
    );

  if (attempt.state === "playing")
    return (
      <section aria-label="Today's game" data-testid="daily-playing">
        <GameTable kind="buyword" gameId={attempt.gameId} />
      </section>
    );

  return (
    <Finished
      day={day}
      closesAt={closesAt}
      gameId={attempt.gameId}
      amount={attempt.money}
      band={attempt.band}
      userId={userId}
      name={name}
    />
  );
}
