"use client";

import { scoreText } from "@wordhall/ui";
import { Badge } from "@wordhall/ui/kit";
import Link from "next/link";
import { ratingChangeText } from "~/lib/rating";
import { useHydrated } from "~/lib/use-hydrated";
import { DownloadRecordButton } from "./download-record";
import { bandName, dateTimeText, GAME_NAME, GAME_TONE, type GameKind, ordinal } from "./game-labels";

export type HistoryRow = {
  readonly gameId: string;
  readonly kind: GameKind;
  readonly rank: number;
  readonly score: number;
  readonly players: number;
  readonly band: string | null;
  readonly ratingBefore: number | null;
  readonly ratingAfter: number | null;
  readonly opponents: readonly { readonly userId: string; readonly name: string; readonly rank: number }[];
  readonly at: number;
};

function outcome(row: HistoryRow): string {
  if (row.players === 1) return row.band ? `Solo · ${bandName(row.band)}` : "Solo";
  const shared = row.opponents.some((o) => o.rank === row.rank);
  if (row.rank === 1) return shared ? "Shared win" : "Won";
  return `${ordinal(row.rank)}${shared ? " (shared)" : ""} of ${row.players}`;
}

/** Who else was at the table, linked to their profiles. */
function Opponents({ row }: { readonly row: HistoryRow }) {
  if (row.opponents.length === 0) return <span className="text-stone-500">Alone</span>;
  return (
    <span>
      {row.opponents.map((o, i) => (
        <span key={o.userId}>
          {i > 0 ? ", " : ""}
          <Link href={`/players/${o.userId}`} className="text-brand-700 underline underline-offset-2">
            {o.name}
          </Link>
        </span>
      ))}
    </span>
  );
}

/** Finished games, newest first, each with its replay and its record to download. */
export function GameHistory({
  rows,
  caption,
}: {
  readonly rows: readonly HistoryRow[];
  readonly caption: string;
}) {
  const local = useHydrated();
  if (rows.length === 0) return <p className="text-stone-700">No finished games yet.</p>;
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full min-w-[44rem] text-left text-sm">
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
              Against
            </th>
            <th scope="col" className="px-3 py-2">
              Result
            </th>
            <th scope="col" className="px-3 py-2">
              Score
            </th>
            <th scope="col" className="px-3 py-2">
              Rating
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Replay and record</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const when = dateTimeText(row.at, local);
            const label = `the ${GAME_NAME[row.kind]} game of ${when}`;
            return (
              <tr key={row.gameId} className="border-t border-stone-200">
                <td className="px-3 py-2">
                  <Badge tone={GAME_TONE[row.kind]}>{GAME_NAME[row.kind]}</Badge>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {/* As wide as the server's UTC text, so the column keeps its width when the
                      reader's own time (four letters shorter) replaces it. */}
                  <span className="inline-block min-w-44">{when}</span>
                </td>
                <td className="px-3 py-2">
                  <Opponents row={row} />
                </td>
                <td className="px-3 py-2">{outcome(row)}</td>
                <td className="px-3 py-2 tabular-nums">{scoreText(row.kind, row.score)}</td>
                <td className="px-3 py-2 tabular-nums whitespace-nowrap">
                  {row.ratingBefore !== null && row.ratingAfter !== null ? (
                    <>
                      {row.ratingAfter}{" "}
                      <span className="text-stone-600">
                        ({ratingChangeText(row.ratingBefore, row.ratingAfter)})
                      </span>
                    </>
                  ) : (
                    <span className="text-stone-500">unrated</span>
                  )}
                </td>
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
