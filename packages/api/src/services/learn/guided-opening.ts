import {
  type BuywordConfig,
  type BuywordState,
  buywordConfigSchema,
  buywordModule,
  TILE_LETTER,
  TILE_PIPS,
} from "@wordhall/engine";
import { findSellableWords, type Lexicons } from "@wordhall/words";

/** The rounds of a guided game whose die and draws the opening looks at. */
const ROUNDS = 3;

/** The guided game's settings: the defaults for two players (one easy bot beside the player). */
export const guidedConfig = (): BuywordConfig => buywordConfigSchema.parse({ players: 2 });

export type GuidedOpening = {
  /** The die of rounds 1–3 ("choice" when it showed choice; then the later rounds are not read). */
  readonly dice: readonly (number | "choice")[];
  /** The player's (seat 0's) draws in the rounds whose die showed a number, as letters. */
  readonly draws: readonly (readonly string[])[];
  /** What round 1's draw costs (BW-8: the square of its pips). */
  readonly firstCost: number;
  /** What round 2's draw costs, and whether it holds a vowel (A E I O U Y). */
  readonly secondCost: number | null;
  readonly secondHasVowel: boolean;
  /** The dearest everyday word round 1's draw spells without a wild, or null. */
  readonly saleWord: string | null;
  /** After that sale: the dearest everyday word the rest spells with one wild standing in, or null. */
  readonly wildWord: string | null;
};

/**
 * What a seed gives the player (seat 0) at the start of a guided game, worked out by the
 * engine alone. While the die shows numbers, the draws come off the bag in a fixed order
 * whatever anyone buys, sells or discards (the bag is shuffled once, BW-3; tiles never go
 * back), so the player's first draws are the seed's and not the bot's doing. Each round is
 * reached by discarding both draws, which changes nothing that is read here.
 */
export function guidedOpening(seed: string, lexicons: Lexicons): GuidedOpening {
  const module = buywordModule({ lexicons });
  const config = guidedConfig();
  const setup = module.setup(config, seed, { now: 0, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  let state: BuywordState = setup.state;
  const dice: (number | "choice")[] = [];
  const draws: string[][] = [];
  let firstTiles: readonly number[] = [];
  let secondTiles: readonly number[] | null = null;
  for (let round = 1; round <= ROUNDS; round++) {
    const die = state.die ?? "choice";
    dice.push(die);
    if (die === "choice") break;
    const mine = state.draws[0] ?? [];
    if (round === 1) firstTiles = mine;
    if (round === 2) secondTiles = mine;
    draws.push(mine.map((t) => TILE_LETTER[t] ?? "?"));
    // The leader decides first: seat 0 in odd rounds, the bot in even ones.
    const order = state.leader === 0 ? [0, 1] : [1, 0];
    for (const seat of order) {
      const next = module.apply(state, { type: "discard" }, { now: round, actor: seat });
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
  const common = lexicons.get("common");
  const tiles = firstTiles.map((t) => ({ letter: TILE_LETTER[t] ?? "?", pips: TILE_PIPS[t] ?? 1 }));
  const pips = tiles.reduce((sum, t) => sum + t.pips, 0);
  const sale = findSellableWords({ tiles, wilds: 0 }, common, { minLength: 3 })[0] ?? null;
  const rest = sale ? tiles.filter((_, i) => !sale.tiles.includes(i)) : tiles;
  const wild =
    findSellableWords({ tiles: rest, wilds: 1 }, common, { minLength: 3 }).find((w) => w.wild !== null) ??
    null;
  const secondPips = secondTiles?.reduce((sum, t) => sum + (TILE_PIPS[t] ?? 1), 0) ?? null;
  return {
    dice,
    draws,
    firstCost: pips * pips,
    secondCost: secondPips === null ? null : secondPips * secondPips,
    secondHasVowel: (secondTiles ?? []).some((t) => "AEIOUY".includes(TILE_LETTER[t] ?? "")),
    saleWord: sale ? sale.word.toUpperCase() : null,
    wildWord: wild ? wild.word.toUpperCase() : null,
  };
}

/**
 * Whether a seed makes a good first game: round 1 has a numeric die of 4 or 5 and an
 * affordable draw that spells an everyday word, what is left of it spells another with a wild;
 * round 2's draw is a dear one without a vowel, to be discarded; and rounds 1 and 2 together
 * draw more letters than the hand limit of 8 (BW-13), so a player who buys both and holds on
 * to their letters meets the limit in round 2.
 */
export function isGoodOpening(o: GuidedOpening): boolean {
  const [d1, d2, d3] = o.dice;
  return (
    typeof d1 === "number" &&
    typeof d2 === "number" &&
    typeof d3 === "number" &&
    d1 >= 4 &&
    d1 + d2 > 8 &&
    o.firstCost <= 81 &&
    o.saleWord !== null &&
    o.wildWord !== null &&
    o.secondCost !== null &&
    o.secondCost >= 100 &&
    !o.secondHasVowel
  );
}
