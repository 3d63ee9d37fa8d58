import type { Direction, EndReason } from "./state";

export type PassReason = "pass" | "reverse" | "timer" | "leave" | "tiebreaker";

/** What happened, as the engine records it. `token-taken.value` is secret; see eventsFor. */
export type OmwEvent =
  | { readonly type: "game-started"; readonly holder: number; readonly direction: Direction }
  | { readonly type: "timer-started"; readonly at: number }
  | { readonly type: "timer-stopped"; readonly at: number }
  | { readonly type: "timer-resumed"; readonly at: number }
  | { readonly type: "tile-drawn"; readonly seat: number; readonly letter: string | null }
  | { readonly type: "direction-reversed"; readonly seat: number; readonly direction: Direction }
  | {
      readonly type: "bag-passed";
      readonly from: number;
      readonly to: number;
      readonly reason: PassReason;
    }
  | { readonly type: "category-chosen"; readonly seat: number; readonly category: number | null }
  | {
      readonly type: "category-covered";
      readonly seat: number;
      readonly category: number;
      readonly letter: string;
      readonly term: string;
      readonly claim: number | null;
      readonly closesAt: number | null;
    }
  | {
      readonly type: "claim-challenged";
      readonly claim: number;
      readonly by: number;
      readonly closesAt: number;
    }
  | { readonly type: "vote-cast"; readonly claim: number; readonly seat: number; readonly accept: boolean }
  | { readonly type: "claim-upheld"; readonly claim: number; readonly category: number }
  | {
      readonly type: "claim-rejected";
      readonly claim: number;
      readonly category: number;
      readonly seat: number;
    }
  | { readonly type: "timer-went-off"; readonly holder: number; readonly at: number }
  | {
      readonly type: "tile-returned";
      readonly seat: number;
      readonly letter: string | null;
      readonly category: number | null;
    }
  | { readonly type: "token-taken"; readonly seat: number; readonly value: number }
  | { readonly type: "player-left"; readonly seat: number }
  | { readonly type: "player-eliminated"; readonly seat: number }
  /** OMW-51, OMW-52: public. */
  | { readonly type: "seat-away"; readonly seat: number; readonly since: number }
  | { readonly type: "seat-back"; readonly seat: number; readonly standIn: boolean }
  | { readonly type: "stand-in-started"; readonly seat: number }
  | { readonly type: "ended-for-absence"; readonly seat: number }
  | { readonly type: "paused"; readonly at: number }
  | { readonly type: "resumed"; readonly at: number }
  | {
      readonly type: "tokens-revealed";
      readonly players: readonly { readonly seat: number; readonly tokens: readonly number[] }[];
    }
  | { readonly type: "tiebreaker-started"; readonly seats: readonly number[]; readonly holder: number }
  | { readonly type: "boards-cleared" }
  | { readonly type: "game-over"; readonly reason: EndReason };

type TokenTaken = Extract<OmwEvent, { type: "token-taken" }>;

/** An event as one seat (or a spectator) may see it: others' token values are left out. */
export type OmwEventView =
  | Exclude<OmwEvent, TokenTaken>
  | { readonly type: "token-taken"; readonly seat: number; readonly value?: number };

/**
 * Rebuilds each event from the fields a viewer may see (OMW-35, OMW-50). Every case
 * copies fields by name, so a secret added to an event later stays out until listed here.
 */
export function omwEventsFor(events: readonly OmwEvent[], seat: number | null): OmwEventView[] {
  const out: OmwEventView[] = [];
  for (const e of events) out.push(eventFor(e, seat));
  return out;
}

function eventFor(e: OmwEvent, viewer: number | null): OmwEventView {
  switch (e.type) {
    case "token-taken":
      return e.seat === viewer
        ? { type: e.type, seat: e.seat, value: e.value }
        : { type: e.type, seat: e.seat };
    case "game-started":
      return { type: e.type, holder: e.holder, direction: e.direction };
    case "timer-started":
    case "timer-stopped":
    case "timer-resumed":
    case "paused":
    case "resumed":
      return { type: e.type, at: e.at };
    case "tile-drawn":
      return { type: e.type, seat: e.seat, letter: e.letter };
    case "direction-reversed":
      return { type: e.type, seat: e.seat, direction: e.direction };
    case "bag-passed":
      return { type: e.type, from: e.from, to: e.to, reason: e.reason };
    case "category-chosen":
      return { type: e.type, seat: e.seat, category: e.category };
    case "category-covered":
      return {
        type: e.type,
        seat: e.seat,
        category: e.category,
        letter: e.letter,
        term: e.term,
        claim: e.claim,
        closesAt: e.closesAt,
      };
    case "claim-challenged":
      return { type: e.type, claim: e.claim, by: e.by, closesAt: e.closesAt };
    case "vote-cast":
      return { type: e.type, claim: e.claim, seat: e.seat, accept: e.accept };
    case "claim-upheld":
      return { type: e.type, claim: e.claim, category: e.category };
    case "claim-rejected":
      return { type: e.type, claim: e.claim, category: e.category, seat: e.seat };
    case "timer-went-off":
      return { type: e.type, holder: e.holder, at: e.at };
    case "tile-returned":
      return { type: e.type, seat: e.seat, letter: e.letter, category: e.category };
    case "player-left":
    case "player-eliminated":
    case "stand-in-started":
    case "ended-for-absence":
      return { type: e.type, seat: e.seat };
    case "seat-away":
      return { type: e.type, seat: e.seat, since: e.since };
    case "seat-back":
      return { type: e.type, seat: e.seat, standIn: e.standIn };
    case "tokens-revealed":
      return { type: e.type, players: e.players.map((p) => ({ seat: p.seat, tokens: p.tokens.slice() })) };
    case "tiebreaker-started":
      return { type: e.type, seats: e.seats.slice(), holder: e.holder };
    case "boards-cleared":
      return { type: e.type };
    case "game-over":
      return { type: e.type, reason: e.reason };
  }
}
