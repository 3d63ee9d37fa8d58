import type { Countdown } from "@wordhall/timer";
import type { SeatAway } from "../core/absence";
import type { RngState } from "../core/rng";
import type { OmwConfig } from "./config";

export type Phase = "playing" | "tiebreaker" | "over";
export type Direction = 1 | -1;

export type PlayerState = {
  readonly left: boolean;
  /** Values of the bad-luck tokens taken, in the order taken. Secret from others until the reveal. */
  readonly tokens: readonly number[];
  /** OMW-51: marked away by the host (gone past its presence grace); absent while here. */
  readonly away?: SeatAway;
};

/**
 * Where the bag holder is in their turn. `tile` is the tile they drew this turn and are
 * answerable for if the timer goes off: in hand while `claim`, covering `chosen` while `pass`
 * (null once it has already gone back to the bag, e.g. after a rejected challenge).
 */
export type Turn = {
  readonly stage: "draw" | "claim" | "pass";
  readonly tile: number | null;
  /** The category the holder named (OMW-13) or covered; public. */
  readonly chosen: number | null;
};

export type Cover = {
  readonly tile: number;
  readonly seat: number;
  readonly term: string;
  /** The open claim behind this cover, or null once settled (or in trust mode). */
  readonly claim: number | null;
};

export type Challenge = {
  readonly by: number;
  /** Votes as [seat, accept] in the order cast; the challenger's "no" comes first. */
  readonly votes: readonly (readonly [number, boolean])[];
};

export type OpenClaim = {
  readonly id: number;
  readonly seat: number;
  readonly category: number;
  readonly tile: number;
  readonly term: string;
  readonly termKey: string;
  readonly madeAt: number;
  /** Until when it may be challenged, or (once challenged) voted on. Public. */
  readonly closesAt: number;
  readonly challenge: Challenge | null;
};

export type Tiebreaker = {
  readonly seats: readonly number[];
  /** Seats knocked out, in order (leaving counts as being knocked out). */
  readonly eliminated: readonly number[];
};

export type EndReason = "boards-full" | "tokens-exhausted" | "tiebreaker-won" | "abandoned" | "absence";

export type OmwState = {
  readonly game: "oh-my-word";
  /** Number of actions applied; the server's version mirrors it. */
  readonly version: number;
  /** Server time of the last applied action; actions never go back in time (OMW-49). */
  readonly lastAt: number;
  readonly config: OmwConfig;
  /** SECRET. The PRNG: it decides every draw from the bag, every token and every timer length. */
  readonly rng: RngState;
  readonly phase: Phase;
  /** Room pause (OMW-25): when it began, or null. */
  readonly pausedAt: number | null;
  readonly players: readonly PlayerState[];
  /** Exactly one seat holds the bag while the game runs; null once it is over. */
  readonly holder: number | null;
  readonly direction: Direction;
  readonly turn: Turn;
  /** SECRET (order and content). Tile ids; which one comes out is decided by the PRNG. */
  readonly bag: readonly number[];
  /** Category id → the tile covering it, or null. */
  readonly covers: readonly (Cover | null)[];
  readonly coveredCount: number;
  /** Reverse tiles placed next to the boards. */
  readonly aside: readonly number[];
  /** SECRET. Values of the face-down tokens still in the supply. */
  readonly supply: readonly number[];
  /** SECRET while running: the hidden deadline. */
  readonly timer: Countdown;
  readonly claims: readonly OpenClaim[];
  readonly nextClaimId: number;
  /** Keys of terms used on the boards, for rooms that refuse repeats (OMW-17). */
  readonly usedTerms: readonly string[];
  readonly tiebreaker: Tiebreaker | null;
  readonly ended: { readonly reason: EndReason; readonly at: number } | null;
};
