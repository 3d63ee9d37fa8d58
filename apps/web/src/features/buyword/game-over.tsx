"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { count, type Person } from "@wordhall/ui";
import { Card } from "@wordhall/ui/kit";
import type { ReactNode } from "react";
import { errorMessage } from "~/lib/error-message";
import { celebrateAfter, motion, revealAt } from "../live/motion";
import { seatPerson } from "./activity-log";
import { winnerLine, yourPlace } from "./end-words";
import { SoloBand } from "./solo-band";
import { type BuywordView, type LiveSeat, money } from "./types";

// The places' colours: gold, silver and bronze, each with text dark enough on it.
const MEDAL: Record<number, string> = {
  1: "bg-amber-300 text-amber-950 ring-amber-500",
  2: "bg-stone-200 text-stone-900 ring-stone-400",
  3: "bg-orange-200 text-orange-950 ring-orange-400",
};

/** BW-28, BW-29 at the table: the end's card, then the best sales the viewer's hands held. */
export function GameOver({
  gameId,
  view,
  seats,
}: {
  gameId: string;
  view: BuywordView;
  seats: readonly LiveSeat[];
}) {
  if (!view.result) return null;
  const solo = view.players.length === 1;
  return (
    <GameOverCard view={view} who={seatPerson(seats, view.you?.seat ?? null)}>
      {view.you || solo ? <MissedSales gameId={gameId} seat={view.you?.seat ?? 0} /> : null}
    </GameOverCard>
  );
}

/**
 * The end as the table shows it (BW-28, BW-29): the winner's line, where the viewer finished,
 * a solo game's band with its marks, and the standings with their medals. Presentational: the
 * table puts the missed sales under it, the replay shows it at a game's last step. `who` names
 * a seat (the viewer's as "you"); the standings list everyone by name.
 */
export function GameOverCard({
  view,
  who,
  children,
}: {
  readonly view: BuywordView;
  readonly who: (seat: number) => Person;
  readonly children?: ReactNode;
}) {
  const result = view.result;
  if (!result) return null;
  const solo = view.players.length === 1;
  const you = view.you?.seat ?? null;
  const headline = solo ? null : winnerLine(result, who);
  const place = solo ? null : yourPlace(result, you);
  return (
    <Card as="section" aria-labelledby="bw-over-title" className="border-2 border-buyword-500 shadow-md">
      <h2 id="bw-over-title" className="text-xl font-bold">
        Game over
      </h2>
      {headline ? (
        // The standings come in from the last place up; the winner's line lands after them.
        <motion.p
          {...celebrateAfter(result.standings.length)}
          className="mt-1 font-display text-2xl font-black text-buyword-900"
          data-testid="bw-winner"
        >
          {headline}
        </motion.p>
      ) : null}
      {place ? <p className="mt-1 text-stone-800">{place}</p> : null}
      {result.band ? (
        <SoloBand
          who={who(0)}
          amount={view.players[0]?.money ?? 0}
          band={result.band}
          left={view.players[0]?.left === true}
        />
      ) : null}
      {!solo ? (
        <ol className="mt-3 space-y-1.5" aria-label="Final standings">
          {result.standings.map((s, i) => (
            <motion.li
              key={s.seat}
              {...revealAt(i, result.standings.length)}
              className="flex flex-wrap items-center gap-x-3 gap-y-1"
              data-testid="bw-standing"
            >
              <span
                className={`inline-flex size-8 items-center justify-center rounded-full text-sm font-bold ring-2 ${
                  MEDAL[s.rank] ?? "bg-white text-stone-800 ring-stone-300"
                }`}
                data-medal={MEDAL[s.rank] ? s.rank : undefined}
              >
                #{s.rank}
              </span>
              <span className="font-semibold">{who(s.seat).name}</span>
              <span className="tabular-nums">{money(s.money)}</span>
              <span className="text-sm text-stone-600">best word {money(s.bestWord)}</span>
              {s.left ? <span className="text-sm text-stone-700">left the game</span> : null}
              {result.winners.includes(s.seat) ? (
                <span className="rounded bg-amber-100 px-1.5 text-sm font-semibold text-amber-900">
                  {result.winners.length > 1 ? "Shared win" : "Winner"}
                </span>
              ) : null}
            </motion.li>
          ))}
        </ol>
      ) : null}
      {children}
    </Card>
  );
}

/** From the word search over the finished game's record: never asked while the game runs. */
function MissedSales({ gameId, seat }: { gameId: string; seat: number }) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.buyword.missedSales.queryOptions({ gameId, seat }), staleTime: Infinity });
  if (query.isPending) return <p className="mt-4 text-stone-600">Looking for the sales you missed…</p>;
  if (query.isError)
    return (
      <p role="alert" className="mt-4 text-red-800">
        Couldn't look for the sales you missed. {errorMessage(query.error)}
      </p>
    );
  const data = query.data;
  if (!data.applicable) return null;
  const top = data.worst[0];
  return (
    <div className="mt-4" data-testid="bw-missed">
      <h3 className="font-semibold">The best sales you missed</h3>
      {top ? (
        <>
          <p className="text-stone-700">
            Over {count(data.turns, "selling turn")}, the best plans would have fetched{" "}
            <strong>{money(data.missedTotal)}</strong> more than you sold.
          </p>
          <ul className="mt-2 space-y-2">
            {data.worst.map((t) => (
              <li key={t.round} className="rounded-md border border-stone-200 p-2">
                <p className="text-sm text-stone-600">
                  Round {t.round}: hand {t.hand.map((h) => h.letter).join(" ")}
                  {t.wilds > 0 ? ` + ${count(t.wilds, "wild")}` : ""}
                </p>
                <p>
                  Best:{" "}
                  {t.best.map((w, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a plan may sell the same word twice
                    <span key={`${w.word}-${i}`}>
                      {i > 0 ? ", " : ""}
                      <strong>{w.word}</strong>
                      {w.wildAs ? ` (wild as ${w.wildAs})` : ""} {money(w.price)}
                    </span>
                  ))}
                  {t.best.length > 1 ? (
                    <>
                      {" "}
                      = <strong>{money(t.bestTotal)}</strong>
                    </>
                  ) : null}
                  ; you sold {money(t.soldTotal)}
                  {t.exact ? "" : " (a good plan; the hand was too big to search fully)"}.
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-stone-700">None: every selling turn fetched all its hand could. Well played.</p>
      )}
    </div>
  );
}
