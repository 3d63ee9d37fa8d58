import fc from "fast-check";
import type { Hand, Tile } from "../hand";

// Test hands shaped like BuyWord's: letters roughly as often as in the game's bag, with the
// game's pips, plus hands whose pips vary within a letter to exercise that path too.

/** Letter counts and pips of the bag listed in game-facts.md (107 tiles; the 108th is the engine's). */
export const BAG: readonly (readonly [letter: string, count: number, pips: number])[] = [
  ["A", 8, 1],
  ["E", 10, 1],
  ["I", 7, 1],
  ["N", 6, 1],
  ["O", 8, 1],
  ["R", 6, 1],
  ["S", 5, 1],
  ["T", 6, 1],
  ["U", 4, 1],
  ["C", 4, 2],
  ["D", 4, 2],
  ["G", 4, 2],
  ["H", 4, 2],
  ["K", 2, 2],
  ["L", 4, 2],
  ["P", 4, 2],
  ["B", 2, 3],
  ["F", 3, 3],
  ["M", 3, 3],
  ["V", 3, 3],
  ["W", 2, 3],
  ["Y", 2, 3],
  ["J", 2, 4],
  ["Q", 1, 4],
  ["X", 1, 4],
  ["Z", 2, 4],
];

export const PIPS: Readonly<Record<string, number>> = Object.fromEntries(
  BAG.map(([letter, , pips]) => [letter, pips]),
);

const bagTile = fc.oneof(
  ...BAG.map(([letter, count, pips]) => ({ weight: count, arbitrary: fc.constant<Tile>({ letter, pips }) })),
);

/** A hand drawn from the game's letter mix, with the game's pips. */
export function bagHand(maxTiles: number, maxWilds: number): fc.Arbitrary<Hand> {
  return fc.record({
    tiles: fc.array(bagTile, { minLength: 0, maxLength: maxTiles }),
    wilds: fc.integer({ min: 0, max: maxWilds }),
  });
}

/** A hand whose tiles carry any pips 1–4, so one letter can come with different pips. */
export function mixedPipsHand(maxTiles: number, maxWilds: number): fc.Arbitrary<Hand> {
  const tile = fc.record({ letter: bagTile.map((t) => t.letter), pips: fc.integer({ min: 1, max: 4 }) });
  return fc.record({
    tiles: fc.array(tile, { minLength: 0, maxLength: maxTiles }),
    wilds: fc.integer({ min: 0, max: maxWilds }),
  });
}

/** A seeded hand of exactly `tiles` letters drawn from the bag without replacement. */
export function drawHand(seed: number, tiles: number, wilds: number): Hand {
  const bag: Tile[] = BAG.flatMap(([letter, count, pips]) =>
    Array.from({ length: count }, () => ({ letter, pips })),
  );
  let state = seed >>> 0 || 1;
  const next = (): number => {
    // xorshift32: enough to pick tiles reproducibly in tests and benches.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const hand: Tile[] = [];
  for (let i = 0; i < tiles; i++) hand.push(bag.splice(Math.floor(next() * bag.length), 1)[0] as Tile);
  return { tiles: hand, wilds };
}

export function handFrom(letters: string, wilds: number): Hand {
  return { tiles: [...letters].map((letter) => ({ letter, pips: PIPS[letter] ?? 1 })), wilds };
}
