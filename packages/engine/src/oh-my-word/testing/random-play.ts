import { seedRng } from "../../core/rng";
import type { OmwAction } from "../actions";
import type { OmwApplyResult } from "../apply/apply";
import { derive } from "../derived";
import type { OmwState } from "../state";
import { OmwTable } from "./table";

/**
 * A small deterministic dice for the simulated players (not the game's PRNG). It runs the
 * same sfc32 generator in place, since the simulation rolls it far more often than the game.
 */
export class Dice {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: string) {
    [this.a, this.b, this.c, this.d] = seedRng(seed);
  }
  private next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  int(maxExclusive: number): number {
    return Math.floor(this.next() * Math.max(1, maxExclusive));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(items.length)];
  }
}

const TAILS = ["ango", "ountain", "ocket", "izza", "elly", "anana", "orest", "uitar"];

export type Move = { readonly actor: number | null; readonly action: OmwAction; readonly at: number };

export type RandomPlayOptions = {
  /** Share of moves that are deliberately wrong (wrong actor, bad category, bad term...). */
  readonly illegal?: number;
  /** Chance that the holder dawdles (lets time pass without acting). */
  readonly dawdle?: number;
  readonly allowLeave?: boolean;
  readonly allowPause?: boolean;
};

/** A plausible term for `letter`, sometimes dressed with an article, sometimes wrong on purpose. */
function termFor(dice: Dice, letter: string, wrong: boolean, unique: number): string {
  if (wrong) return dice.pick(["", "   ", `Q${"z".repeat(dice.int(3))}`, "x".repeat(300), "The"]) ?? "";
  const word = `${letter}${dice.pick(TAILS)}${dice.chance(0.5) ? ` ${unique}` : ""}`;
  return dice.chance(0.2) ? `The ${word}` : dice.chance(0.1) ? word.toLowerCase() : word;
}

/** When the next move happens: usually soon, sometimes much later, occasionally in the past. */
export function pickTime(state: OmwState, dice: Dice, opts: RandomPlayOptions): number {
  if (dice.chance((opts.illegal ?? 0.15) * 0.05)) return state.lastAt - 1 - dice.int(5_000);
  if (state.pausedAt !== null) return state.lastAt + dice.int(60_000);
  if (dice.chance(0.3)) return state.lastAt;
  return state.lastAt + dice.int(dice.chance(opts.dawdle ?? 0.15) ? 30_000 : 4_000);
}

/** One simulated move at `at` from the current state: mostly sensible, sometimes not. */
export function randomMove(
  state: OmwState,
  dice: Dice,
  opts: RandomPlayOptions,
  serial: number,
  at: number,
): Move {
  const derived = derive(state.config);
  const seats = state.players.length;
  const holder = state.holder ?? 0;
  const anySeat = () => dice.int(seats);
  const uncoveredList = () => state.covers.flatMap((c, i) => (c === null ? [i] : []));

  if (at < state.lastAt || dice.chance(opts.illegal ?? 0.15)) {
    const action: OmwAction = dice.pick<OmwAction>([
      { type: "draw" },
      { type: "pass" },
      {
        type: "claim",
        category: dice.int(derived.categories.length + 3),
        term: termFor(dice, "A", dice.chance(0.5), serial),
      },
      { type: "challenge", claim: dice.int(state.nextClaimId + 2) },
      { type: "vote", claim: dice.int(state.nextClaimId + 2), accept: dice.chance(0.5) },
      { type: "timer-expired" },
      { type: "close-challenge", claim: dice.int(state.nextClaimId + 2) },
      { type: "choose-category", category: dice.int(derived.categories.length + 3) },
      { type: "resume" },
      { type: "leave", seat: anySeat() },
    ]) ?? { type: "draw" };
    const actor = dice.chance(0.2) ? null : dice.chance(0.5) ? holder : anySeat();
    // A seat trying to remove another seat is refused; the server removing one is real, so keep it rare.
    if (action.type === "leave" && !(opts.allowLeave && actor === null && dice.chance(0.1))) {
      return { actor: holder, action: { type: "leave", seat: (holder + 1) % seats }, at };
    }
    return { actor, action, at };
  }

  if (opts.allowPause && dice.chance(0.01)) {
    return { actor: null, action: { type: state.pausedAt === null ? "pause" : "resume" }, at };
  }
  if (state.pausedAt !== null) return { actor: null, action: { type: "resume" }, at };
  if (opts.allowLeave && dice.chance(0.004)) {
    return dice.chance(0.5)
      ? { actor: anySeat(), action: { type: "leave" }, at }
      : { actor: null, action: { type: "leave", seat: anySeat() }, at };
  }

  const open = state.claims.filter((c) => at < c.closesAt);
  if (open.length > 0 && dice.chance(0.3)) {
    const claim = dice.pick(open);
    if (claim !== undefined) {
      const action: OmwAction =
        claim.challenge === null
          ? { type: "challenge", claim: claim.id }
          : { type: "vote", claim: claim.id, accept: dice.chance(0.5) };
      return { actor: anySeat(), action, at };
    }
  }

  switch (state.turn.stage) {
    case "draw":
      if (dice.chance(0.1)) {
        return {
          actor: holder,
          action: { type: "choose-category", category: dice.pick(uncoveredList()) ?? null },
          at,
        };
      }
      return { actor: holder, action: { type: "draw" }, at };
    case "claim": {
      const letter = derived.tileLetters[state.turn.tile ?? 0] ?? "A";
      const category =
        (state.turn.chosen !== null && dice.chance(0.7) ? state.turn.chosen : dice.pick(uncoveredList())) ??
        0;
      return {
        actor: holder,
        action: { type: "claim", category, term: termFor(dice, letter, dice.chance(0.08), serial) },
        at,
      };
    }
    case "pass":
      return { actor: holder, action: { type: "pass" }, at };
  }
}

// A function call keeps TypeScript from narrowing the phase across advanceTo.
function isOver(table: OmwTable): boolean {
  return table.state.phase === "over";
}

export type PlayedGame = {
  readonly table: OmwTable;
  /** Actions attempted, deadlines included. */
  readonly attempts: number;
  readonly refused: number;
};

/**
 * Plays a whole random game through an OmwTable (the server stand-in). `onStep` sees every
 * attempted action, deadlines included, with its result after the table applied it.
 */
export function playRandomGame(
  config: unknown,
  seed: string,
  opts: RandomPlayOptions = {},
  maxMoves = 20_000,
  onStep?: (
    actor: number | null,
    action: OmwAction,
    at: number,
    result: OmwApplyResult,
    table: OmwTable,
  ) => void,
): PlayedGame {
  const table = new OmwTable(config, seed);
  let attempts = 0;
  let refused = 0;
  table.onResult = (actor, action, at, result) => {
    attempts++;
    if (!result.ok) refused++;
    onStep?.(actor, action, at, result, table);
  };
  const dice = new Dice(`moves:${seed}`);
  for (let moves = 0; moves < maxMoves && table.state.phase !== "over"; moves++) {
    const at = pickTime(table.state, dice, opts);
    if (at >= table.now) {
      table.advanceTo(at);
      if (isOver(table)) break;
    }
    const move = randomMove(table.state, dice, opts, moves, at);
    table.raw(move.actor, move.action, move.at);
  }
  table.onResult = null;
  return { table, attempts, refused };
}
