"use client";

import { useQuery } from "@tanstack/react-query";
import type { Role } from "@wordhall/client";
import { useTRPC } from "@wordhall/client";
import { count, scoreText } from "@wordhall/ui";
import { Card } from "@wordhall/ui/kit";
import Link from "next/link";
import { QueryState } from "~/components/ui/query-state";
import { StatusBadge } from "~/components/ui/status-badge";
import { TimeAgo } from "~/components/ui/time-ago";
import { AuditEntryLine } from "~/features/audit/audit-entry";
import { UserActions } from "./user-actions";

const KIND_LABELS = { "oh-my-word": "Oh My Word", buyword: "BuyWord" } as const;

/** One person: account, what moderators may do, their games, packs, ratings and reports. */
export function UserDetail({ userId, viewer }: { userId: string; viewer: { id: string; role: Role } }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.admin.users.get.queryOptions({ userId }));
  return (
    <QueryState query={detail} label="this person">
      {({ user, games, packs, ratings, reports, history }) => (
        <div className="space-y-6">
          <nav aria-label="Breadcrumb" className="text-sm">
            <Link href="/users" className="text-sky-800 underline">
              Users
            </Link>{" "}
            / {user.name}
          </nav>
          <header className="space-y-1">
            <h1 className="text-2xl font-bold">{user.name}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span className="break-all">{user.email}</span>
              <StatusBadge status={user.role} />
              {user.suspended ? <StatusBadge status="suspended" /> : null}
              <span>
                · joined <TimeAgo at={user.joinedAt} />
              </span>
              <span className="text-xs text-slate-600">· id {user.id}</span>
            </p>
            {user.suspended ? (
              <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
                Suspended{user.suspensionReason ? `: “${user.suspensionReason}”` : "."}
              </p>
            ) : null}
          </header>
          <Card title="Account" id="user-account">
            <UserActions user={user} viewer={viewer} />
          </Card>
          <div className="grid gap-6 xl:grid-cols-2">
            <Card title={`Games (${games.length}${games.length === 50 ? "+" : ""})`} id="user-games">
              {games.length ? (
                <div className="relative overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Their most recent games</caption>
                    <thead className="text-slate-700">
                      <tr>
                        <th scope="col" className="py-1 pr-2 font-medium">
                          Game
                        </th>
                        <th scope="col" className="py-1 pr-2 font-medium">
                          Started
                        </th>
                        <th scope="col" className="py-1 pr-2 font-medium">
                          Status
                        </th>
                        <th scope="col" className="py-1 font-medium">
                          Result
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {games.map((g) => (
                        <tr key={g.gameId} className="border-t border-slate-100">
                          <td className="py-1 pr-2">
                            <Link href={`/games/${g.gameId}`} className="underline">
                              {KIND_LABELS[g.kind]}
                            </Link>{" "}
                            <span className="text-slate-600">seat {g.seat + 1}</span>
                          </td>
                          <td className="py-1 pr-2 whitespace-nowrap">
                            <TimeAgo at={g.startedAt} />
                          </td>
                          <td className="py-1 pr-2">
                            <StatusBadge status={g.status} />
                            {g.endedReason ? (
                              <span className="block text-xs text-slate-600">{g.endedReason}</span>
                            ) : null}
                          </td>
                          <td className="py-1 tabular-nums">
                            {g.result
                              ? `#${g.result.rank} of ${g.result.players}, ${scoreText(g.kind, g.result.score)}`
                              : "—"}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p className="text-sm text-slate-700">No games yet.</p>
              )}
              {ratings.length ? (
                <p className="mt-3 text-sm text-slate-700">
                  Ratings:{" "}
                  {ratings
                    .map(
                      (r) =>
                        `${KIND_LABELS[r.kind]} ${Math.round(r.rating)} (${count(r.wins, "win")} in ${count(r.games, "game")})`,
                    )
                    .join(" · ")}
                </p>
              ) : null}
            </Card>
            <Card title={`Packs (${packs.length})`} id="user-packs">
              {packs.length ? (
                <ul className="space-y-1 text-sm">
                  {packs.map((p) => (
                    <li key={p.id} className="flex flex-wrap items-center gap-2">
                      <Link href={`/packs/${p.id}`} className="underline">
                        {p.title}
                      </Link>
                      <StatusBadge status={p.status} />
                      {p.featured ? <StatusBadge status="featured" /> : null}
                      <span className="text-xs text-slate-600">
                        revision {p.revision}, <TimeAgo at={p.updatedAt} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-700">No packs.</p>
              )}
            </Card>
            <Card title="Reports about them" id="user-reports">
              <p className="mb-2 text-sm text-slate-700">
                {reports.openAgainst} open. They filed {count(reports.filed, "report")} themselves.
              </p>
              {reports.against.length ? (
                <ul className="space-y-2 text-sm">
                  {reports.against.map((r) => (
                    <li key={r.id}>
                      <StatusBadge status={r.status} /> {r.reason} from {r.reporter.name},{" "}
                      <TimeAgo at={r.at} />
                      {r.details ? <p className="text-slate-700">“{r.details}”</p> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
            <Card title="What moderators did" id="user-history">
              {history.length ? (
                <ul className="space-y-2 text-sm">
                  {history.map((entry) => (
                    <li key={entry.id}>
                      <AuditEntryLine entry={entry} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-700">Nothing yet.</p>
              )}
            </Card>
          </div>
        </div>
      )}
    </QueryState>
  );
}
