"use client";

import { useTRPCClient } from "@wordhall/client";
import { Button } from "@wordhall/ui/kit";
import { useState } from "react";
import { attempt } from "~/lib/attempt";
import { useNow } from "~/lib/use-now";
import { errorMessage } from "./action-error";

/** What a view shows of an away seat (BW-34, OMW-51). */
export type AwayMark = { readonly since: number; readonly standIn: boolean };

/**
 * How long before the others may end the game for a player's absence (SEAT-3). The server
 * decides; the button only waits for it, and a refusal says how long is really left.
 */
export const END_FOR_ABSENCE_AFTER_MS = 3 * 60_000;

/** "Away 45 s", "Away 2 min", with the stand-in when a bot plays the seat (SEAT-1, SEAT-2). */
export function awayText(away: AwayMark, now: number | null): string {
  // Before the browser's first tick (a page drawn on the server): no duration yet.
  const seconds = now === null ? null : Math.max(0, Math.floor((now - away.since) / 1000));
  const gone = seconds === null ? "" : seconds < 60 ? ` ${seconds} s` : ` ${Math.floor(seconds / 60)} min`;
  return away.standIn ? `Away${gone} · a bot plays` : `Away${gone}`;
}

/**
 * An away seat on a player card: how long its player has been gone, for everyone; and for the
 * other players at the table (`canAct`), a stand-in bot and, after the limit, ending the game
 * with the absent player ranked last.
 */
export function AwaySeat({
  gameId,
  seat,
  name,
  away,
  canAct,
}: {
  readonly gameId: string;
  readonly seat: number;
  readonly name: string;
  readonly away: AwayMark;
  readonly canAct: boolean;
}) {
  const now = useNow(true, 1_000);
  return (
    <div className="mt-1.5 space-y-1" data-testid={`away-${seat}`}>
      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950" role="status">
        {awayText(away, now)}
      </span>
      {canAct ? <AwayActions gameId={gameId} seat={seat} name={name} away={away} now={now} /> : null}
    </div>
  );
}

function AwayActions({
  gameId,
  seat,
  name,
  away,
  now,
}: {
  readonly gameId: string;
  readonly seat: number;
  readonly name: string;
  readonly away: AwayMark;
  readonly now: number | null;
}) {
  const client = useTRPCClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (mutate: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    const outcome = await attempt(mutate);
    if (!outcome.ok) setError(errorMessage(outcome.error));
    setBusy(false);
  };
  const endable = now !== null && now - away.since >= END_FOR_ABSENCE_AFTER_MS;
  return (
    <div className="flex flex-wrap gap-1.5">
      {away.standIn ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => send(() => client.games.standIn.mutate({ gameId, seat }))}
        >
          Let a bot play for {name}
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={busy || !endable}
        title={endable ? undefined : `Possible 3 minutes after ${name} was last seen.`}
        onClick={() => send(() => client.games.endForAbsence.mutate({ gameId, seat }))}
      >
        End the game ({name} ranks last)
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
