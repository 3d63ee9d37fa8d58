"use client";

import type { RouterOutputs } from "@wordhall/client";
import { roomOptionsSummary, staffSummaryOf } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { useState } from "react";
import { Json } from "./json-view";

type Inspected = RouterOutputs["admin"]["games"]["get"];

/**
 * A game's settings as label–value pairs: the same summary the players' room shows (from
 * @wordhall/ui's settings table), then what no room chooses (BuyWord's platform words), then
 * the room's own options.
 */
export function settingsOf(game: Pick<Inspected, "kind" | "config" | "room">): [string, string][] {
  const config = (game.config ?? {}) as Record<string, unknown>;
  return [
    ...staffSummaryOf(game.kind, config),
    ...(game.room?.options ? roomOptionsSummary(game.kind, game.room.options, config) : []),
  ];
}

/**
 * The game's configuration in words, with the stored JSON behind "Show raw configuration"
 * (as the action log keeps its raw actions), for what the summary doesn't spell out.
 */
export function GameSettings({ game }: { game: Inspected }) {
  const [raw, setRaw] = useState(false);
  return (
    <div className="space-y-3">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {settingsOf(game).map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="mb-1 text-slate-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" size="sm" aria-pressed={raw} onClick={() => setRaw((r) => !r)}>
        {raw ? "Hide raw configuration" : "Show raw configuration"}
      </Button>
      {raw ? <Json value={game.config} label="Game configuration" /> : null}
    </div>
  );
}
