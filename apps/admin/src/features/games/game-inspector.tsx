"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@wordhall/api/client";
import Link from "next/link";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { ReasonDialog } from "~/components/ui/reason-dialog";
import { StatusBadge } from "~/components/ui/status-badge";
import { formatDateTime, TimeAgo } from "~/components/ui/time-ago";
import { OutcomeMessage, useAction } from "~/lib/use-action";
import { KIND_LABELS } from "./active-games";

function Json({ value, label }: { value: unknown; label: string }) {
  return (
    <section
      aria-label={label}
      // A scrollable region must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-md bg-slate-900 p-3 focus:outline-2 focus:outline-sky-600"
    >
      <pre className="text-xs text-slate-100">{JSON.stringify(value, null, 2)}</pre>
    </section>
  );
}

/** One game from the server's side, hidden information included, and ending a stuck one. */
export function GameInspector({ gameId }: { gameId: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const game = useQuery({ ...trpc.admin.games.get.queryOptions({ gameId }), refetchInterval: 15_000 });
  const { busy, outcome, run } = useAction();
  return (
    <QueryState query={game} label="the game">
      {(g) => (
        <div className="space-y-6">
          <nav aria-label="Breadcrumb" className="text-sm">
            <Link href="/games" className="text-sky-800 underline">
              Rooms and games
            </Link>{" "}
            / {KIND_LABELS[g.kind]}
          </nav>
          <header className="space-y-1">
            <h1 className="text-2xl font-bold">
              {KIND_LABELS[g.kind]}
              {g.room ? ` in ${g.room.name}` : ""}
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <StatusBadge status={g.status} />
              <span>version {g.version}</span>
              <span>· {g.actionCount} actions</span>
              <span>
                · started <TimeAgo at={g.startedAt} />
              </span>
              <span>
                · last move <TimeAgo at={g.lastMoveAt} />
              </span>
              {g.nextDeadline ? <span>· next deadline {formatDateTime(g.nextDeadline)}</span> : null}
              <span className="text-xs">· engine {g.engineVersion}</span>
            </p>
            {g.endedReason ? <p className="text-sm text-slate-800">Ended: {g.endedReason}</p> : null}
          </header>
          <Card title="End the game" id="game-end">
            <div className="space-y-3">
              <OutcomeMessage outcome={outcome} />
              {g.status === "active" ? (
                <ReasonDialog
                  trigger="End this game…"
                  title="End this game"
                  description="For a game that is stuck. It ends without a result and its players are told the reason."
                  confirmLabel="End the game"
                  reasonLabel="Reason for the players"
                  disabled={busy}
                  onConfirm={(reason) =>
                    run(
                      () => client.admin.games.end.mutate({ gameId, reason }),
                      "The game is over; its players were told.",
                      {
                        rethrow: true,
                      },
                    )
                  }
                />
              ) : (
                <p className="text-sm text-slate-700">This game is over.</p>
              )}
            </div>
          </Card>
          <div className="grid gap-6 xl:grid-cols-2">
            <Card title="Players" id="game-players">
              <ul className="space-y-1 text-sm">
                {g.players.map((p) => {
                  const result = g.results.find((r) => r.seat === p.seat);
                  return (
                    <li key={p.seat}>
                      Seat {p.seat + 1}:{" "}
                      <Link href={`/users/${p.userId}`} className="underline">
                        {p.name}
                      </Link>
                      {result ? ` — #${result.rank}, ${result.score} pts` : ""}
                    </li>
                  );
                })}
              </ul>
            </Card>
            <Card title="Recent actions" id="game-actions">
              {g.recentActions.length ? (
                <ol className="max-h-80 space-y-1 overflow-auto text-xs" aria-label="Most recent first">
                  {g.recentActions.map((a) => (
                    <li key={a.seq} className="font-mono">
                      #{a.seq} {a.seat === null ? "server" : `seat ${a.seat + 1}`} {formatDateTime(a.at)}:{" "}
                      {JSON.stringify(a.action)}
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-slate-700">No actions yet.</p>
              )}
            </Card>
          </div>
          <Card title="Server state" id="game-state">
            <p className="mb-2 text-sm text-slate-700">
              The whole state as the server keeps it, hidden information included. Never share it with players
              while the game runs.
            </p>
            <Json value={g.state} label="Game state" />
          </Card>
          <Card title="Configuration" id="game-config">
            <Json value={g.config} label="Game configuration" />
          </Card>
        </div>
      )}
    </QueryState>
  );
}
