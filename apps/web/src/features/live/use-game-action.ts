"use client";

import { useCallback, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { errorMessage, isUncertainOutcome } from "./action-error";
import { newClientActionId } from "./client-action-id";
import { type Echo, echoFor } from "./live-echo";

/**
 * What every play.* mutation needs besides the move's own fields; `echo` lets the server
 * measure this connection's lag (live-echo.ts).
 */
export type ActionIds = { readonly gameId: string; readonly clientActionId: string; readonly echo?: Echo };

export type ActionResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

const AUTO_RETRIES = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One move sent, and sent again (with the same id) while the outcome is unknown, at most
 * AUTO_RETRIES times. Outside the hook: the React Compiler compiles no hook holding a
 * try/finally, and this loop is all the hook's waiting.
 */
async function sendIntent<T>(
  gameId: string,
  clientActionId: string,
  send: (ids: ActionIds) => Promise<T>,
): Promise<
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string; readonly uncertain: boolean }
> {
  for (let attempt = 0; ; attempt++) {
    try {
      // Taken at each send: a retry has held the event longer.
      const echo = echoFor(gameId);
      const value = await send(echo ? { gameId, clientActionId, echo } : { gameId, clientActionId });
      return { ok: true, value };
    } catch (thrown) {
      const uncertain = isUncertainOutcome(thrown);
      if (uncertain && attempt < AUTO_RETRIES) {
        await sleep(300 * 2 ** attempt);
        continue;
      }
      return { ok: false, error: errorMessage(thrown), uncertain };
    }
  }
}

/** `pending` while a table drawn on the server waits for its page's scripts. */
export const WAITING_FOR_PAGE = "waiting for the page";

/**
 * Sends moves for one game. Each move names its intent (e.g. `draw@12`: "draw, at version
 * 12"); the intent keeps one client action id until the server has answered, so automatic
 * retries after a lost answer, and the player pressing again, reuse it and the server
 * applies the move at most once. Refusals come back as plain messages in `error`.
 *
 *   const action = useGameAction(gameId);
 *   action.perform(`draw@${view.version}`, (ids) => client.play.ohMyWord.draw.mutate(ids));
 *
 * `pending` is the intent in flight, which the tables read to disable their controls; until
 * the page's scripts have taken over a table drawn on the server it is `WAITING_FOR_PAGE`:
 * its buttons are in the HTML before they can do anything, and a tap then would be lost.
 */
export function useGameAction(gameId: string) {
  const ids = useRef(new Map<string, string>());
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const perform = useCallback(
    async <T>(
      intent: string,
      send: (ids: ActionIds) => Promise<T>,
      options: { readonly quiet?: boolean } = {},
    ): Promise<ActionResult<T>> => {
      const key = `${gameId}:${intent}`;
      let clientActionId = ids.current.get(key);
      if (!clientActionId) {
        clientActionId = newClientActionId();
        ids.current.set(key, clientActionId);
      }
      // A quiet move (a hint to the others, say) neither blocks the controls nor reports errors.
      const quiet = options.quiet === true;
      if (!quiet) {
        setPending(intent);
        setError(null);
      }
      const result = await sendIntent(gameId, clientActionId, send);
      // A success or a clear refusal ends the intent; an unknown outcome keeps its id for a retry.
      if (result.ok || !result.uncertain) ids.current.delete(key);
      if (!quiet) {
        if (!result.ok) setError(result.error);
        setPending((p) => (p === intent ? null : p));
      }
      return result.ok ? { ok: true, value: result.value } : { ok: false, error: result.error };
    },
    [gameId],
  );

  const clearError = useCallback(() => setError(null), []);
  const hydrated = useHydrated();
  return { perform, pending: hydrated ? pending : WAITING_FOR_PAGE, error, clearError };
}
