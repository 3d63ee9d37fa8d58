import { bestSalePlan, type LexiconJudge } from "@wordhall/words";
import type { RngState } from "../../core/rng";
import type { BuywordAction } from "../actions";
import { actingSeat } from "../apply";
import { defaultDiscard } from "../selling";
import type { BuywordState } from "../state";
import { isWild, letterCount, priceOf, TILE_LETTER, TILE_PIPS, type TileId } from "../tiles";
import { buywordDeadlines } from "../timing";
import type { JudgeFor } from "../word-judge";

export type Move = { readonly actor: number | null; readonly action: BuywordAction };

/**
 * A random but mostly sensible player for property tests, benchmarks and golden records.
 * It proposes moves in order of preference; the caller applies the first the engine
 * accepts. The last proposal is always one the engine must accept (a pass, a discard, an
 * end of turn), so a game never gets stuck unless the engine is wrong.
 */
export class RandomPlayer {
  // sfc32 held in four mutable numbers: the player is test tooling that draws thousands of
  // numbers per game, and the engine's immutable generator would allocate for each.
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** Trade actions taken this round, to keep the trade window short. */
  private tradeActions = 0;
  private tradeRound = -1;

  constructor(
    rng: RngState,
    private readonly opts: {
      readonly sellAttempts: number;
      readonly timeoutChance: number;
      /** Sell the words of the best sale plan (words package) instead of random guesses. */
      readonly planSales?: boolean;
      /** Chance per move that a random player still in the game leaves instead (BW-33). */
      readonly leaveChance?: number;
    } = {
      sellAttempts: 12,
      timeoutChance: 0.02,
    },
  ) {
    [this.a, this.b, this.c, this.d] = rng;
  }

  private float(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  private int(max: number): number {
    return Math.floor(this.float() * max);
  }

  private pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(items.length)];
  }

  private shuffled<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** `judge` is the module's (BuywordModule.judge), which planned sales are searched with. */
  moves(state: BuywordState, judge: JudgeFor): Move[] {
    const deadline = buywordDeadlines(state)[0];
    if (deadline && this.float() < this.opts.timeoutChance) return [{ actor: null, action: deadline.action }];
    // Drawn only when leaving is on, so games played without it stay as they were.
    const leaveChance = this.opts.leaveChance ?? 0;
    if (leaveChance > 0 && this.float() < leaveChance) {
      const stayed = state.players.flatMap((p, s) => (p.left === true ? [] : [s]));
      const leaver = this.pick(stayed);
      if (leaver !== undefined) return [{ actor: leaver, action: { type: "leave" } }];
    }
    const phase = state.phase;
    const seat = actingSeat(state);
    switch (phase.kind) {
      case "choose":
        return [{ actor: state.leader, action: { type: "choose", count: 2 + this.int(4) } }];
      case "draft": {
        const tile = this.pick(phase.pool) ?? 0;
        return [{ actor: phase.turn, action: { type: "draftPick", tile } }];
      }
      case "trade":
        return this.tradeMoves(state, phase.offers, phase.done);
      case "decide": {
        const turn = phase.turn;
        const draw = state.draws[turn] ?? [];
        const money = state.players[turn]?.money ?? 0;
        const out: Move[] = [];
        const r = this.float();
        if (state.config.variants.auction && state.players.length > 1 && r < 0.25) {
          out.push({ actor: turn, action: { type: "auction" } });
        }
        // An unaffordable buy is proposed now and then too: the engine must refuse it.
        if (r < 0.85 && (priceOf(draw) <= money || r < 0.3))
          out.push({ actor: turn, action: { type: "buy" } });
        out.push({ actor: turn, action: { type: "discard" } });
        return out;
      }
      case "auction": {
        const bidder = seat ?? phase.owner;
        const money = state.players[bidder]?.money ?? 0;
        const high = phase.high?.amount ?? 0;
        const out: Move[] = [];
        if (high < money && this.float() < 0.5) {
          // Sometimes more than the bidder has, which the engine must refuse.
          const amount = this.float() < 0.1 ? money + 1 : Math.min(money, high + 1 + this.int(20));
          out.push({ actor: bidder, action: { type: "bid", amount } });
        }
        out.push({ actor: bidder, action: { type: "pass" } });
        return out;
      }
      case "sell": {
        if (phase.pending !== null) {
          const pending = phase.pending;
          const voters = pending.votes
            .map((v, s) => (v === null && s !== pending.seat && state.players[s]?.left !== true ? s : -1))
            .filter((s) => s >= 0);
          const voter = this.pick(voters) ?? 0;
          return [{ actor: voter, action: { type: "vote", fits: this.float() < 0.75 } }];
        }
        return this.sellMoves(state, phase.turn, judge);
      }
      default:
        return [];
    }
  }

  private tradeMoves(
    state: BuywordState,
    offers: readonly { from: number; to: number; money: number }[],
    done: readonly boolean[],
  ): Move[] {
    if (this.tradeRound !== state.round) {
      this.tradeRound = state.round;
      this.tradeActions = 0;
    }
    this.tradeActions++;
    const n = state.players.length;
    const undone = done.map((d, s) => (d ? -1 : s)).filter((s) => s >= 0);
    const finisher = this.pick(undone) ?? 0;
    const finish: Move = { actor: finisher, action: { type: "doneTrading" } };
    if (this.tradeActions > 12 || this.float() < 0.4) return [finish];
    const offer = this.pick(offers);
    const r = this.float();
    if (offer && r < 0.5) {
      return [{ actor: offer.to, action: { type: "acceptTrade", from: offer.from } }, finish];
    }
    if (offer && r < 0.6)
      return [{ actor: offer.to, action: { type: "declineTrade", from: offer.from } }, finish];
    if (offer && r < 0.65)
      return [{ actor: offer.from, action: { type: "withdrawTrade", to: offer.to } }, finish];
    const from = this.int(n);
    const to = (from + 1 + this.int(n - 1)) % n;
    const money = this.float() < 0.5 ? 0 : this.int(21) - 10;
    return [{ actor: from, action: { type: "offerTrade", to, money } }, finish];
  }

  private sellMoves(state: BuywordState, turn: number, judge: JudgeFor): Move[] {
    const hand = state.players[turn]?.hand ?? [];
    const out: Move[] = [];
    if (this.opts.planSales && state.grid === null) {
      const planned = plannedSale(hand, judge(state.config));
      if (planned) out.push({ actor: turn, action: { type: "sell", ...planned, at: null } });
    }
    const letters = hand.filter((t) => !isWild(t));
    const wilds = hand.filter(isWild);
    for (let i = 0; i < this.opts.sellAttempts && hand.length > 0; i++) {
      const useWild = wilds.length > 0 && this.float() < 0.3;
      const size = state.grid !== null ? 1 + this.int(3) : 2 + this.int(3);
      const chosen: TileId[] = this.shuffled(letters).slice(0, useWild ? size - 1 : size);
      if (useWild) chosen.splice(this.int(chosen.length + 1), 0, wilds[0] as TileId);
      if (chosen.length === 0) continue;
      const wildAs = useWild ? String.fromCharCode(65 + this.int(26)) : null;
      out.push({
        actor: turn,
        action: { type: "sell", tiles: chosen, wildAs, at: this.placement(state, chosen.length) },
      });
    }
    const limit = state.config.variants.handLimit;
    let discard = defaultDiscard(hand, limit);
    if (discard.length > 0 && this.float() < 0.5 && limit !== null) {
      discard = this.shuffled(letters).slice(0, letterCount(hand) - limit);
    }
    // Now and then try to keep one letter too many: the engine must refuse it.
    if (discard.length > 0 && this.float() < 0.3) {
      out.push({ actor: turn, action: { type: "endTurn", discard: discard.slice(1) } });
    }
    out.push({ actor: turn, action: { type: "endTurn", discard } });
    return out;
  }

  private placement(
    state: BuywordState,
    newTiles: number,
  ): { row: number; col: number; dir: "across" | "down" } | null {
    if (state.grid === null) return null;
    const dir = this.float() < 0.5 ? "across" : "down";
    const keys = Object.keys(state.grid);
    const key = this.pick(keys);
    if (key === undefined) return { row: 0, col: 0, dir };
    const [row, col] = key.split(",").map(Number) as [number, number];
    const back = this.int(newTiles + 1);
    return dir === "across" ? { row, col: col - back, dir } : { row: row - back, col, dir };
  }
}

/** The best-priced word of the best sale plan for this hand, as a sell action's tiles. */
export function plannedSale(
  hand: readonly TileId[],
  judge: LexiconJudge,
): { tiles: TileId[]; wildAs: string | null } | null {
  const letters = hand.filter((t) => !isWild(t));
  const wilds = hand.filter(isWild);
  const plan = bestSalePlan(
    {
      tiles: letters.map((t) => ({ letter: TILE_LETTER[t] ?? "?", pips: TILE_PIPS[t] ?? 0 })),
      wilds: wilds.length,
    },
    judge,
  );
  const word = plan.words[0];
  if (!word) return null;
  const tiles: TileId[] = [];
  let next = 0;
  for (let pos = 0; pos < word.word.length; pos++) {
    if (word.wild?.position === pos) tiles.push(wilds[0] as TileId);
    else tiles.push(letters[word.tiles[next++] as number] as TileId);
  }
  return { tiles, wildAs: word.wild ? word.wild.letter : null };
}
