"use client";

import Link from "next/link";
import { Badge } from "~/components/badge";
import { DownloadRecordButton } from "./download-record";
import { BAND_LABEL, dateTimeFormat, GAME_NAME, GAME_TONE, type GameKind, ordinal } from "./game-labels";

export type HistoryRow = {
  readonly gameId: string;
  readonly kind: GameKind;
  readonly rank: number;
  readonly score: number;
  readonly players: number;
  readonly band: string | null;
  readonly at: number;
};

function outcome(row: HistoryRow): string {
  if (row.players === 1) return row.band ? `Solo · ${BAND_LABEL[row.band] ?? row.band}` : "Solo";
  return `${ordinal(row.rank)} of ${row.players}`;
}

function scoreText(row: HistoryRow): string {
  return row.kind === "buyword" ? `$${row.score}` : `${row.score} ${row.score === 1 ? "point" : "points"}`;
}

/** Finished games, newest first, each with its replay and its record to download. */
export function GameHistory({
  rows,
  caption,
}: {
  readonly rows: readonly HistoryRow[];
  readonly caption: string;
}) {
  if (rows.length === 0) return <p className="text-stone-700">No finished games yet.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Game
            </th>
            <th scope="col" className="px-3 py-2">
              Ended
            </th>
            <th scope="col" className="px-3 py-2">
              Result
            </th>
            <th scope="col" className="px-3 py-2">
              Score
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Replay and record</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const when = dateTimeFormat.format(new Date(row.at));
            const label = `the ${GAME_NAME[row.kind]} game of ${when}`;
            return (
              <tr key={row.gameId} className="border-t border-stone-200">
                <td className="px-3 py-2">
                  <Badge tone={GAME_TONE[row.kind]}>{GAME_NAME[row.kind]}</Badge>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{when}</td>
                <td className="px-3 py-2">{outcome(row)}</td>
                <td className="px-3 py-2 tabular-nums">{scoreText(row)}</td>
                <td className="px-3 py-2">
                  <span className="flex flex-wrap items-start gap-2">
                    <Link
                      href={`/replay/${row.gameId}`}
                      className="inline-flex min-h-9 items-center rounded-lg px-3 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
                    >
                      Replay <span className="sr-only">{label}</span>
                    </Link>
                    <DownloadRecordButton gameId={row.gameId} kind={row.kind} at={row.at} label={label} />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
