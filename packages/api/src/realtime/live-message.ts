import type { PatchOp } from "./view-patch";

// What live.game sends, as the browser reads it. Client-safe: types and one parser only.
// The subscription yields each message as a JSON string, serialised once per (game,
// version, seat) however many subscribers share it; tRPC's tracked id is the version.

export type PresenceStatus = "online" | "away";
export type PresenceEntry = {
  readonly userId: string;
  readonly name: string;
  readonly status: PresenceStatus;
};

export type LiveSeat = {
  readonly seat: number;
  readonly userId: string;
  readonly name: string;
  /** The level of a seat the server plays (a bot), else null (the server always says). */
  readonly bot?: "easy" | "normal" | "hard" | null;
};

export type LiveGameMessage =
  /** The whole view for this seat (first message, or when a client fell too far behind). */
  | {
      readonly type: "snapshot";
      readonly gameId: string;
      readonly kind: "oh-my-word" | "buyword";
      /** The room the game is played in (for its rematch), or null for a game with no room. */
      readonly roomId: string | null;
      readonly version: number;
      /** The caller's seat, or null when watching as a spectator. */
      readonly seat: number | null;
      readonly seats: readonly LiveSeat[];
      readonly over: boolean;
      readonly view: unknown;
    }
  /** One applied action: this seat's events, and the view changes that take it to `version`. */
  | {
      readonly type: "step";
      readonly version: number;
      readonly events: readonly unknown[];
      readonly patch: readonly PatchOp[];
      readonly over: boolean;
      /**
       * Epoch ms (server clock) the action counts at. A step received live lets the client
       * estimate how far its clock is from the server's, for countdowns.
       */
      readonly at?: number;
    }
  /**
   * A moderator ended the game before its end (it was stuck, or had to stop): no result, no
   * rating change. The last message of the stream.
   */
  | {
      readonly type: "ended";
      readonly gameId: string;
      readonly version: number;
      readonly by: "moderator";
      readonly reason: string;
      readonly at: string;
    }
  /** Who is connected; players in their 30-second grace are "away". */
  | { readonly type: "presence"; readonly users: readonly PresenceEntry[] };

/**
 * What the server tells the voters of a challenged Oh My Word claim about its term: our word
 * lists know it as a kind of the category, it is only loosely related, or we know nothing of
 * it. Never a verdict: the table votes. (The bots' JudgingHint, packages/bots.)
 */
export type JudgingHintView =
  | { readonly kind: "fits"; readonly reason: string }
  | { readonly kind: "loose"; readonly reason: string }
  | { readonly kind: "unknown" };

/**
 * What an Oh My Word live view adds to the engine's: for a seat that may vote on challenged
 * claims, each one's hint by claim id (absent while there is none to give, and always for
 * spectators, the claimant, and rooms that turned hints off).
 */
export type OmwLiveExtras = { readonly judgingHints?: Readonly<Record<string, JudgingHintView>> };

/** A message as it travels: a JSON string that parses to T. */
export type Serialized<T> = string & { readonly __serialized?: T };

export function parseLiveMessage<T extends LiveGameMessage>(data: Serialized<T>): T {
  return JSON.parse(data) as T;
}
