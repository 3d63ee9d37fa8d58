"use client";

import { TRPCClientError } from "@trpc/client";
import { type LiveGameMessage, type Serialized, useTRPCClient } from "@wordhall/client";
import { parseLiveMessage } from "@wordhall/client/live";
import { useContext, useEffect, useRef, useState } from "react";
// The server's own sentence ("Sign in to watch this game.", "This game is private…"), not
// the move wording of ./action-error, which assumes a player whose session ran out.
import { errorMessage } from "~/lib/error-message";
import { useLatest } from "~/lib/use-latest";
import { FirstSnapshotContext, firstLiveState } from "./first-snapshot";
import { forgetLiveEvents, noteLiveEvent } from "./live-echo";
import {
  applyLiveMessage,
  type GameHistory,
  initialLiveState,
  type LiveGameState,
  type LiveLogEntry,
  mergeHistory,
  needsHistory,
  resumeId,
} from "./live-game-store";
import { noteServerTime } from "./server-clock";

export type UseLiveGameOptions<V, E> = {
  /**
   * Called once per applied version with its events (animations, sounds, a log) and the view
   * they led to, for what the events alone don't say (who won, at the end).
   */
  readonly onEvents?: (entry: LiveLogEntry<E>, view: V) => void;
  /**
   * See the game as a spectator even when seated: a room's table display, which is not the
   * player's seat (it never gets their tokens and its events are no echo of their moves).
   */
  readonly spectator?: boolean;
};

// Errors after which watching again cannot help.
const FINAL_CODES = new Set(["NOT_FOUND", "FORBIDDEN", "UNAUTHORIZED", "BAD_REQUEST"]);
const MAX_BACKOFF_MS = 10_000;

/** The wait before the next try after `failures` failed ones: doubling from 0.5 s, capped, jittered. */
function backoffMs(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures) * (0.75 + Math.random() / 2);
}

/** A tracked item arrives as { id, data }; presence (untracked) as the bare string. */
function messageOf(item: unknown): LiveGameMessage {
  const raw = typeof item === "string" ? item : (item as { data: string }).data;
  return parseLiveMessage(raw as Serialized<LiveGameMessage>);
}

/**
 * One game, live: the `live.game` subscription's snapshot, then each step applied in order
 * with `applyViewPatch`. tRPC's link already resumes from the last event id when the
 * connection drops; on top of that this hook reopens the stream itself (with backoff) when
 * the link gives up or a step arrives out of order, always from the last version applied,
 * so no step is lost or applied twice. `connection` drives a reconnect banner.
 *
 * V is the game's view type (e.g. OmwView), E its event type (e.g. OmwEventView).
 */
export function useLiveGame<V, E = unknown>(
  gameId: string,
  options: UseLiveGameOptions<V, E> = {},
): LiveGameState<V, E> {
  const client = useTRPCClient();
  const spectator = options.spectator === true;
  // The server-rendered page's snapshot of this game for this seat, if it has one: the
  // first render (on the server and at hydration) draws the table from it.
  const given = useContext(FirstSnapshotContext);
  const first = !spectator && given?.gameId === gameId ? given : null;
  const [state, setState] = useState<LiveGameState<V, E>>(() => firstLiveState<V, E>(first));
  const stateRef = useRef(state);
  const stateFor = useRef(gameId);
  // The page's snapshot is drawn, not trusted to resume from: it was taken as the page's
  // server was seen, and the seat could have changed since; patches for another seat's view
  // would corrupt it. The first stream asks for a snapshot of its own (the same, normally).
  const fromPage = useRef(first !== null);
  const onEventsRef = useLatest(options.onEvents);

  useEffect(() => {
    // A new game id starts from nothing; the same one keeps what it shows (the page's
    // snapshot, or what a remount kept) while the stream opens.
    if (stateFor.current !== gameId) {
      stateFor.current = gameId;
      stateRef.current = initialLiveState<V, E>();
      setState(stateRef.current);
    }
    let subscription: { unsubscribe: () => void } | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let stopped = false;

    const commit = (next: LiveGameState<V, E>) => {
      stateRef.current = next;
      setState(next);
    };
    const setConnection = (connection: LiveGameState<V, E>["connection"]) => {
      if (stateRef.current.connection !== connection) commit({ ...stateRef.current, connection });
    };

    const reopen = (delayMs: number) => {
      subscription?.unsubscribe();
      subscription = null;
      if (stopped) return;
      setConnection(stateRef.current.view === null ? "connecting" : "reconnecting");
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = setTimeout(open, delayMs);
    };
    const backoff = () => {
      const ms = backoffMs(failures);
      failures += 1;
      return ms;
    };

    function open() {
      retryTimer = null;
      if (stopped) return;
      subscription = client.live.game.subscribe(
        {
          gameId,
          lastEventId: fromPage.current ? null : resumeId(stateRef.current),
          ...(spectator ? { as: "spectator" as const } : {}),
        },
        {
          onData(item: unknown) {
            // Versions (tracked events) are what moves echo, to measure this link's lag; a
            // display's events are not what the player's own table received.
            if (!spectator && typeof item === "object" && item !== null && "id" in item)
              noteLiveEvent(gameId, Number((item as { id: unknown }).id));
            const message = messageOf(item);
            // A step's server time, received now: a bound on how far the two clocks differ.
            if (message.type === "step" && typeof message.at === "number") noteServerTime(message.at);
            const { state: next, outcome } = applyLiveMessage(stateRef.current, message);
            if (outcome.kind === "gap") {
              // A version went missing: ask again from the last one applied.
              reopen(0);
              return;
            }
            failures = 0;
            if (outcome.kind === "snapshot") fromPage.current = false;
            if (next !== stateRef.current) commit(next);
            if (outcome.kind === "step") onEventsRef.current?.(outcome.entry, next.view as V);
            if (outcome.kind === "snapshot" && needsHistory(next)) loadHistory();
          },
          onConnectionStateChange(s: { state: "idle" | "connecting" | "pending" }) {
            if (s.state === "connecting" && stateRef.current.view !== null) setConnection("reconnecting");
            // Connected again: a resume with nothing missed sends no step, so say "live" now.
            if (s.state === "pending" && stateRef.current.view !== null && !stateRef.current.over)
              setConnection("live");
          },
          onError(error: unknown) {
            const code =
              error instanceof TRPCClientError ? (error.data?.code as string | undefined) : undefined;
            if (code && FINAL_CODES.has(code)) {
              commit({ ...stateRef.current, connection: "closed", error: errorMessage(error) });
              return;
            }
            reopen(backoff());
          },
          onComplete() {
            if (stopped) return;
            // The server ends the stream after the game's last version; otherwise resume.
            if (stateRef.current.over) setConnection("closed");
            else reopen(backoff());
          },
        },
      );
    }

    // The view came without what led to it (a reload, a late arrival): ask for the log so
    // far, as this viewer may see it, and put it under what the stream has sent since.
    let historyInFlight = false;
    function loadHistory() {
      if (historyInFlight) return;
      historyInFlight = true;
      client.games.events
        .query({ gameId, ...(spectator ? { as: "spectator" as const } : {}) })
        .then((history) => {
          if (!stopped) commit(mergeHistory(stateRef.current, history as GameHistory<E>));
        })
        // The table works without its past; a later snapshot asks again.
        .catch(() => undefined)
        .finally(() => {
          historyInFlight = false;
        });
    }

    // A game over before the page opened has nothing more to stream.
    if (stateRef.current.connection !== "closed") open();
    if (needsHistory(stateRef.current)) loadHistory();
    // The browser knows before the link does when the network is back: retry at once.
    const onOnline = () => {
      if (retryTimer) reopen(0);
    };
    window.addEventListener("online", onOnline);
    return () => {
      stopped = true;
      if (!spectator) forgetLiveEvents(gameId);
      window.removeEventListener("online", onOnline);
      if (retryTimer) clearTimeout(retryTimer);
      subscription?.unsubscribe();
    };
  }, [client, gameId, spectator]);

  return state;
}
