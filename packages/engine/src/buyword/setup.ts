import type { EngineContext } from "../core/context";
import { type ApplyResult, applied } from "../core/result";
import { seedRng, shuffle } from "../core/rng";
import { type BuywordConfig, STARTING_MONEY, wildsPerPlayer } from "./config";
import { finishWork, startWork } from "./draft-state";
import type { BuywordEvent } from "./events";
import { startRound } from "./flow";
import type { BuywordState, PlayerState } from "./state";
import { FIRST_WILD, LETTER_TILE_COUNT, TILE_COUNT } from "./tiles";

/** BW-1, BW-2, BW-3: money, wilds and a shuffled bag of the 108 letters; then round 1 starts. */
export function setupBuyword(
  config: BuywordConfig,
  seed: string,
  ctx: EngineContext,
): ApplyResult<BuywordState, BuywordEvent> {
  const letters = Array.from({ length: LETTER_TILE_COUNT }, (_, i) => i);
  const [bag, rng] = shuffle(letters, seedRng(seed));
  const perPlayer = wildsPerPlayer(config.players);
  const players: PlayerState[] = [];
  const discarded: number[] = [];
  let wild = FIRST_WILD;
  for (let seat = 0; seat < config.players; seat++) {
    const hand: number[] = [];
    for (let i = 0; i < perPlayer; i++) hand.push(wild++);
    players.push({ money: STARTING_MONEY, hand, sales: [], left: false });
  }
  // Wilds nobody is dealt stay in the box: out of the game, like a discarded tile.
  while (wild < TILE_COUNT) discarded.push(wild++);
  const state: BuywordState = {
    config,
    rng,
    bag,
    bagNext: 0,
    step: 0,
    decisionAt: ctx.now,
    round: 0,
    leader: 0,
    die: null,
    count: null,
    final: false,
    theme: null,
    players,
    draws: players.map(() => null),
    drawsOpen: false,
    discarded,
    grid: config.variants.crossword ? {} : null,
    phase: { kind: "decide", turn: 0 },
  };
  const work = startWork(state);
  startRound(work);
  return applied(finishWork(work), work.events);
}
