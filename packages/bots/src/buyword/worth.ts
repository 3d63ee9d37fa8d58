import type { TileView } from "@wordhall/engine";
import { isWildTile } from "./tiles";

/**
 * How easily a letter finds its way into a word, 0–1: roughly how often it turns up in words
 * of five to nine letters against how many tiles of it there are, as word-game players rate
 * their letters (S and E the easiest, Q the hardest).
 */
const EASE: Readonly<Record<string, number>> = {
  A: 0.9,
  B: 0.65,
  C: 0.8,
  D: 0.85,
  E: 1,
  F: 0.55,
  G: 0.75,
  H: 0.75,
  I: 0.85,
  J: 0.25,
  K: 0.5,
  L: 0.9,
  M: 0.75,
  N: 0.9,
  O: 0.8,
  P: 0.75,
  Q: 0.12,
  R: 0.95,
  S: 1,
  T: 0.95,
  U: 0.6,
  V: 0.4,
  W: 0.5,
  X: 0.35,
  Y: 0.6,
  Z: 0.3,
};

/**
 * What a kept tile is worth for later, in dollars. A sale fetches the square of its pips, so
 * a tile is worth most as part of a long word: about its pips times the rest of the word's,
 * and more the easier its letter is to use. `horizon` shrinks it as the buying rounds run
 * out (with none left, a kept tile can only be sold as it is), and `patience` is the level's
 * share of that look-ahead.
 */
export type WorthModel = {
  /** Dollars per pip of a tile kept for later, for the easiest letter. */
  readonly perPip: number;
  /** A kept wild's worth (it never counts toward the hand limit). */
  readonly wild: number;
  /** 0–1: how much future there is to build words in. */
  readonly horizon: number;
  /** Letters one may keep at the end of a selling turn; null for no limit. */
  readonly limit: number | null;
};

/**
 * The shape of a kept hand's worth, found by playing seeded solo games at each setting
 * (docs/bots.md): how a tile's worth grows with its pips, what a second and a third copy of a
 * letter add, the share of vowels that makes the most words, and what a lopsided mix and a Q
 * without a U cost, in units of a pip's worth.
 */
export const KEEP_SHAPE = {
  pipPower: 0.9,
  second: 0.75,
  third: 0.35,
  vowelShare: 0.4,
  vowelPenalty: 0.25,
  qWithoutU: 0.5,
};

export function tileWorth(tile: TileView, model: WorthModel): number {
  if (isWildTile(tile)) return model.wild * model.horizon;
  const ease = EASE[tile.letter] ?? 0.5;
  return model.perPip * model.horizon * tile.pips ** KEEP_SHAPE.pipPower * ease;
}

/**
 * What a set of kept tiles is worth for later: each tile's worth, less for a third copy of a
 * letter and for a lopsided mix of vowels and consonants, since those make fewer words.
 */
export function keepWorth(tiles: readonly TileView[], model: WorthModel): number {
  if (model.horizon <= 0) return 0;
  const unit = model.perPip * model.horizon;
  const shape = KEEP_SHAPE;
  let sum = 0;
  let letters = 0;
  let vowels = 0;
  let seen = 0;
  let twice = 0;
  let hasU = false;
  let hasQ = false;
  for (const t of tiles) {
    if (isWildTile(t)) {
      sum += model.wild * model.horizon;
      continue;
    }
    const code = t.letter.charCodeAt(0) - 65;
    const bit = 1 << code;
    const worth = unit * t.pips ** shape.pipPower * (EASE_BY_CODE[code] ?? 0.5);
    letters++;
    if ((VOWEL_BITS & bit) !== 0) vowels++;
    if (code === 20) hasU = true;
    if (code === 16) hasQ = true;
    if ((seen & bit) === 0) {
      seen |= bit;
      sum += worth;
    } else if ((twice & bit) === 0) {
      twice |= bit;
      sum += worth * shape.second;
    } else sum += worth * shape.third;
  }
  if (hasQ && !hasU) sum -= unit * shape.qWithoutU;
  if (letters >= 3) {
    const off = vowels - shape.vowelShare * letters;
    sum -= unit * shape.vowelPenalty * off * off;
  }
  return sum;
}

const EASE_BY_CODE = Array.from({ length: 26 }, (_, i) => EASE[String.fromCharCode(65 + i)] ?? 0.5);
const VOWEL_BITS = [..."AEIOU"].reduce((bits, v) => bits | (1 << (v.charCodeAt(0) - 65)), 0);

/**
 * The tiles to keep at the end of a turn under the hand limit, and what they are worth:
 * letters are let go one at a time, each time the one whose going costs the least.
 */
export function bestKeep(tiles: readonly TileView[], model: WorthModel): { keep: TileView[]; worth: number } {
  let keep = tiles.slice();
  let letters = 0;
  for (const t of keep) if (!isWildTile(t)) letters++;
  const limit = model.limit;
  while (limit !== null && letters > limit) {
    let best = -1;
    let bestWorth = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < keep.length; i++) {
      if (isWildTile(keep[i] as TileView)) continue;
      const rest = keep.slice(0, i).concat(keep.slice(i + 1));
      const worth = keepWorth(rest, model);
      if (worth > bestWorth) {
        bestWorth = worth;
        best = i;
      }
    }
    keep = keep.slice(0, best).concat(keep.slice(best + 1));
    letters--;
  }
  return { keep, worth: keepWorth(keep, model) };
}
