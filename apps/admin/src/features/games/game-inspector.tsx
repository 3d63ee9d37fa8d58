"use client";

import { useQuery } from "@tanstack/react-query";
import { type BuywordView, type OmwView, useTRPC, useTRPCClient } from "@wordhall/client";
import { gameEndSchema } from "@wordhall/client/contract";
import { count, scoreText } from "@wordhall/ui";
import { Card } from "@wordhall/ui/kit";
import Link from "next/link";
import { QueryState } from "~/components/ui/query-state";
import { ReasonDialog } from "~/components/ui/reason-dialog";
import { StatusBadge } from "~/components/ui/status-badge";
import { TimeAgo } from "~/components/ui/time-ago";
import { OutcomeMessage, useAction } from "~/lib/use-action";
import { ActionLog } from "./action-log";
import { KIND_LABELS } from "./active-games";
import { GameSettings } from "./game-settings";
import { Json } from "./json-view";
import { TableSummary } from "./table-summary";

/** How an Oh My Word game counts its score (points, or tokens); BuyWord's is money either way. */
const scoringOf = ({ view }: { view: OmwView | BuywordView }) =>
  view.game === "oh-my-word" ? view.rules.scoring : undefined;

/**
 * One game for staff: while it runs, what a spectator sees and what moderating needs (never
 * the bag, the generator or a hidden deadline); once over, its whole state. And ending a
 * stuck one.
 */
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
              <span>· {count(g.actionCount, "action")}</span>
              <span>
                · started <TimeAgo at={g.startedAt} />
              </span>
              <span>
                · last move <TimeAgo at={g.lastMoveAt} />
              </span>
              <span>· {g.timerPending ? "a timer is pending" : "no timer pending"}</span>
              <span className="text-xs">· engine {g.engineVersion}</span>
            </p>
            {g.endedReason ? (
              <p className="text-sm text-slate-800">Ended; the players were told: “{g.endedReason}”</p>
            ) : null}
          </header>
          <Card title="End the game" id="game-end">
            <div className="space-y-3">
              <OutcomeMessage outcome={outcome} />
              {g.status === "active" ? (
                <ReasonDialog
                  trigger="End this game…"
                  title="End this game"
                  description="For a game that is stuck. It ends without a result and its players are told the reason for them; the note is for moderators only."
                  confirmLabel="End the game"
                  shownLabel="Reason shown to the players"
                  schemas={{ shown: gameEndSchema.shape.reasonForPlayers, note: gameEndSchema.shape.note }}
                  disabled={busy}
                  onConfirm={({ shown, note }) =>
                    run(
                      () =>
                        client.admin.games.end.mutate({
                          gameId,
                          reasonForPlayers: shown,
                          note: note || undefined,
                        }),
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
                      {result ? ` — #${result.rank}, ${scoreText(g.kind, result.score, scoringOf(g))}` : ""}
                    </li>
                  );
                })}
              </ul>
            </Card>
            <Card title="Recent actions" id="game-actions">
              <ActionLog game={g} />
            </Card>
          </div>
          <Card title="At the table" id="game-table">
            <p className="mb-3 text-sm text-slate-700">
              {g.status === "active"
                ? "What a spectator sees. Hidden information (the bag, the timer's deadline, hands) is kept from staff until the game is over."
                : "The final table, as everyone sees it now."}
            </p>
            <TableSummary game={g} />
          </Card>
          {g.revealed ? (
            <Card title="Server state" id="game-state">
              <details>
                <summary className="cursor-pointer text-sm">
                  The whole state and seed, for disputes (the game is over)
                </summary>
                <p className="my-2 text-sm text-slate-700">Seed: {g.revealed.seed}</p>
                <Json value={g.revealed.state} label="Game state" />
              </details>
            </Card>
          ) : null}
          <Card title="Configuration" id="game-config">
            <GameSettings game={g} />
          </Card>
        </div>
      )}
    </QueryState>
  );
}
