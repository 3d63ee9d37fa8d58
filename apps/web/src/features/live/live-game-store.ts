import {
  applyViewPatch,
  type LiveGameMessage,
  type LiveSeat,
  type PresenceEntry,
} from "@wordhall/api/client";

// The client's copy of one live game, fed message by message. Pure (no React, no network),
// so the rules that keep it exact — snapshot replaces, steps apply in order, no step twice,
// a gap is noticed — are unit-tested without a browser.

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
      return {
        state: {
          ...state,
          connection: "live",
          view: message.view as V,
          version: message.version,
          kind: message.kind,
          roomId: message.roomId,
          seat: message.seat,
          seats: message.seats,
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
      return { state: { ...state, presence: message.users }, outcome: { kind: "presence" } };
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
