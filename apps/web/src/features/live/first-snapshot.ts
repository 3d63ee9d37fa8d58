"use client";

import type { Serialized } from "@wordhall/client";
import { parseLiveMessage } from "@wordhall/client/live";
import { createContext } from "react";
import {
  applyLiveMessage,
  type GameHistory,
  initialLiveState,
  type LiveGameState,
  mergeHistory,
} from "./live-game-store";

/**
 * A game as the page's server first saw it for this seat: `live.snapshot` (the stream's
 * first message) and the history so far. The page's HTML holds the table drawn from it;
 * the browser's stream then brings a snapshot of its own and everything after.
 */
export type FirstSnapshot = {
  readonly gameId: string;
  readonly snapshot: string;
  readonly history: unknown;
};

/** Set by the room page around its table; a table of another game (or a display) ignores it. */
export const FirstSnapshotContext = createContext<FirstSnapshot | null>(null);

/** The live state the table starts from: the server's snapshot and history, or nothing yet. */
export function firstLiveState<V, E>(first: FirstSnapshot | null): LiveGameState<V, E> {
  const empty = initialLiveState<V, E>();
  if (first === null) return empty;
  const message = parseLiveMessage(first.snapshot as Serialized<never>);
  const { state } = applyLiveMessage<V, E>(empty, message);
  if (state.view === null) return empty;
  // Over already: nothing more will come, as the stream would have ended after its snapshot.
  const settled = state.over ? { ...state, connection: "closed" as const } : state;
  return first.history ? mergeHistory(settled, first.history as GameHistory<E>) : settled;
}
