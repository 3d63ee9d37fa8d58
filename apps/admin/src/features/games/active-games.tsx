"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { Card } from "@wordhall/ui/kit";
import Link from "next/link";
import { QueryState } from "~/components/ui/query-state";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatDuration, TimeAgo } from "~/components/ui/time-ago";

export const KIND_LABELS = { "oh-my-word": "Oh My Word", buyword: "BuyWord" } as const;

/** Games being played and rooms waiting between games, as the server has them, refreshed often. */
export function ActiveGames() {
  const trpc = useTRPC();
  const active = useQuery({ ...trpc.admin.games.active.queryOptions(), refetchInterval: 15_000 });
  return (
    <QueryState query={active} label="games and rooms">
      {({ games, rooms }) => (
        <div className="space-y-6">
          <Card title={`Games being played (${games.length})`} id="games-active">
            {games.length ? (
              <div className="relative overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Active games, oldest first</caption>
                  <thead className="text-slate-700">
                    <tr>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Game
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Players
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Started
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Last move
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        Timer
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {games.map((g) => (
                      <tr key={g.gameId} className="border-t border-slate-100">
                        <th scope="row" className="py-2 pr-3 font-medium">
                          <Link href={`/games/${g.gameId}`} className="text-sky-800 underline">
                            {KIND_LABELS[g.kind]}
                            {g.room ? ` in ${g.room.name}` : ""}
                          </Link>{" "}
                          {g.idle ? <StatusBadge status="idle" label="Looks stuck" /> : null}
                          <span className="block text-xs font-normal text-slate-600">
                            version {g.version}
                          </span>
                        </th>
                        <td className="py-2 pr-3">{g.players.map((p) => p.name).join(", ")}</td>
                        <td className="py-2 pr-3 whitespace-nowrap">
                          <TimeAgo at={g.startedAt} />
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap">
                          {formatDuration(g.idleSeconds * 1000)} ago
                        </td>
                        <td className="py-2 whitespace-nowrap">
                          {/* When it fires is kept from staff: Oh My Word's timer is the game's secret. */}
                          {g.timerPending ? "pending" : "none"}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="text-sm text-slate-700">No game is being played right now.</p>
            )}
          </Card>
          <Card title={`Rooms waiting (${rooms.length})`} id="games-rooms">
            {rooms.length ? (
              <ul className="divide-y divide-slate-100 text-sm">
                {rooms.map((r) => (
                  <li key={r.roomId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      <span className="font-medium">{r.name}</span> · {KIND_LABELS[r.kind]} · code{" "}
                      <code>{r.code}</code> · {r.visibility}
                    </span>
                    <span className="text-slate-700">
                      host{" "}
                      <Link href={`/users/${r.host.id}`} className="underline">
                        {r.host.name}
                      </Link>
                      , {r.seated} seated of {r.members}, active <TimeAgo at={r.updatedAt} />
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-700">No rooms are open between games.</p>
            )}
          </Card>
        </div>
      )}
    </QueryState>
  );
}
