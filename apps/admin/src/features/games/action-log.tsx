"use client";

import type { BuywordEventView, OmwEventView, OmwView, RouterOutputs } from "@wordhall/client";
import { describeBuywordEvent, describeOmwEvent, person } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { useState } from "react";
import { formatDateTime } from "~/components/ui/time-ago";
import { seatName } from "./table-summary";

type Inspected = RouterOutputs["admin"]["games"]["get"];
type LoggedAction = Inspected["recentActions"][number];

/** An action's fields as words: `term “pear”, category 3`. */
function fieldsOf(action: LoggedAction["action"]): string {
  return Object.entries(action)
    .filter(([key]) => key !== "type")
    .map(([key, value]) => `${key} ${typeof value === "string" ? `“${value}”` : JSON.stringify(value)}`)
    .join(", ");
}

/**
 * What one action did, in the sentences the players read in the table's log (@wordhall/ui's,
 * from the spectator's events the server sends with it), with every player by name.
 */
export function actionSentences(game: Pick<Inspected, "kind" | "players" | "view">, a: LoggedAction): string {
  const who = (seat: number) => person(game.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`);
  const lines =
    game.kind === "oh-my-word"
      ? (a.events as OmwEventView[]).map((e) =>
          describeOmwEvent(e, { person: who, category: (id) => categoryText(game.view as OmwView, id) }),
        )
      : (a.events as BuywordEventView[]).map((e) => describeBuywordEvent(e, who));
  const said = lines.filter((l): l is string => l !== null).join(" ");
  return said || "Nothing the table shows.";
}

function categoryText(view: OmwView, id: number): string {
  for (const b of view.boards) for (const c of b.categories) if (c.id === id) return c.text;
  return `category ${id + 1}`;
}

/**
 * The most recent actions, oldest first, each as the table's log tells it; the stored
 * action itself behind "Show raw actions" (while the game runs only the fields every
 * spectator learns anyway; once it is over, each action as it was stored).
 */
export function ActionLog({ game }: { game: Inspected }) {
  const [raw, setRaw] = useState(false);
  if (!game.recentActions.length) return <p className="text-sm text-slate-700">No actions yet.</p>;
  return (
    <div className="space-y-2">
      <Button variant="secondary" size="sm" aria-pressed={raw} onClick={() => setRaw((r) => !r)}>
        {raw ? "Hide raw actions" : "Show raw actions"}
      </Button>
      <ol className="max-h-80 space-y-1 overflow-auto text-sm" aria-label="Oldest first">
        {game.recentActions.map((a) => {
          const fields = fieldsOf(a.action);
          return (
            <li key={a.seq}>
              <span className="text-slate-600">
                #{a.seq} · {formatDateTime(a.at)} ·{" "}
              </span>
              {actionSentences(game, a)}
              {raw ? (
                <span className="block font-mono text-xs text-slate-700" data-testid="raw-action">
                  {a.seat === null ? "the server" : seatName(game.players, a.seat)}: {a.action.type}
                  {fields ? ` (${fields})` : ""}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
