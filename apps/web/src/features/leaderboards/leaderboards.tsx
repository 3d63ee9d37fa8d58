"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { money } from "@wordhall/ui";
import Link from "next/link";
import { type ReactNode, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { BAND_TONE } from "~/features/buyword/band-tone";
import { bandName, GAME_NAME, type GameKind } from "~/features/profile/game-labels";
import { ratingText } from "~/lib/rating";
import { FIRST_GAME, ratedBoardInput, soloBoardInput } from "./board-queries";

type Period = "all-time" | "week";

const PERIOD_LABEL: Record<Period, string> = { "all-time": "All time", week: "This week" };

/** A row of toggle buttons (one pressed), for choosing what a board shows. */
function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={`min-h-10 rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
            o.value === value
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-stone-300 bg-white text-stone-900 hover:bg-stone-100"
          }`}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

function Board({
  caption,
  columns,
  rows,
  empty,
}: {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly key: string; readonly cells: readonly ReactNode[] }[];
  readonly empty: string;
}) {
  if (rows.length === 0) return <p className="text-stone-700">{empty}</p>;
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-stone-200">
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are columns, fixed per table.
                <td key={i} className="px-3 py-2 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const playerLink = (userId: string, name: string) => (
  <Link href={`/players/${userId}`} className="font-semibold text-brand-700 underline underline-offset-2">
    {name}
  </Link>
);

function RatedBoard({ kind, period }: { readonly kind: GameKind; readonly period: Period }) {
  const trpc = useTRPC();
  const allTime = useQuery({
    ...trpc.leaderboards.allTime.queryOptions(ratedBoardInput(kind)),
    enabled: period === "all-time",
  });
  const week = useQuery({
    ...trpc.leaderboards.week.queryOptions(ratedBoardInput(kind)),
    enabled: period === "week",
  });
  const query = period === "all-time" ? allTime : week;
  const caption = `${GAME_NAME[kind]}, ${PERIOD_LABEL[period].toLowerCase()}`;
  if (query.isPending) return <Loading label="Loading the leaderboard…" />;
  if (query.isError) return <ErrorMessage error={query.error} title="The leaderboard could not be loaded." />;
  if (period === "all-time") {
    return (
      <Board
        caption={caption}
        columns={["Place", "Player", "Rating", "Games", "Wins"]}
        empty={`Nobody has finished a rated ${GAME_NAME[kind]} game yet.`}
        rows={(allTime.data ?? []).map((r) => ({
          key: r.userId,
          cells: [
            r.place,
            playerLink(r.userId, r.name),
            ratingText(r.rating, r.provisional),
            r.games,
            r.wins,
          ],
        }))}
      />
    );
  }
  return (
    <Board
      caption={caption}
      columns={["Place", "Player", "Wins", "Games"]}
      empty={`No ${GAME_NAME[kind]} games with two or more players finished this week yet.`}
      rows={(week.data ?? []).map((r) => ({
        key: r.userId,
        cells: [r.place, playerLink(r.userId, r.name), r.wins, r.games],
      }))}
    />
  );
}

function SoloBoard() {
  const trpc = useTRPC();
  const solo = useQuery(trpc.leaderboards.soloBuyword.queryOptions(soloBoardInput()));
  if (solo.isPending) return <Loading label="Loading solo bests…" />;
  if (solo.isError) return <ErrorMessage error={solo.error} title="Solo bests could not be loaded." />;
  return (
    <Board
      caption="Solo BuyWord: each player's best game"
      columns={["Place", "Player", "Money", "Band", "Game"]}
      empty="Nobody has finished a solo BuyWord game yet."
      rows={solo.data.map((r) => ({
        key: r.userId,
        cells: [
          r.place,
          playerLink(r.userId, r.name),
          money(r.score),
          <span
            key="band"
            className={`rounded px-1.5 py-0.5 text-sm font-semibold ring-1 ${BAND_TONE[r.band]}`}
          >
            {bandName(r.band)}
          </span>,
          r.gameId === null ? (
            <span key="replay">Private room</span>
          ) : (
            <Link
              key="replay"
              href={`/replay/${r.gameId}`}
              className="text-brand-700 underline underline-offset-2"
            >
              Replay<span className="sr-only"> {r.name}'s best game</span>
            </Link>
          ),
        ],
      }))}
    />
  );
}

/** Per game, all time (rating) and this week (wins), and the solo BuyWord bests. */
export function Leaderboards() {
  const [kind, setKind] = useState<GameKind>(FIRST_GAME);
  const [period, setPeriod] = useState<Period>("all-time");
  return (
    <div className="space-y-10">
      <section aria-labelledby="rated-heading" className="space-y-4">
        <h2 id="rated-heading" className="text-2xl font-semibold">
          Multiplayer
        </h2>
        <div className="flex flex-wrap gap-4">
          <Toggle
            label="Game"
            value={kind}
            onChange={setKind}
            options={[
              { value: "oh-my-word", label: GAME_NAME["oh-my-word"] },
              { value: "buyword", label: GAME_NAME.buyword },
            ]}
          />
          <Toggle
            label="Period"
            value={period}
            onChange={setPeriod}
            options={[
              { value: "all-time", label: PERIOD_LABEL["all-time"] },
              { value: "week", label: PERIOD_LABEL.week },
            ]}
          />
        </div>
        <p className="text-sm text-stone-700">
          {period === "all-time"
            ? "All time ranks by rating: everyone starts at 1500, and it moves with every finished game against other people. A ? marks a provisional rating, from fewer than five games."
            : "This week ranks by wins since Monday 00:00 UTC; fewer games played breaks a tie."}
        </p>
        <RatedBoard kind={kind} period={period} />
      </section>
      <section aria-labelledby="solo-heading" className="space-y-4">
        <h2 id="solo-heading" className="text-2xl font-semibold">
          Solo BuyWord bests
        </h2>
        <p className="text-sm text-stone-700">
          Each player's best solo game by the money at the end, with its band. An earlier game wins a tie.
        </p>
        <SoloBoard />
      </section>
    </div>
  );
}
