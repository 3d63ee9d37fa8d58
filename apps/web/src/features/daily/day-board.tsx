"use client";

import { useQuery } from "@tanstack/react-query";
import { type RouterOutputs, useTRPC } from "@wordhall/client";
import { money } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { cx } from "~/lib/cx";
import { BandBadge } from "./band-badge";

type Board = RouterOutputs["daily"]["board"];

/**
 * A day's board (daily.board, public): the finished attempts by money, the caller's own row
 * marked. While the day runs it says the par comes at midnight; once it has closed, the par
 * (the hard bot and the best-plan seller on the same draws) with the player's own money
 * beside it, and every game's replay: the best game's first.
 */
export function DayBoard({
  day,
  youId,
  yourMoney,
}: {
  /** Today when left out. */
  readonly day?: string;
  readonly youId: string | null;
  /** The signed-in player's finished money that day (from their calendar), if they played. */
  readonly yourMoney?: number | null;
}) {
  const trpc = useTRPC();
  const board = useQuery({
    ...trpc.daily.board.queryOptions(day ? { day, limit: 100 } : { limit: 100 }),
    // Today's board grows as people finish.
    refetchInterval: day ? false : 30_000,
  });
  if (board.isPending) return <Loading label="Loading the day's board…" />;
  if (board.isError) return <ErrorMessage error={board.error} title="The day's board could not be loaded." />;
  const data = board.data;
  const mine = data.rows.find((r) => r.userId === youId);
  const you = yourMoney ?? mine?.money ?? null;
  const best = data.rows[0]?.gameId ? data.rows[0] : null;
  return (
    <div className="space-y-4">
      <Par board={data} you={you} showYou={youId !== null} />
      {best ? (
        <p>
          <Button asChild>
            <Link href={`/replay/${best.gameId}`}>
              Watch the best game: {best.name}, {money(best.money)}
            </Link>
          </Button>
        </p>
      ) : null}
      {data.rows.length === 0 ? (
        <p className="text-stone-700">
          {data.closed
            ? "Nobody finished this day's Daily, so it has no par."
            : "Nobody has finished today's Daily yet."}
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="daily-board">
            <caption className="sr-only">The Daily of {data.day}: money at the end, most first</caption>
            <thead className="bg-stone-100">
              <tr>
                <th scope="col" className="w-16 px-3 py-2">
                  Place
                </th>
                <th scope="col" className="px-3 py-2">
                  Player
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Money
                </th>
                <th scope="col" className="px-3 py-2">
                  Band
                </th>
                {data.closed ? (
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Replay</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => {
                const isYou = r.userId === youId;
                return (
                  <tr
                    key={r.userId}
                    className={cx("border-t border-stone-200", isYou && "bg-brand-50 font-semibold")}
                    aria-current={isYou ? "true" : undefined}
                  >
                    <td className="px-3 py-2 tabular-nums">{r.place}</td>
                    <td className="px-3 py-2">
                      <Link
                        href={`/players/${r.userId}`}
                        className="font-semibold text-brand-700 underline underline-offset-2"
                      >
                        {r.name}
                      </Link>
                      {/* The space is text, so the row reads "Ana (you)", not "Ana(you)". */}
                      {isYou ? (
                        <>
                          {" "}
                          <span className="ml-1 text-xs font-semibold text-brand-800">(you)</span>
                        </>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{money(r.money)}</td>
                    <td className="px-3 py-2">
                      <BandBadge band={r.band} />
                    </td>
                    {data.closed ? (
                      <td className="px-3 py-2">
                        {r.gameId ? (
                          <Link
                            href={`/replay/${r.gameId}`}
                            className="text-brand-700 underline underline-offset-2"
                            aria-label={`Replay ${r.name}'s game`}
                          >
                            Replay
                          </Link>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The day's par beside the player's own money, or when it will come (exported for its test). */
export function Par({
  board,
  you,
  showYou,
}: {
  readonly board: Board;
  readonly you: number | null;
  readonly showYou: boolean;
}) {
  if (!board.closed)
    return (
      <p className="text-sm text-stone-700">
        The day's par (what the hard bot and the best-plan seller make of the same draws) is published when
        the day closes, at midnight UTC.
      </p>
    );
  // Nobody played: the rollover computes no par for it (the board says so).
  if (!board.par && board.rows.length === 0) return null;
  if (!board.par)
    return (
      <p className="text-sm text-stone-700">
        The day has closed; its par is being worked out and shows here a few minutes after midnight UTC.
      </p>
    );
  const items = [
    { label: "Hard bot", value: board.par.hardBot, hint: "the hard BuyWord bot on the day's draws" },
    {
      label: "Best plan",
      value: board.par.bestPlan,
      hint: "selling the best words in hand every turn",
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid="daily-par">
      {items.map((i) => (
        <div key={i.label} className="rounded-xl border border-stone-200 bg-white p-3">
          <dt className="text-sm font-semibold text-stone-700">Par: {i.label}</dt>
          <dd className="font-display text-2xl font-bold tabular-nums">{money(i.value)}</dd>
          <dd className="text-xs text-stone-600">{i.hint}</dd>
        </div>
      ))}
      {showYou ? (
        <div
          className={cx(
            "rounded-xl border p-3",
            you === null ? "border-dashed border-stone-300 bg-stone-50" : "border-brand-300 bg-brand-50",
          )}
        >
          <dt className="text-sm font-semibold text-stone-700">Your game</dt>
          <dd className="font-display text-2xl font-bold tabular-nums">{you === null ? "—" : money(you)}</dd>
          <dd className="text-xs text-stone-600">
            {you === null
              ? "you did not finish this day"
              : `${you >= board.par.hardBot ? "at or above" : `${money(board.par.hardBot - you)} below`} the hard bot`}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
