import { replaceEqualDeep } from "@tanstack/react-query";
import type { LiveGameMessage, LiveSeat, PresenceEntry } from "@wordhall/client";
import { applyViewPatch } from "@wordhall/client/live";

// The client's copy of one live game, fed message by message. Pure (no hooks, no network:
// only TanStack Query's structural-sharing function), so the rules that keep it exact —
// snapshot replaces, steps apply in order, no step twice, a gap is noticed — are unit-tested
// without a browser.

/** How the stream is doing, for a reconnect banner. "closed" = the game is over, stream done. */
export type LiveConnection = "connecting" | "live" | "reconnecting" | "closed";

/** One version's events, as this seat may see them, in the order they were applied. */
export type LiveLogEntry<E> = { readonly version: number; readonly events: readonly E[] };

export type LiveGameState<V, E> = {
  readonly connection: LiveConnection;
  /** The view for this seat (or spectator); null until the first snapshot. */
  readonly view: V | null;
  readonly version: number | null;
  readonly kind: "oh-my-word" | "buyword" | null;
  /** The room the game belongs to (for a rematch), or null. */
  readonly roomId: string | null;
  /** The caller's seat, or null when watching as a spectator. */
  readonly seat: number | null;
  readonly seats: readonly LiveSeat[];
  readonly presence: readonly PresenceEntry[];
  readonly over: boolean;
  /** Set when a moderator ended the game early: why, and when (the game is then over). */
  readonly endedByModerator: { readonly reason: string; readonly at: string } | null;
  /** The latest versions' events, oldest first (at most LOG_LIMIT entries). */
  readonly log: readonly LiveLogEntry<E>[];
  /** Set when the game cannot be watched at all (not found, not allowed). */
  readonly error: string | null;
};

export const LOG_LIMIT = 100;

export function initialLiveState<V, E>(): LiveGameState<V, E> {
  return {
    connection: "connecting",
    view: null,
    version: null,
    kind: null,
    roomId: null,
    seat: null,
    seats: [],
    presence: [],
    over: false,
    endedByModerator: null,
    log: [],
    error: null,
  };
}

/** What a message did: "gap" means a version was skipped and the stream must resume. */
export type ApplyOutcome<E> =
  | { readonly kind: "snapshot" }
  | { readonly kind: "step"; readonly entry: LiveLogEntry<E> }
  | { readonly kind: "presence" }
  | { readonly kind: "ended" }
  | { readonly kind: "duplicate" }
  | { readonly kind: "gap" };

export function applyLiveMessage<V, E>(
  state: LiveGameState<V, E>,
  message: LiveGameMessage,
): { state: LiveGameState<V, E>; outcome: ApplyOutcome<E> } {
  switch (message.type) {
    case "snapshot":
      // What the snapshot repeats keeps its objects (the stream's first snapshot normally
      // repeats the page's, a reconnect's most of the table): the table's memoised parts then
      // see the same props and skip re-rendering, where a whole new view redrew the table.
      return {
        state: {
          ...state,
          connection: "live",
          view: replaceEqualDeep(state.view, message.view as V),
          version: message.version,
          kind: message.kind,
          roomId: message.roomId,
          seat: message.seat,
          seats: replaceEqualDeep(state.seats, message.seats),
          over: message.over,
          error: null,
        },
        outcome: { kind: "snapshot" },
      };
    case "step": {
      if (state.view === null || state.version === null) return { state, outcome: { kind: "gap" } };
      if (message.version <= state.version) return { state, outcome: { kind: "duplicate" } };
      if (message.version !== state.version + 1) return { state, outcome: { kind: "gap" } };
      const entry: LiveLogEntry<E> = { version: message.version, events: message.events as E[] };
      const log = [...state.log, entry];
      return {
        state: {
          ...state,
          connection: "live",
          view: applyViewPatch(state.view, message.patch),
          version: message.version,
          over: message.over,
          log: log.length > LOG_LIMIT ? log.slice(log.length - LOG_LIMIT) : log,
        },
        outcome: { kind: "step", entry },
      };
    }
    case "presence":
      return {
        state: { ...state, presence: replaceEqualDeep(state.presence, message.users) },
        outcome: { kind: "presence" },
      };
    case "ended":
      return {
        state: { ...state, over: true, endedByModerator: { reason: message.reason, at: message.at } },
        outcome: { kind: "ended" },
      };
  }
}

/** The id to resume from: the last version applied, or null for a fresh snapshot. */
export function resumeId(state: LiveGameState<unknown, unknown>): string | null {
  return state.version === null ? null : String(state.version);
}

/** What games.events returns: the latest versions' events as this viewer may see them. */
export type GameHistory<E> = {
  readonly version: number;
  readonly entries: readonly { readonly version: number; readonly events: readonly E[] }[];
};

/**
 * Whether the log is missing versions the view already includes: a table opened mid-game
 * (a reload, a spectator arriving) or one that caught up by snapshot after falling behind
 * has the view but not what led to it. Then the table asks the server for the history.
 */
export function needsHistory(state: LiveGameState<unknown, unknown>): boolean {
  if (state.version === null) return false;
  const versions = new Set(state.log.map((e) => e.version));
  const from = Math.max(0, state.version - LOG_LIMIT + 1);
  for (let v = from; v <= state.version; v++) if (!versions.has(v)) return true;
  return false;
}

/**
 * The server's history merged under the live log: each version once (the live step wins),
 * oldest first, none past the version the view is at (later ones arrive as steps), at most
 * LOG_LIMIT versions.
 */
export function mergeHistory<V, E>(state: LiveGameState<V, E>, history: GameHistory<E>): LiveGameState<V, E> {
  if (state.version === null) return state;
  const at = state.version;
  const byVersion = new Map<number, LiveLogEntry<E>>();
  for (const e of history.entries)
    if (e.version <= at) byVersion.set(e.version, { version: e.version, events: e.events });
  for (const e of state.log) byVersion.set(e.version, e);
  const log = [...byVersion.values()].sort((a, b) => a.version - b.version);
  return { ...state, log: log.length > LOG_LIMIT ? log.slice(log.length - LOG_LIMIT) : log };
}
